// The Bottom Banner 'Add Media' dialog: an image and a video, both required (SPEC section 5).
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { formData, tokenMissing, useMediaUpload } from './api.ts';
import { FilePicker } from './file-picker.tsx';
import { MediaFormModal } from './media-form-modal.tsx';
import { mediaText } from './messages.ts';

export function BottomBannerFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [images, setImages] = useState<File[]>([]);
  const [videos, setVideos] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string>();
  const [videoError, setVideoError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const save = useMediaUpload('bottom-banners');

  function submit() {
    setFormError(undefined);
    if (images.length === 0 || videos.length === 0) {
      setFormError(mediaText.bothImageAndVideo);
      return;
    }
    if (tokenMissing(setFormError)) return;
    save.mutate(
      { path: '/banners/uploadbottombanner', form: formData({ image: images[0], video: videos[0] }) },
      {
        onSuccess: () => {
          toast.success(mediaText.mediaUploaded);
          onClose();
        },
        onError: (failure) => toast.error(errorMessage(failure, mediaText.somethingWentWrong)),
      },
    );
  }

  return (
    <MediaFormModal
      open={open}
      title="Add Media"
      formId={`${id}-form`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      submitText="Upload Media"
      formError={formError}
    >
      <p className="text-sm text-slate-600">
        The image shows first and stays as the video&apos;s poster; the video loops over it, muted.
      </p>
      <FilePicker
        id={`${id}-image`}
        label="Image *"
        kind="image"
        files={images}
        onFilesChange={(next) => {
          setImages(next);
          setFormError(undefined);
        }}
        error={imageError}
        onError={setImageError}
        disabled={save.isPending}
      />
      <FilePicker
        id={`${id}-video`}
        label="Video *"
        kind="video"
        files={videos}
        onFilesChange={(next) => {
          setVideos(next);
          setFormError(undefined);
        }}
        error={videoError}
        onError={setVideoError}
        disabled={save.isPending}
      />
    </MediaFormModal>
  );
}
