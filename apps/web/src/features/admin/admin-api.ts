// The back-office's calls: JSON through the shared client, uploads as multipart with the admin's token.
import { ApiError, onSessionExpired, request } from '../../api/client.ts';
import { session } from '../../lib/session.ts';

export { ApiError, request };

/** Sends a FormData (files and fields) as multipart; the browser sets the boundary. */
export async function upload<T>(path: string, form: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const token = session.read().token;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  const data = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
  if (!response.ok) {
    if (response.status === 401 && token) onSessionExpired();
    throw new ApiError(response.status, data?.message ?? 'Something Went Wrong');
  }
  return data as T;
}

/** The message to show for a failed call: the server's, else the page's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : fallback;
}
