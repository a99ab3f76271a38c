// The Overview and How To Use sections: the long description, a specification list, numbered steps.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { t } from '../../lib/i18n.ts';
import { CollapsibleSection } from './collapsible-section.tsx';

function specRows(product: ProductDetails): [string, string][] {
  const rows: [string, string | null][] = [
    [t('Suitable surfaces'), product.suitableSurfaces],
    [t('Ingredients'), product.ingredients],
    [t('Scent'), product.scent],
    [t('pH level'), product.phLevel === null ? null : String(product.phLevel)],
    [
      t('Shelf life'),
      product.shelfLife === null
        ? null
        : t('{count, plural, one {# month} other {# months}}', { count: product.shelfLife }),
    ],
    [t('Made in'), product.madeIn],
    [t('Packaging'), product.packaging],
    [t('Volume'), product.volume],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
}

export function ProductSpecs({ product }: { product: ProductDetails }) {
  const rows = specRows(product);
  return (
    <div className="border-t border-slate-200">
      <CollapsibleSection title={t('Overview')} defaultOpen>
        {product.longDescription && <p className="whitespace-pre-line">{product.longDescription}</p>}
        {rows.length > 0 && (
          <dl className="mt-4 divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-medium text-slate-900">{label}</dt>
                <dd className="text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CollapsibleSection>
      {product.howToUse.length > 0 && (
        <CollapsibleSection title={t('How To Use')}>
          <ol className="space-y-3">
            {product.howToUse.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-brand text-xs font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </CollapsibleSection>
      )}
    </div>
  );
}
