// A subcategory in the subcategory list: its image, category and name, leading to its products.
import type { Subcategory } from '@chamak/shared/catalogue';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { paths } from '../../paths.ts';

export function SubcategoryCard({ subcategory, priority }: { subcategory: Subcategory; priority?: boolean }) {
  return (
    <Link
      to={paths.subcategoryProducts(subcategory.sub_cate_id)}
      className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <div className="aspect-square overflow-hidden bg-slate-50">
        <Img
          src={subcategory.image}
          srcSet={subcategory.srcset}
          width={subcategory.width}
          height={subcategory.height}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          priority={priority}
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 items-end justify-between gap-2 p-3 sm:p-4">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-brand uppercase">
            {subcategory.Category.name}
          </p>
          <h2 className="mt-1 text-sm font-semibold text-slate-900 sm:text-base">
            {subcategory.sub_cate_name}
          </h2>
        </div>
        <ArrowRightIcon
          width={18}
          height={18}
          className="mb-0.5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand"
        />
      </div>
    </Link>
  );
}
