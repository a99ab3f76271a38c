// Bottom Banner (/admin/bottombanner), 'Manage Banners': the home page's closing banner, each an image and
// the video that loops over it; 'Add Media' needs both.
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../ui.tsx';
import { mediaQueries } from './api.ts';
import { BottomBannerFormModal } from './bottom-banner-form-modal.tsx';
import { useDeleteMedia } from './delete-media.tsx';
import { AddButton, CardAction, MediaImage, MediaList, VideoThumb } from './media-grid.tsx';
import { mediaText } from './messages.ts';
import { useEditor } from './use-editor.ts';

export default function BottomBannerPage() {
  const query = useQuery(mediaQueries.bottomBanners());
  const editor = useEditor<never>();
  const remove = useDeleteMedia('bottom-banners');
  return (
    <>
      <AdminPageHeader
        title="Manage Banners"
        description="The banner near the foot of the home page: an image, and a muted video that loops over it."
        actions={<AddButton onClick={editor.add}>Add Media</AddButton>}
      />
      <MediaList query={query} empty={mediaText.noMedia} failed="Failed to load banners">
        {(banners) => (
          <ul aria-label="Bottom banners" className="flex max-w-5xl flex-col gap-4">
            {banners.map((banner, index) => (
              <li
                key={banner.id}
                className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              >
                <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
                  <h2 className="text-sm font-semibold text-slate-800">Bottom banner {index + 1}</h2>
                  <CardAction
                    kind="delete"
                    label={`Delete bottom banner ${index + 1}`}
                    onClick={() =>
                      remove.ask({ id: banner.id, what: `bottom banner ${index + 1} (image and video)` })
                    }
                  />
                </div>
                <div className="grid gap-3 p-3 sm:grid-cols-2">
                  <figure className="overflow-hidden rounded-lg bg-slate-100">
                    <MediaImage
                      image={banner}
                      alt={`Bottom banner ${index + 1} image`}
                      aspect="natural"
                      sizes="(min-width: 640px) 40vw, 100vw"
                    />
                    <figcaption className="px-3 py-1.5 text-xs font-medium text-slate-600">Image</figcaption>
                  </figure>
                  <figure className="overflow-hidden rounded-lg bg-slate-100">
                    {banner.videoUrl ? (
                      <VideoThumb
                        src={banner.videoUrl}
                        poster={banner.imageUrl}
                        label={`Bottom banner ${index + 1} video`}
                        ratio={`${banner.width} / ${banner.height}`}
                      />
                    ) : (
                      <div className="flex aspect-video items-center justify-center text-sm text-slate-500">
                        No video
                      </div>
                    )}
                    <figcaption className="px-3 py-1.5 text-xs font-medium text-slate-600">Video</figcaption>
                  </figure>
                </div>
              </li>
            ))}
          </ul>
        )}
      </MediaList>
      <BottomBannerFormModal key={editor.key} open={editor.open} onClose={editor.close} />
      {remove.dialog}
    </>
  );
}
