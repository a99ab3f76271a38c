// The content pages' calls: the About banner as TanStack Query options, and sending a contact message
// (served once the accounts issue lands).
import type { ContactAdded, ContactBody } from '@chamak/shared/contacts';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';

export const aboutBannerQuery = () =>
  queryOptions({
    queryKey: keys.media('about-banner'),
    queryFn: ({ signal }) => api.aboutBanners(signal),
    staleTime: 5 * 60_000,
  });

export type ContactMessage = ContactBody;

export const sendContactMessage = (body: ContactMessage) =>
  request<ContactAdded>('/contacts/addContact', { body });
