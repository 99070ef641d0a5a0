// The signed-in user's favourites (issue 30): whether the firm has them, the starred list, and starring.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import {
  accessRules,
  addFavouriteRoute,
  favouriteFiguresRoute,
  favouriteListRoute,
  removeFavouriteRoute,
  type Favourite,
  type FavouriteKind,
} from '@specpulse/contract';
import { api } from '../api/client.ts';
import { useCan } from '../session/access.ts';

const pageRuleOf = { brand: accessRules.brands, product: accessRules.products } as const;

/** The firm's favorite flag, and for a kind the access rule of its pages. */
export function useCanFavourite(kind?: FavouriteKind): boolean {
  return useCan(
    kind === undefined ? accessRules.favourites : { allOf: [accessRules.favourites, pageRuleOf[kind]] },
  );
}

const listKey = [favouriteListRoute.path] as const;

function useFavouriteList(render = true) {
  const enabled = useCanFavourite();
  const query = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.call(favouriteListRoute, { signal }),
    enabled,
    staleTime: Infinity,
    ...(render ? {} : { notifyOnChangeProps: [] }),
  });
  return { enabled, query };
}

/**
 * Asks for the starred list as the shell mounts, while the page's scripts are still on their way, without
 * re-rendering the shell when it comes. The dashboard lays out its sections by the list: asked for with the
 * page's figures, it would arrive first and the dashboard's whole first render would hold the figures back.
 */
export function usePrefetchFavourites(): void {
  useFavouriteList(false);
}

export function useFavourites(): Favourite[] | undefined {
  return useFavouriteList().query.data?.favourites;
}

/** The starred list is still on its way (only where the firm has favourites; a failure ends the wait). */
export function useFavouritesPending(): boolean {
  const { enabled, query } = useFavouriteList();
  return enabled && query.isPending;
}

/** Stars or unstars; the list and the dashboard's favourite figures are read again afterwards. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: async ({ kind, id, starred }: Favourite & { starred: boolean }) => {
      if (starred) await api.call(removeFavouriteRoute, { params: { kind, id } });
      else await api.call(addFavouriteRoute, { body: { kind, id } });
    },
    onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      await queryClient.invalidateQueries({ queryKey: [favouriteFiguresRoute.path] });
    },
  });
}
