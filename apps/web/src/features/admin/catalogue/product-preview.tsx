// The product preview modal: the product as a shopper sees its details (images per size, rupee prices with
// Indian grouping, features, overview, how to use), plus the stock an admin needs.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckIcon } from '../../../components/icons.tsx';
import { Img } from '../../../components/img.tsx';
import { Price } from '../../../components/price.tsx';
import { Stars } from '../../../components/stars.tsx';
import { ErrorState, Loading } from '../../../components/states.tsx';
import { buttonClass, Modal } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { texts } from './texts.ts';

function Gallery({ product, selected }: { product: ProductDetails; selected: number }) {
  const size = product.productlitres[selected];
  const images = size ? (size.images.length > 0 ? size.images : size.productimages) : [];
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  const alt = size ? `${product.name}, ${size.litre.litre}` : product.name;
  return (
    <div className="mx-auto flex w-full max-w-56 flex-col gap-3 sm:max-w-xs md:max-w-none">
      <div className="aspect-square overflow-hidden rounded-xl border border-slate-200 bg-white">
        <Img
          src={current?.image}
          srcSet={current?.srcset}
          width={current?.width}
          height={current?.height}
          sizes="(min-width: 768px) 24rem, 90vw"
          alt={images.length > 1 ? `${alt}, image ${index + 1} of ${images.length}` : alt}
          className="size-full object-contain"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((img, i) => (
            <li key={img.pi_id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-current={i === index ? 'true' : undefined}
                className={`block size-14 overflow-hidden rounded-lg border-2 bg-white ${
                  i === index ? 'border-brand' : 'border-slate-200 opacity-80 hover:opacity-100'
                }`}
              >
                <Img
                  src={img.image}
                  srcSet={img.srcset}
                  width={img.width}
                  height={img.height}
                  sizes="56px"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {images.length === 0 && <p className="text-sm text-slate-500">No images for this size yet.</p>}
    </div>
  );
}

function specRows(p: ProductDetails): [string, string][] {
  const rows: [string, string | null][] = [
    ['Suitable surfaces', p.suitableSurfaces],
    ['Ingredients', p.ingredients],
    ['Scent', p.scent],
    ['pH level', p.phLevel === null ? null : String(p.phLevel)],
    ['Shelf life', p.shelfLife === null ? null : `${p.shelfLife} ${p.shelfLife === 1 ? 'month' : 'months'}`],
    ['Made in', p.madeIn],
    ['Packaging', p.packaging],
    ['Volume', p.volume],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
}

export function ProductPreviewBody({ product }: { product: ProductDetails }) {
  const [selected, setSelected] = useState(0);
  const size = product.productlitres[selected];
  const rows = specRows(product);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Gallery key={size?.pl_id ?? 'none'} product={product} selected={selected} />
        <div className="flex min-w-0 flex-col gap-4">
          <div>
            <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-brand">
              <span>{product.Category.name}</span>
              <span aria-hidden="true" className="text-slate-400">
                ·
              </span>
              <span>{product.subcategory.sub_cate_name}</span>
              {product.combos && (
                <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-amber-950">
                  Combo
                </span>
              )}
            </p>
            <h3 className="mt-1 text-xl leading-tight font-bold text-slate-900">{product.name}</h3>
            <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
              <Stars rating={product.averageRatings} />
              {product.averageRatings.toFixed(1)} · {product.totalReviews}{' '}
              {product.totalReviews === 1 ? 'review' : 'reviews'}
            </p>
          </div>
          {product.shortDescription && <p className="text-slate-700">{product.shortDescription}</p>}
          {size && (
            <div className="flex flex-col gap-1">
              <Price price={size.discounted_price} mrp={size.price} discount={size.discount} size="lg" />
              <p className="text-xs text-slate-500">
                Stock: {size.remaining_qty} of {size.total_qty} left
              </p>
            </div>
          )}
          {product.productlitres.length > 0 && (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-slate-800">Size</legend>
              <div className="flex flex-wrap gap-2">
                {product.productlitres.map((pl, i) => (
                  <button
                    key={pl.pl_id}
                    type="button"
                    onClick={() => setSelected(i)}
                    aria-pressed={i === selected}
                    className={`rounded-lg border px-3 py-1.5 text-sm font-medium ${
                      i === selected
                        ? 'border-brand bg-brand text-white'
                        : 'border-slate-300 bg-white text-slate-700 hover:border-brand'
                    }`}
                  >
                    {pl.litre.litre}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
          {product.features.length > 0 && (
            <ul
              className="grid gap-x-4 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-2"
              aria-label="Features"
            >
              {product.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <CheckIcon width={16} height={16} className="mt-0.5 shrink-0 text-emerald-600" />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <section aria-label="Overview" className="border-t border-slate-200 pt-4">
        <h4 className="mb-2 font-semibold text-slate-900">Overview</h4>
        <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">
          {product.longDescription}
        </p>
        {rows.length > 0 && (
          <dl className="mt-3 divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 px-3 py-2 sm:grid-cols-[9rem_1fr] sm:gap-4">
                <dt className="font-medium text-slate-900">{label}</dt>
                <dd className="text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {product.howToUse.length > 0 && (
        <section aria-label="How To Use" className="border-t border-slate-200 pt-4">
          <h4 className="mb-2 font-semibold text-slate-900">How To Use</h4>
          <ol className="space-y-2 text-sm text-slate-700">
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
        </section>
      )}
    </div>
  );
}

export function ProductPreview({
  open,
  productId,
  onClose,
  onEdit,
}: {
  open: boolean;
  productId: number | null;
  onClose: () => void;
  onEdit: (id: number) => void;
}) {
  const product = useQuery({
    queryKey: catalogueKeys.product(productId ?? 0),
    queryFn: ({ signal }) => catalogueApi.product(productId ?? 0, signal),
    enabled: open && productId !== null,
  });
  const data = product.isFetchedAfterMount ? product.data : undefined;
  return (
    <Modal
      open={open}
      wide
      title={data ? `Preview: ${data.name}` : 'Preview'}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Close
          </button>
          {data && (
            <button type="button" className={buttonClass.primary} onClick={() => onEdit(data.id)}>
              Edit Product
            </button>
          )}
        </>
      }
    >
      {product.isError ? (
        <ErrorState message={texts.failedProducts} onRetry={() => product.refetch()} />
      ) : data ? (
        <ProductPreviewBody product={data} />
      ) : (
        <Loading />
      )}
    </Modal>
  );
}
