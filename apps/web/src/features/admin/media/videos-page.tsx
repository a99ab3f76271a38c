// Videos (/admin/videos): the gallery's videos (WebM or MP4 under 50 MB), playing muted on hover; add,
// replace and delete.
import type { Video } from '@chamak/shared/media';
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../ui.tsx';
import { mediaQueries } from './api.ts';
import { useDeleteMedia } from './delete-media.tsx';
import { AddButton, CardAction, MediaCard, MediaGrid, MediaList, VideoThumb } from './media-grid.tsx';
import { mediaText } from './messages.ts';
import { useEditor } from './use-editor.ts';
import { VideoFormModal } from './video-form-modal.tsx';

export default function VideosPage() {
  const query = useQuery(mediaQueries.videos());
  const editor = useEditor<Video>();
  const remove = useDeleteMedia('videos');
  return (
    <>
      <AdminPageHeader
        title="Videos"
        description="The gallery's videos, newest first. WebM or MP4 under 50 MB; they play muted."
        actions={<AddButton onClick={editor.add}>Add Video</AddButton>}
      />
      <MediaList query={query} empty={mediaText.noVideos} failed="Failed to load videos">
        {(videos) => (
          <MediaGrid label="Videos" layout="videos">
            {videos.map((video, index) => (
              <MediaCard
                key={video.id}
                media={
                  <VideoThumb
                    src={video.videoUrl}
                    poster={video.posterUrl}
                    label={`Video ${index + 1}`}
                    aspect="aspect-square"
                  />
                }
                title={`Video ${index + 1}`}
                actions={
                  <>
                    <CardAction
                      kind="edit"
                      label={`Replace video ${index + 1}`}
                      onClick={() => editor.edit(video)}
                    />
                    <CardAction
                      kind="delete"
                      label={`Delete video ${index + 1}`}
                      onClick={() => remove.ask({ id: video.id, what: `video ${index + 1}` })}
                    />
                  </>
                }
              />
            ))}
          </MediaGrid>
        )}
      </MediaList>
      <VideoFormModal key={editor.key} open={editor.open} video={editor.item} onClose={editor.close} />
      {remove.dialog}
    </>
  );
}
