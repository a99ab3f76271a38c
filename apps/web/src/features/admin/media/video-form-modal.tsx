// The Videos dialog: 'Upload Video *' (WebM or MP4 under 50 MB) and an optional poster image shown before
// it plays; adds a video or replaces one (the server needs the video again on replace).
import type { Video } from '@chamak/shared/media';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { formData, tokenMissing, useMediaUpload } from './api.ts';
import { FilePicker } from './file-picker.tsx';
import { MediaFormModal } from './media-form-modal.tsx';
import { mediaText } from './messages.ts';

export function VideoFormModal({
  open,
  video,
  onClose,
}: {
  open: boolean;
  /** The video being replaced; null adds one. */
  video: Video | null;
  onClose: () => void;
}) {
  const id = useId();
  const [videos, setVideos] = useState<File[]>([]);
  const [posters, setPosters] = useState<File[]>([]);
  const [videoError, setVideoError] = useState<string>();
  const [posterError, setPosterError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const save = useMediaUpload('videos');

  function submit() {
    setFormError(undefined);
    const file = videos[0];
    if (!file) {
      setVideoError(mediaText.uploadVideo);
      return;
    }
    if (tokenMissing(setFormError)) return;
    const form = formData({ video: file, poster: posters[0] });
    save.mutate(video ? { path: `/video/${video.id}`, form, method: 'PUT' } : { path: '/video', form }, {
      onSuccess: () => {
        toast.success(video ? mediaText.videoUpdated : mediaText.videoAdded);
        onClose();
      },
      onError: (failure) => toast.error(errorMessage(failure, mediaText.somethingWentWrong)),
    });
  }

  return (
    <MediaFormModal
      open={open}
      title={video ? 'Replace Video' : 'Add Video'}
      formId={`${id}-form`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      submitText={video ? 'Replace Video' : 'Save Video'}
      formError={formError}
    >
      <FilePicker
        id={`${id}-video`}
        label="Upload Video *"
        kind="video"
        files={videos}
        onFilesChange={setVideos}
        error={videoError}
        onError={setVideoError}
        current={video ? { url: video.videoUrl, label: 'Current video' } : null}
        disabled={save.isPending}
      />
      <FilePicker
        id={`${id}-poster`}
        label="Poster image (optional)"
        kind="image"
        files={posters}
        onFilesChange={setPosters}
        error={posterError}
        onError={setPosterError}
        current={video?.posterUrl ? { url: video.posterUrl, label: 'Current poster image' } : null}
        disabled={save.isPending}
      />
    </MediaFormModal>
  );
}
