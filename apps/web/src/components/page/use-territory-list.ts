// The firm's territories with their states (issue 44), for the territories page and the maps' 'by territory'
// series; not asked for when the firm has no territories feature.
import { useQuery } from '@tanstack/react-query';
import { accessRules, territoryListRoute } from '@specpulse/contract';
import { api } from '../../api/client.ts';
import { useCan } from '../../session/access.ts';

export const territoryListKey = [territoryListRoute.path] as const;

export function useTerritoryList() {
  const enabled = useCan(accessRules.territories);
  return useQuery({
    queryKey: territoryListKey,
    queryFn: ({ signal }) => api.call(territoryListRoute, { signal }),
    enabled,
  });
}
