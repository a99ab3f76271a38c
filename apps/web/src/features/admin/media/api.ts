// The media pages' calls (SPEC section 7, Media): list queries under one key factory, and the writes, which
// reload the admin's list and the storefront's media (['chamak', 'media', ...]) once they succeed.
import type { MessageReply } from '@chamak/shared/common';
import type {
  Banner,
  BottomBanner,
  GalleryImage,
  HeroBanner,
  PromoBanner,
  Video,
} from '@chamak/shared/media';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.tsx';
import { ApiError, request, upload } from '../admin-api.ts';
import { mediaText } from './messages.ts';

export type MediaList =
  | 'banners'
  | 'about-banner'
  | 'bottom-banners'
  | 'promo-banners'
  | 'gallery'
  | 'videos';
/** The server's answer to a media write (packages/shared/src/common.ts). */
export type Message = MessageReply;

export const mediaKeys = {
  all: ['chamak', 'admin', 'media'] as const,
  list: (list: MediaList) => [...mediaKeys.all, list] as const,
  /** The storefront's media queries (home slider, promo, gallery, about page). */
  storefront: ['chamak', 'media'] as const,
};

/**
 * A list read that skips the browser's HTTP cache: public media reads carry Cache-Control max-age, and the
 * admin must see an upload or a delete as soon as it is made. (The server's own microcache is cleared by writes.)
 */
async function readFresh<T>(path: string, signal: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  const data = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const message = (data as { message?: string } | undefined)?.message;
    throw new ApiError(response.status, message ?? `Request failed (${response.status})`);
  }
  return data as T;
}

function listQuery<T>(list: MediaList, path: string) {
  return queryOptions({
    queryKey: mediaKeys.list(list),
    queryFn: ({ signal }) => readFresh<T[]>(path, signal),
  });
}

export const mediaQueries = {
  banners: () => listQuery<HeroBanner>('banners', '/banners'),
  aboutBanners: () => listQuery<Banner>('about-banner', '/banners/getaboutbanner'),
  bottomBanners: () => listQuery<BottomBanner>('bottom-banners', '/banners/getbottombanner'),
  promoBanners: () => listQuery<PromoBanner>('promo-banners', '/promo-banners'),
  gallery: () => listQuery<GalleryImage>('gallery', '/instasection'),
  videos: () => listQuery<Video>('videos', '/video'),
};

/** The delete path of one item of each list. */
export const deletePath: Record<MediaList, (id: number) => string> = {
  banners: (id) => `/banners/${id}`,
  'about-banner': (id) => `/banners/deleteaboutbanner/${id}`,
  'bottom-banners': (id) => `/banners/deletebottombanner/${id}`,
  'promo-banners': (id) => `/promo-banners/${id}`,
  gallery: (id) => `/instasection/${id}`,
  videos: (id) => `/video/${id}`,
};

/** A multipart write: `method` POST adds, PUT changes. */
export type UploadCall = { path: string; form: FormData; method?: 'POST' | 'PUT' };

/** A write to one list; on success that list and the storefront's media reload. */
export function useMediaWrite<V>(list: MediaList, write: (vars: V) => Promise<Message>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: mediaKeys.list(list) });
      void client.invalidateQueries({ queryKey: mediaKeys.storefront });
    },
  });
}

export function useMediaUpload(list: MediaList) {
  return useMediaWrite(list, (call: UploadCall) => upload<Message>(call.path, call.form, call.method));
}

export function useMediaDelete(list: MediaList) {
  return useMediaWrite(list, (id: number) => request<Message>(deletePath[list](id), { method: 'DELETE' }));
}

/**
 * SPEC section 5: a save without a stored token says 'Authentication token missing' in the form and
 * 'Please log in to continue' as a toast, and sends nothing.
 */
export function tokenMissing(showError: (message: string) => void): boolean {
  if (session.read().token) return false;
  showError(mediaText.tokenMissing);
  toast.error(mediaText.loginToContinue);
  return true;
}

/** A FormData of text fields and files; a field given several files repeats (`image`, `image`, ...). */
export function formData(fields: Record<string, string | File | File[] | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const file of value) form.append(name, file, file.name);
    else if (value instanceof File) form.append(name, value, value.name);
    else form.append(name, value);
  }
  return form;
}
