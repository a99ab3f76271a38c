// The horizontally scrolling category strip: each category leads to its subcategory list (/subcategory/{cate_id}).
import type { Category } from '@chamak/shared/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { queries } from '../../api/queries.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { Empty } from '../../components/states.tsx';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { useReducedMotion } from './motion.ts';
import { Section, SectionError } from './section.tsx';

const tile = 'w-24 shrink-0 sm:w-28';

export function CategoryStrip() {
  const { data, isPending, isError, refetch } = useQuery(queries.categories());
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const reducedMotion = useReducedMotion();

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, data]);

  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy({
      left: direction * scroller.current.clientWidth * 0.8,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });

  const scrollable = !(edges.start && edges.end);
  const actions = scrollable && (
    <div className="hidden shrink-0 gap-2 sm:flex">
      <ScrollButton label={t('Scroll categories left')} disabled={edges.start} onClick={() => scrollBy(-1)}>
        <ChevronLeftIcon width={20} height={20} />
      </ScrollButton>
      <ScrollButton label={t('Scroll categories right')} disabled={edges.end} onClick={() => scrollBy(1)}>
        <ChevronRightIcon width={20} height={20} />
      </ScrollButton>
    </div>
  );

  return (
    <Section id="categories" title={t('Shop by Category')} actions={actions}>
      {isPending ? (
        <div role="status" className="-mx-4 flex gap-3 overflow-hidden px-4 sm:gap-4">
          <span className="sr-only">{t('Loading...')}</span>
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className={tile}>
              <div className="aspect-square rounded-2xl bg-slate-200" />
              <div className="mx-auto mt-2 h-3 w-16 rounded bg-slate-200" />
            </div>
          ))}
        </div>
      ) : isError ? (
        <SectionError message={t('Failed to load categories')} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Empty text={t('No categories found')} />
      ) : (
        <ul
          ref={scroller}
          onScroll={measure}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-2 [scrollbar-width:none] sm:gap-4 [&::-webkit-scrollbar]:hidden"
        >
          {data.map((category) => (
            <li key={category.id} className={`${tile} snap-start`}>
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
      to={paths.subcategoryList(category.id)}
      className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <span className="block aspect-square overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition group-hover:shadow-md group-hover:ring-brand/40">
        <Img
          src={category.image}
          srcSet={category.srcset}
          width={category.width}
          height={category.height}
          sizes="(min-width: 640px) 112px, 96px"
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
      </span>
      <span className="mt-2 line-clamp-2 block text-center text-xs leading-snug font-medium text-slate-800 group-hover:text-brand sm:text-sm">
        {category.name}
      </span>
    </Link>
  );
}

function ScrollButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-9 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 transition hover:border-brand hover:text-brand disabled:cursor-default disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-700"
    >
      {children}
    </button>
  );
}
