// The typed HTTP client: one function per call, JSON in and out, the bearer token added here.
import type {
  Category,
  GetAllProductsBody,
  ProductDetails,
  ProductPage,
  SearchSuggestion,
  Subcategory,
  SubcategoryProductPage,
  SubcategoryProductsBody,
} from '@chamak/shared/catalogue';
import type { ErrorCode } from '@chamak/shared/error-codes';
import { languageHeader } from '@chamak/shared/i18n/languages';
import type {
  Banner,
  BottomBanner,
  GalleryImage,
  HeroBanner,
  PromoBanner,
  Video,
} from '@chamak/shared/media';
import { messages } from '@chamak/shared/messages';
import type { Review } from '@chamak/shared/reviews';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { pageLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { toast } from '../lib/toast.tsx';

/**
 * A refused call: the status, the server's message (what the shopper reads) and its code (what the app decides
 * by; null for a network failure or a reply without one, such as a proxy's error page).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
  }

  /** What a server-rendered page carries of a refused query (entry-server.tsx); `reviveApiError` reads it back. */
  toJSON() {
    return { name: 'ApiError', status: this.status, message: this.message, code: this.code };
  }
}

/** An ApiError again from its JSON (a page's refused query, hydrated in main.tsx); anything else as it is. */
export function reviveApiError(value: unknown): unknown {
  const json = value as { name?: unknown; status?: unknown; message?: unknown; code?: unknown } | null;
  if (
    typeof json === 'object' &&
    json !== null &&
    json.name === 'ApiError' &&
    typeof json.status === 'number' &&
    typeof json.message === 'string'
  ) {
    return new ApiError(json.status, json.message, isErrorCode(json.code) ? json.code : null);
  }
  return value;
}

/**
 * A refusal's code as the server wrote it: the server and this app are built from one source, so a code of the
 * right shape is one of ours. Checked by shape, not against the list of every code, which would put that list in
 * every page's first download.
 */
const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value);

/** The code of an error reply's body, when it carries one. */
export const errorCodeOf = (data: unknown): ErrorCode | null => {
  const code = (data as { code?: unknown } | null | undefined)?.code;
  return isErrorCode(code) ? code : null;
};

/**
 * Clears the session, says so, and goes to /login (a full navigation, so no stale state survives). Any call whose
 * stored token the server refuses comes here: expired, account deleted or blocked, password or e-mail changed,
 * logged out everywhere (D23).
 */
export function onSessionExpired() {
  session.clear();
  queryClient.clear();
  toast.error(messages.authError);
  if (window.location.pathname !== '/login') setTimeout(() => window.location.assign('/login'), 1200);
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Further headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

/** How a call reaches the API: a fetch of `/api...` (the browser's own by default). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * Replaces how calls reach the API. The server's render of a first view (entry-server.tsx) calls the API in its
 * own process instead of over the network.
 */
export function setTransport(next: Transport): void {
  transport = next;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = session.read().token;
  if (token) headers.authorization = `Bearer ${token}`;
  // The API's messages in the page's language (decision 0331).
  const language = pageLanguage();
  if (language !== 'en') headers[languageHeader] = language;
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const message =
      (data as { message?: string } | undefined)?.message ?? `Request failed (${response.status})`;
    const code = errorCodeOf(data);
    // A token the server no longer accepts (expired, forged, account deleted): SPEC section 8. A wrong
    // password at login is a 401 too (a blocked account's right one a 403), with a code of its own.
    if (code === 'SESSION_EXPIRED' && token) onSessionExpired();
    throw new ApiError(response.status, message, code);
  }
  return data as T;
}

export type ProductListFilter = NonNullable<GetAllProductsBody['filter']>;

export const api = {
  categories: (signal?: AbortSignal) => request<Category[]>('/category', { signal }),
  subcategories: (signal?: AbortSignal) => request<Subcategory[]>('/subcategory', { signal }),
  subcategoriesOf: (categoryId: number, signal?: AbortSignal) =>
    request<Subcategory[]>(`/products/subcategory/${categoryId}`, { signal }),
  products: (body: GetAllProductsBody, signal?: AbortSignal) =>
    request<ProductPage>('/products/getallproducts', { body, signal }),
  subcategoryProducts: (subcategoryId: number, body: SubcategoryProductsBody, signal?: AbortSignal) =>
    request<SubcategoryProductPage>(`/products/products/${subcategoryId}`, { body, signal }),
  product: (id: number, signal?: AbortSignal) => request<ProductDetails>(`/products/${id}`, { signal }),
  productReviews: (id: number, signal?: AbortSignal) =>
    request<Review[]>(`/ratings/products/${id}`, { signal }),
  suggest: (q: string, signal?: AbortSignal) =>
    request<SearchSuggestion[]>(`/search/suggest?q=${encodeURIComponent(q)}`, { signal }),
  settings: (signal?: AbortSignal) => request<ShopSettingsResponse>('/settings', { signal }),
  banners: (signal?: AbortSignal) => request<HeroBanner[]>('/banners', { signal }),
  aboutBanners: (signal?: AbortSignal) => request<Banner[]>('/banners/getaboutbanner', { signal }),
  bottomBanners: (signal?: AbortSignal) => request<BottomBanner[]>('/banners/getbottombanner', { signal }),
  promoBanners: (signal?: AbortSignal) => request<PromoBanner[]>('/promo-banners', { signal }),
  gallery: (signal?: AbortSignal) => request<GalleryImage[]>('/instasection', { signal }),
  videos: (signal?: AbortSignal) => request<Video[]>('/video', { signal }),
};
