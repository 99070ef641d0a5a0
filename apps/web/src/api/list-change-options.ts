// The options every change to a user's list shares (saved views, digests, annotations): on settling the list is read
// again, and a failure is a notification with the API's text.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';

export function useListChangeOptions(listKey: QueryKey) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return {
    onError: (error: Error) => enqueueSnackbar(error.message, { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  };
}
