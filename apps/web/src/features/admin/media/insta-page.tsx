// Images (/admin/insta): the home page's Instagram-style gallery; add, replace and delete square images.
import type { GalleryImage } from '@chamak/shared/media';
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../ui.tsx';
import { mediaQueries } from './api.ts';
import { useDeleteMedia } from './delete-media.tsx';
import { GalleryFormModal } from './gallery-form-modal.tsx';
import { AddButton, CardAction, MediaCard, MediaGrid, MediaImage, MediaList } from './media-grid.tsx';
import { mediaText } from './messages.ts';
import { useEditor } from './use-editor.ts';

export default function InstaPage() {
  const query = useQuery(mediaQueries.gallery());
  const editor = useEditor<GalleryImage>();
  const remove = useDeleteMedia('gallery');
  return (
    <>
      <AdminPageHeader
        title="Images"
        description="The gallery on the home page, newest first. Images under 5 MB."
        actions={<AddButton onClick={editor.add}>Add Image</AddButton>}
      />
      <MediaList query={query} empty={mediaText.noImages} failed="Failed to load images">
        {(images) => (
          <MediaGrid label="Gallery images" layout="squares">
            {images.map((image, index) => (
              <MediaCard
                key={image.id}
                media={
                  <MediaImage
                    image={image}
                    alt={`Gallery image ${index + 1}`}
                    aspect="aspect-square"
                    fit="object-cover"
                    sizes="(min-width: 1280px) 240px, (min-width: 640px) 33vw, 50vw"
                  />
                }
                title={`Image ${index + 1}`}
                actions={
                  <>
                    <CardAction
                      kind="edit"
                      label={`Replace image ${index + 1}`}
                      onClick={() => editor.edit(image)}
                    />
                    <CardAction
                      kind="delete"
                      label={`Delete image ${index + 1}`}
                      onClick={() => remove.ask({ id: image.id, what: `image ${index + 1}` })}
                    />
                  </>
                }
              />
            ))}
          </MediaGrid>
        )}
      </MediaList>
      <GalleryFormModal key={editor.key} open={editor.open} image={editor.item} onClose={editor.close} />
      {remove.dialog}
    </>
  );
}
