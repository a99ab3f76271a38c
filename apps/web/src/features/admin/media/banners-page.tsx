// Banners (/admin/banner): the home slider's images in order, several uploaded at once, each deletable.
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../ui.tsx';
import { mediaQueries } from './api.ts';
import { BannerUploadModal } from './banner-upload-modal.tsx';
import { useDeleteMedia } from './delete-media.tsx';
import { AddButton, CardAction, MediaCard, MediaGrid, MediaImage, MediaList } from './media-grid.tsx';
import { mediaText } from './messages.ts';
import { useEditor } from './use-editor.ts';

export default function BannersPage() {
  const query = useQuery(mediaQueries.banners());
  const editor = useEditor<never>();
  const remove = useDeleteMedia('banners');
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
                title={`Banner ${index + 1}`}
                actions={
                  <CardAction
                    kind="delete"
                    label={`Delete banner ${index + 1}`}
                    onClick={() => remove.ask({ id: banner.id, what: `banner ${index + 1}` })}
                  />
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
      {remove.dialog}
    </>
  );
}
