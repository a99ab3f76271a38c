// Banners (/admin/banner): the home slider's images in order, several uploaded at once, each deletable, each
// with the title, subtitle, button and link shown over it on the home page (decision 0190).
import type { HeroBanner } from '@chamak/shared/media';
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../ui.tsx';
import { mediaQueries } from './api.ts';
import { BannerTextModal } from './banner-text-modal.tsx';
import { BannerUploadModal } from './banner-upload-modal.tsx';
import { useDeleteMedia } from './delete-media.tsx';
import { AddButton, CardAction, MediaCard, MediaGrid, MediaImage, MediaList } from './media-grid.tsx';
import { mediaText } from './messages.ts';
import { useEditor } from './use-editor.ts';

export default function BannersPage() {
  const query = useQuery(mediaQueries.banners());
  const editor = useEditor<never>();
  const remove = useDeleteMedia('banners');
  const words = useEditor<{ banner: HeroBanner; name: string }>();
  return (
    <>
      <AdminPageHeader
        title="Banners"
        description="The slides of the home page, shown in this order."
        actions={<AddButton onClick={editor.add}>Add Banner</AddButton>}
      />
      <MediaList query={query} empty={mediaText.noBanners} failed="Failed to load banners">
        {(banners) => (
          <MediaGrid label="Banners">
            {banners.map((banner, index) => (
              <MediaCard
                key={banner.id}
                media={<MediaImage image={banner} alt={`Home page slide ${index + 1}`} />}
                title={
                  <>
                    {`Banner ${index + 1}`}
                    <span className="block truncate text-xs font-normal text-slate-500">
                      {banner.title || 'No text: image only'}
                    </span>
                  </>
                }
                actions={
                  <>
                    <CardAction
                      kind="edit"
                      label={`Edit text of banner ${index + 1}`}
                      onClick={() => words.edit({ banner, name: `banner ${index + 1}` })}
                    />
                    <CardAction
                      kind="delete"
                      label={`Delete banner ${index + 1}`}
                      onClick={() => remove.ask({ id: banner.id, what: `banner ${index + 1}` })}
                    />
                  </>
                }
              />
            ))}
          </MediaGrid>
        )}
      </MediaList>
      <BannerUploadModal
        key={editor.key}
        open={editor.open}
        onClose={editor.close}
        list="banners"
        path="/banners/upload"
        multiple
      />
      <BannerTextModal
        key={`text-${words.key}`}
        open={words.open}
        banner={words.item?.banner ?? null}
        name={words.item?.name ?? 'banner'}
        onClose={words.close}
      />
      {remove.dialog}
    </>
  );
}
