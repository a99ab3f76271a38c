// The chosen size's images: one large picture (the page's LCP element) and a row of thumbnail buttons.

import type { ProductImage } from '@chamak/shared/catalogue';
import { imageSizes } from '@chamak/shared/image-sizes';
import { useState } from 'react';
import { Img } from '../../components/img.tsx';
import { t } from '../../lib/i18n.ts';

type Props = { images: ProductImage[]; alt: string };

/** Keyed by the size on the page, so choosing another size starts again at its first image. */
export function ProductGallery({ images, alt }: Props) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <Img
          src={current?.image}
          srcSet={current?.srcset}
          width={current?.width}
          height={current?.height}
          sizes={imageSizes.productMain}
          alt={
            images.length > 1
              ? t('{name}, image {number} of {total}', { name: alt, number: index + 1, total: images.length })
              : alt
          }
          priority
          className="size-full object-contain"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('Product images')}>
          {images.map((img, i) => (
            <li key={img.pi_id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('Show image {number} of {total}', { number: i + 1, total: images.length })}
                aria-current={i === index ? 'true' : undefined}
                className={`block size-16 overflow-hidden rounded-lg border-2 bg-white transition sm:size-20 ${
                  i === index
                    ? 'border-brand'
                    : 'border-slate-200 opacity-80 hover:border-slate-400 hover:opacity-100'
                }`}
              >
                <Img
                  src={img.image}
                  srcSet={img.srcset}
                  width={img.width}
                  height={img.height}
                  sizes="80px"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
