// Deleting a media item: always asked first (SPEC section 2), 'Media deleted' or 'Failed to delete media'
// after, and the list reloads.
import { useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDelete } from '../ui.tsx';
import { type MediaList, useMediaDelete } from './api.ts';
import { mediaText } from './messages.ts';

export type DeleteTarget = { id: number; what: string };

/** The item waiting for confirmation, a way to ask, and the dialog to render. */
export function useDeleteMedia(list: MediaList) {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const remove = useMediaDelete(list);
  const close = () => setTarget(null);
  const dialog = (
    <ConfirmDelete
      open={target !== null}
      what={target?.what ?? ''}
      busy={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: () => {
            toast.success(mediaText.mediaDeleted);
            close();
          },
          onError: () => toast.error(mediaText.deleteFailed),
        });
      }}
    />
  );
  return { ask: setTarget, dialog };
}
