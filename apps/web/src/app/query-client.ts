// The one TanStack Query client: failures go to the error banner, so no silent retries or focus refetches.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60_000 },
    mutations: { retry: false },
  },
});
