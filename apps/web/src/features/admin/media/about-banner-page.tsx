// About Banner (/admin/aboutbanner): the one banner at the top of the About page; Add shows only while none exists.
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../ui.tsx';
import { mediaQueries } from './api.ts';
import { BannerUploadModal } from './banner-upload-modal.tsx';
import { useDeleteMedia } from './delete-media.tsx';
import { AddButton, CardAction, MediaCard, MediaGrid, MediaImage, MediaList } from './media-grid.tsx';
import { mediaText } from './messages.ts';
import { useEditor } from './use-editor.ts';

/** SPEC section 9: at most one about banner. */
const maxAboutBanners = 1;

export default function AboutBannerPage() {
  const query = useQuery(mediaQueries.aboutBanners());
  const editor = useEditor<never>();
  const remove = useDeleteMedia('about-banner');
  const canAdd = query.isSuccess && query.data.length < maxAboutBanners;
  return (
    <>
      <AdminPageHeader
        title="About Banner"
        description="The banner at the top of the About page. There is at most one; delete it to upload another."
        actions={canAdd && <AddButton onClick={editor.add}>Add Banner</AddButton>}
      />
      <MediaList query={query} empty={mediaText.noBanners} failed="Failed to load banners">
        {(banners) => (
          <MediaGrid label="About banners" layout="wide">
            {banners.map((banner, index) => (
              <MediaCard
                key={banner.id}
                media={
                  <MediaImage
                    image={banner}
                    alt={`About banner ${index + 1}`}
                    aspect="natural"
                    sizes="(min-width: 1024px) 900px, 100vw"
                  />
                }
                title="About banner"
                actions={
                  <CardAction
                    kind="delete"
                    label={`Delete about banner ${index + 1}`}
                    onClick={() => remove.ask({ id: banner.id, what: 'the about banner' })}
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
        list="about-banner"
        path="/banners/uploadaboutbanner"
        multiple={false}
      />
      {remove.dialog}
    </>
  );
}
