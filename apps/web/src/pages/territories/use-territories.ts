// The firm's territories (issue 44): the list, and a firm admin's changes to it. After a change the list and
// the configuration (the filter's territory choices and the owners' defaults) are read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createTerritoryRoute,
  deleteTerritoryRoute,
  territoryListRoute,
  updateTerritoryRoute,
  type TerritoryBody,
} from '@specpulse/contract';
import { api } from '../../api/client.ts';

const listKey = [territoryListRoute.path] as const;

export function useTerritoryList() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.call(territoryListRoute, { signal }),
  });
}

export function useTerritoryChanges() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: listKey });
    await queryClient.invalidateQueries({ queryKey: ['configuration'] });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: TerritoryBody }) =>
        id === null
          ? api.call(createTerritoryRoute, { body })
          : api.call(updateTerritoryRoute, { params: { territoryId: id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.call(deleteTerritoryRoute, { params: { territoryId: id } }),
      onSuccess,
    }),
  };
}
