// The signed-in user's digest subscriptions and settings (issue 43), and the changes to them.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import {
  digestListRoute,
  digestSettingsRoute,
  sendDigestNowRoute,
  subscribeDigestRoute,
  unsubscribeDigestRoute,
  type DigestSettings,
  type SubscribeDigestBody,
} from '@specpulse/contract';
import { api } from '../api/client.ts';
import { useListChangeOptions } from '../api/list-change-options.ts';

const listKey = [digestListRoute.path] as const;

export function useDigestList() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.call(digestListRoute, { signal }),
    staleTime: 0,
  });
}

/** Each change reads the list again; a failure is a notification with the API's text. */
export function useDigestChanges() {
  const { enqueueSnackbar } = useSnackbar();
  const options = useListChangeOptions(listKey);
  return {
    subscribe: useMutation({
      mutationFn: (body: SubscribeDigestBody) => api.call(subscribeDigestRoute, { body }),
      ...options,
    }),
    unsubscribe: useMutation({
      mutationFn: (id: number) => api.call(unsubscribeDigestRoute, { params: { subscriptionId: id } }),
      ...options,
    }),
    sendNow: useMutation({
      mutationFn: (id: number) => api.call(sendDigestNowRoute, { params: { subscriptionId: id } }),
      onError: options.onError,
      onSuccess: () => enqueueSnackbar('Your digest is on its way', { variant: 'success' }),
    }),
    saveSettings: useMutation({
      mutationFn: (body: DigestSettings) => api.call(digestSettingsRoute, { body }),
      ...options,
    }),
  };
}
