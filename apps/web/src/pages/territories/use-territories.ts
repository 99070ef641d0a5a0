// A firm admin's changes to the firm's territories (issue 44). After a change the list and the configuration
// (the filter's territory choices and the owners' defaults) are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createTerritoryRoute,
  deleteTerritoryRoute,
  updateTerritoryRoute,
  type TerritoryBody,
} from '@specpulse/contract';
import { api } from '../../api/client.ts';
import { territoryListKey } from '../../components/page/use-territory-list.ts';

export function useTerritoryChanges() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: territoryListKey });
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
