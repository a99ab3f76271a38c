// The catalogue pages' modal state: a form that toggles between add mode (nothing selected) and edit mode
// (an item selected), and a delete that always asks first, then reloads the lists (SPEC section 2).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { catalogueKeys, type Message } from './api.ts';

export function useFormModal<T>() {
  // `key` grows on every opening, so the form inside starts from the chosen item's values each time.
  const [state, setState] = useState<{ open: boolean; item: T | null; key: number }>({
    open: false,
    item: null,
    key: 0,
  });
  // Stable, so a page may open the form from an effect (?edit={id}).
  const actions = useMemo(
    () => ({
      add: () => setState((s) => ({ open: true, item: null, key: s.key + 1 })),
      edit: (item: T) => setState((s) => ({ open: true, item, key: s.key + 1 })),
      close: () => setState((s) => ({ ...s, open: false })),
    }),
    [],
  );
  return { ...state, ...actions };
}

export function useDeleteFlow<T>({
  remove,
  fallback,
  onDeleted,
}: {
  remove: (item: T) => Promise<Message>;
  /** Shown when the server gives no message of its own (a 409 'in use' comes with one). */
  fallback: string;
  onDeleted?: () => void;
}) {
  const client = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (result) => {
      toast.success(result.message);
      setTarget(null);
      onDeleted?.();
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: (error) => {
      toast.error(errorMessage(error, fallback));
      setTarget(null);
    },
  });
  return {
    target,
    busy: mutation.isPending,
    ask: (item: T) => setTarget(item),
    cancel: () => setTarget(null),
    confirm: () => {
      if (target !== null) mutation.mutate(target);
    },
  };
}
