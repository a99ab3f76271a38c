// Search-overlay data: live suggestions (D11) as a TanStack Query, under the shared key factory.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: keys.suggest(q),
    queryFn: ({ signal }) => api.suggest(q, signal),
    staleTime: 60_000,
  });
