// The signed-in user's watches, notifications and settings (issue 43): the lists, and the changes to them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import {
  accessRules,
  createWatchRoute,
  deleteWatchRoute,
  notificationListRoute,
  readAllNotificationsRoute,
  readNotificationRoute,
  updateWatchRoute,
  watchListRoute,
  type CreateWatchBody,
  type UpdateWatchBody,
} from '@specpulse/contract';
import { api } from '../api/client.ts';
import { useCan } from '../session/access.ts';

const watchesKey = [watchListRoute.path] as const;
const notificationsKey = [notificationListRoute.path] as const;
/** The bell asks again this often: a data version is switched in a few times a month, not by the second. */
const NOTIFICATIONS_REFRESH_MS = 5 * 60_000;

/** Watches are about market figures: brands or products. */
export const useCanWatch = (): boolean => useCan(accessRules.brandsOrProducts);

export function useWatches() {
  const enabled = useCanWatch();
  return useQuery({
    queryKey: watchesKey,
    queryFn: ({ signal }) => api.call(watchListRoute, { signal }),
    enabled,
  });
}

/** Every change to watches: on success the list is read again; a failure is a notification (the API's text). */
export function useWatchChanges() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const options = {
    onError: (error: Error) => enqueueSnackbar(error.message, { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchesKey }),
  };
  return {
    create: useMutation({
      mutationFn: (body: CreateWatchBody) => api.call(createWatchRoute, { body }),
      ...options,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: UpdateWatchBody & { id: number }) =>
        api.call(updateWatchRoute, { params: { watchId: id }, body }),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.call(deleteWatchRoute, { params: { watchId: id } }),
      ...options,
    }),
  };
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api.call(notificationListRoute, { signal }),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

/** Marks one notification (an id) or all (null) read, then reads the list again. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null
        ? api.call(readAllNotificationsRoute, {})
        : api.call(readNotificationRoute, { params: { notificationId: id } }),
    onError: (error: Error) => enqueueSnackbar(error.message, { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
