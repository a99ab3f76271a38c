// About Banner (/admin/aboutbanner): the one banner at the top of the About page; Add shows only while none exists.
import { useQuery } from '@tanstack/react-query';
import { mediaQueries } from '../media/api.ts';
import { BannerUploadModal } from '../media/banner-upload-modal.tsx';
import { useDeleteMedia } from '../media/delete-media.tsx';
import { AddButton, CardAction, MediaCard, MediaGrid, MediaImage, MediaList } from '../media/media-grid.tsx';
import { mediaText } from '../media/messages.ts';
import { useEditor } from '../media/use-editor.ts';
import { AdminPageHeader } from '../ui.tsx';

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
