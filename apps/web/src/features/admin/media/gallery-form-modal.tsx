// The Images (/admin/insta) dialog: 'Upload Image *', one image under 5 MB; adds or replaces a gallery image.
import type { GalleryImage } from '@chamak/shared/media';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { formData, tokenMissing, useMediaUpload } from './api.ts';
import { FilePicker } from './file-picker.tsx';
import { MediaFormModal } from './media-form-modal.tsx';
import { mediaText } from './messages.ts';

export function GalleryFormModal({
  open,
  image,
  onClose,
}: {
  open: boolean;
  /** The image being replaced; null adds one. */
  image: GalleryImage | null;
  onClose: () => void;
}) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const save = useMediaUpload('gallery');

  function submit() {
    setFormError(undefined);
    const file = files[0];
    if (!file) {
      setError(image ? mediaText.noFileSelected : mediaText.uploadImage);
      return;
    }
    if (tokenMissing(setFormError)) return;
    const form = formData({ image: file });
    save.mutate(
      image ? { path: `/instasection/${image.id}`, form, method: 'PUT' } : { path: '/instasection', form },
      {
        onSuccess: () => {
          toast.success(image ? mediaText.sectionUpdated : mediaText.sectionAdded);
          onClose();
        },
        onError: (failure) => toast.error(errorMessage(failure, mediaText.somethingWentWrong)),
      },
    );
  }

  return (
    <MediaFormModal
      open={open}
      title={image ? 'Replace Image' : 'Add Image'}
      formId={`${id}-form`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      submitText={image ? 'Replace Image' : 'Save Image'}
      formError={formError}
    >
      <FilePicker
        id={`${id}-image`}
        label="Upload Image *"
        kind="image"
        files={files}
        onFilesChange={setFiles}
        error={error}
        onError={setError}
        current={image ? { url: image.imageUrl, label: 'Current gallery image' } : null}
        disabled={save.isPending}
      />
    </MediaFormModal>
  );
}
