// A failed save said again beside the modal's buttons: the toast can sit under a modal's backdrop.
import { errorMessage } from '../admin-api.ts';

export function SaveError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="mr-auto min-w-0 flex-1 self-center text-sm text-red-700">
      {errorMessage(error, fallback)}
    </p>
  );
}
