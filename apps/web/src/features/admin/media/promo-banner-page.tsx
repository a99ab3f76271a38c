// Promo Banner (/admin/promoBanner): the home page's deal banner, at most one (SPEC section 9): its image,
// title, description and button text, with edit and delete; Add is disabled while one exists.
import type { PromoBanner } from '@chamak/shared/media';
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../ui.tsx';
import { mediaQueries } from './api.ts';
import { useDeleteMedia } from './delete-media.tsx';
import { AddButton, CardAction, MediaImage, MediaList } from './media-grid.tsx';
import { defaultButtonText, mediaText } from './messages.ts';
import { PromoFormModal } from './promo-form-modal.tsx';
import { useEditor } from './use-editor.ts';

const maxPromoBanners = 1;

export default function PromoBannerPage() {
  const query = useQuery(mediaQueries.promoBanners());
  const editor = useEditor<PromoBanner>();
  const remove = useDeleteMedia('promo-banners');
  const full = !query.isSuccess || query.data.length >= maxPromoBanners;
  return (
    <>
      <AdminPageHeader
        title="Promo Banner"
        description="The deal banner on the home page. There can be one; edit it or delete it to add another."
        actions={
          <AddButton onClick={editor.add} disabled={full}>
            Add Promo Banner
          </AddButton>
        }
      />
      <MediaList query={query} empty={mediaText.noPromo} failed="Failed to fetch promo data">
        {(promos) => (
          <ul aria-label="Promo banners" className="flex max-w-5xl flex-col gap-4">
            {promos.map((promo, index) => (
              <PromoRow
                key={promo.id}
                promo={promo}
                n={index + 1}
                onEdit={() => editor.edit(promo)}
                onDelete={() =>
                  remove.ask({ id: promo.id, what: `the promo banner "${promo.title || 'Untitled'}"` })
                }
              />
            ))}
          </ul>
        )}
      </MediaList>
      <PromoFormModal key={editor.key} open={editor.open} promo={editor.item} onClose={editor.close} />
      {remove.dialog}
    </>
  );
}

function PromoRow({
  promo,
  n,
  onEdit,
  onDelete,
}: {
  promo: PromoBanner;
  n: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const title = promo.title.trim();
  return (
    <li className="grid overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="bg-slate-100">
        <MediaImage
          image={promo}
          alt={`Promo banner ${n}: ${title || 'Untitled'}`}
          aspect="aspect-[16/9] sm:aspect-auto sm:h-full sm:min-h-48"
          fit="object-cover"
          sizes="(min-width: 640px) 40vw, 100vw"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <h2
            className={`min-w-0 break-words text-lg font-semibold ${title ? 'text-slate-900' : 'text-slate-500 italic'}`}
          >
            {title || 'Untitled'}
          </h2>
          <div className="-mt-1 -mr-2 flex shrink-0 gap-1">
            <CardAction kind="edit" label={`Edit promo banner ${n}`} onClick={onEdit} />
            <CardAction kind="delete" label={`Delete promo banner ${n}`} onClick={onDelete} />
          </div>
        </div>
        <p className="break-words text-sm text-slate-600 whitespace-pre-line">{promo.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 text-sm text-slate-500">
          <span>Button:</span>
          <span className="rounded-full bg-brand px-3 py-1 text-xs font-semibold text-white">
            {promo.buttonText || defaultButtonText}
          </span>
          {promo.promotionId !== null && (
            <span>
              Links to:{' '}
              <span className="font-medium text-slate-700">
                {promo.promotion ? promo.promotion.name : 'a promotion that is not running'}
              </span>
            </span>
          )}
          {promo.link && (
            <span className="min-w-0 break-all">
              Leads to: <span className="font-medium text-slate-700">{promo.link}</span>
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
