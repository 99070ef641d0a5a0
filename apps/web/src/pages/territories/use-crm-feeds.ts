// The firm's scheduled CRM feeds (issue 44) and the changes to them: each change reads the list again, a
// failure is a notification with the API's text.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import {
  createCrmFeedRoute,
  crmFeedListRoute,
  deleteCrmFeedRoute,
  sendCrmFeedNowRoute,
  type CreateCrmFeedBody,
} from '@specpulse/contract';
import { api } from '../../api/client.ts';
import { useListChangeOptions } from '../../api/list-change-options.ts';

const listKey = [crmFeedListRoute.path] as const;

export function useCrmFeedList() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.call(crmFeedListRoute, { signal }),
    staleTime: 0,
  });
}

export function useCrmFeedChanges() {
  const { enqueueSnackbar } = useSnackbar();
  const options = useListChangeOptions(listKey);
  return {
    /** Its error is shown in the dialog (a refused URL), not as a notification. */
    create: useMutation({
      mutationFn: (body: CreateCrmFeedBody) => api.call(createCrmFeedRoute, { body }),
      onSettled: options.onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.call(deleteCrmFeedRoute, { params: { feedId: id } }),
      ...options,
    }),
    sendNow: useMutation({
      mutationFn: (id: number) => api.call(sendCrmFeedNowRoute, { params: { feedId: id } }),
      ...options,
      onSuccess: () =>
        enqueueSnackbar('The feed is on its way: its attempts appear in its log', { variant: 'success' }),
    }),
  };
}
