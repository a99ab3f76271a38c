// The content pages' calls: the About banner as TanStack Query options, and sending a contact message
// (served once the accounts issue lands).
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';

export const aboutBannerQuery = () =>
  queryOptions({
    queryKey: keys.media('about-banner'),
    queryFn: ({ signal }) => api.aboutBanners(signal),
    staleTime: 5 * 60_000,
  });

export type ContactMessage = { name: string; email: string; message: string };

export const sendContactMessage = (body: ContactMessage) =>
  request<unknown>('/contacts/addContact', { body });
