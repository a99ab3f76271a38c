// The app's one QueryClient, importable outside React so shop actions can refresh the cart and wishlist counts.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
