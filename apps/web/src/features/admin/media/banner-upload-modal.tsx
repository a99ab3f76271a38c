// The 'Upload Banner' dialog of the Banners and About Banner pages: several images at once, or a single one.
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { formData, type MediaList, tokenMissing, useMediaUpload } from './api.ts';
import { FilePicker } from './file-picker.tsx';
import { MediaFormModal } from './media-form-modal.tsx';
import { mediaText } from './messages.ts';

export function BannerUploadModal({
  open,
  onClose,
  list,
  path,
  multiple,
}: {
  open: boolean;
  onClose: () => void;
  list: MediaList;
  path: string;
  multiple: boolean;
}) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const save = useMediaUpload(list);

  function submit() {
    setFormError(undefined);
    if (files.length === 0) {
      setError(mediaText.atLeastOneImage);
      return;
    }
    if (tokenMissing(setFormError)) return;
    save.mutate(
      { path, form: formData({ image: files }) },
      {
        onSuccess: () => {
          toast.success(mediaText.bannerUploaded);
          onClose();
        },
        onError: (failure) => toast.error(errorMessage(failure, mediaText.somethingWentWrong)),
      },
    );
  }

  return (
    <MediaFormModal
      open={open}
      title="Upload Banner"
      formId={`${id}-form`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      submitText={multiple && files.length > 1 ? `Upload ${files.length} Banners` : 'Upload Banner'}
      formError={formError}
    >
      <FilePicker
        id={`${id}-image`}
        label={multiple ? 'Banner images *' : 'Banner image *'}
        kind="image"
        multiple={multiple}
        files={files}
        onFilesChange={setFiles}
        error={error}
        onError={setError}
        disabled={save.isPending}
      />
      <p className="text-xs text-slate-500">
        Wide images work best (about 1920 × 720). Each is resized for phones, tablets and desktops.
      </p>
    </MediaFormModal>
  );
}
