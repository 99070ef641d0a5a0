// What every change to a listed resource does when it settles (saved views, annotations): the list is read
// again, and a failure is a notification with the API's text.
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';

export function useListChangeOptions(listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return {
    onError: (error: Error) => enqueueSnackbar(error.message, { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  };
}
