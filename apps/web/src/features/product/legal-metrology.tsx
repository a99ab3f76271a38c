// The declarations the Legal Metrology (Packaged Commodities) Rules 2011 ask an online shop to show before a
// sale (rule 6(10)): MRP inclusive of all taxes, net quantity, the unit sale price the package declares (of the
// MRP, rule 6(11)), common name, who made or packed it and where, country of origin, and consumer care. They
// follow the chosen size; the seller's part comes from the settings, which every server-rendered page already
// carries.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { perUnit, rupees } from '../../components/price.tsx';
import { t } from '../../lib/i18n.ts';

type Size = ProductDetails['productlitres'][number];

export function LegalMetrology({ product, size }: { product: ProductDetails; size: Size | undefined }) {
  const { data } = useQuery(queries.settings());
  const seller = data?.seller;
  if (!size || !seller) return null;
  const care = seller.customerCare;
  const unitPrice = product.combos ? '' : perUnit(size.price, size.litre);
  const rows: [string, React.ReactNode][] = [
    [t('MRP (inclusive of all taxes)'), rupees(size.price)],
    [t('Net quantity'), size.litre.litre],
    // None for a size without a volume, nor for a combo, sold as one unit of several products (decision 0339).
    ...(unitPrice ? [[t('Unit sale price'), unitPrice] satisfies [string, string]] : []),
    [t('Common or generic name'), product.subcategory.sub_cate_name],
    [
      t('Manufactured & packed by'),
      <>
        {seller.legalName}, {seller.registeredAddress.join(', ')}
      </>,
    ],
    [t('Country of origin'), product.madeIn.trim() || t('India')],
    [
      t('Consumer care'),
      <>
        <a href={`tel:${care.phone.replace(/[^\d+]/g, '')}`} className="text-brand hover:underline">
          {care.phone}
        </a>
        ,{' '}
        <a href={`mailto:${care.email}`} className="break-all text-brand hover:underline">
          {care.email}
        </a>
        {care.hours && <span className="block text-slate-500">{care.hours}</span>}
      </>,
    ],
  ];
  return (
    <section
      aria-labelledby="legal-metrology-heading"
      className="rounded-xl border border-slate-200 bg-white"
    >
      <h2
        id="legal-metrology-heading"
        className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900"
      >
        {t('Product information')}
        <span className="ml-1 font-normal text-slate-500">{t('(Legal Metrology)')}</span>
      </h2>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-medium text-slate-900">{label}</dt>
            <dd className="text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
