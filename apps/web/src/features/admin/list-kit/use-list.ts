// Behaviour the lists share: a toast when a list fails to load, and delete-after-confirmation that
// reloads the lists afterwards (SPEC section 2).
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';

/** Toasts `message` each time a load fails (SPEC section 8: 'Failed to fetch contacts.' and the like). */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast.error(message);
  }, [error, message]);
}

/**
 * Delete always asks first: `ask(item)` opens the confirmation, `confirm()` calls the API, toasts, and
 * reloads every list under `invalidate`.
 */
export function useConfirmedDelete<T>({
  remove,
  success,
  failure,
  invalidate,
}: {
  remove: (item: T) => Promise<{ message?: string }>;
  /** The toast after a delete; SPEC's text where it has one. */
  success: string;
  /** The toast when the server gives no message of its own. */
  failure: string;
  invalidate: QueryKey[];
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      toast.success(success);
      setTarget(null);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => toast.error(errorMessage(error, failure)),
  });
  return {
    target,
    busy: mutation.isPending,
    ask: (item: T) => setTarget(item),
    cancel: () => {
      if (!mutation.isPending) setTarget(null);
    },
    confirm: () => {
      if (target !== null) mutation.mutate(target);
    },
  };
}
