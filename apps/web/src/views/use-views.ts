// The signed-in user's saved views (issue 30): whether the firm has them, the list, and the changes to them.
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createViewRoute,
  defaultViewRoute,
  deleteViewRoute,
  updateViewRoute,
  viewListRoute,
  type CreateViewBody,
  type UpdateViewBody,
  type ViewList,
} from '@specpulse/contract';
import { api } from '../api/client.ts';
import { useListChangeOptions } from '../api/list-change-options.ts';
import { useConfiguration } from '../session/session-context.tsx';

const listKey = [viewListRoute.path] as const;

/** The firm's savefilters flag (can_savefilters). */
export const useCanSaveViews = (): boolean => useConfiguration().configuration.can_savefilters;

export function useViewList(): ViewList | undefined {
  const enabled = useCanSaveViews();
  const { data } = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.call(viewListRoute, { signal }),
    enabled,
    staleTime: Infinity,
  });
  return data;
}

/** Every change to views: on success the list is read again; a failure is a notification (its text from the API). */
export function useViewChanges() {
  const options = useListChangeOptions(listKey);
  return {
    create: useMutation({
      mutationFn: (body: CreateViewBody) => api.call(createViewRoute, { body }),
      ...options,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: UpdateViewBody & { id: number }) =>
        api.call(updateViewRoute, { params: { viewId: id }, body }),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.call(deleteViewRoute, { params: { viewId: id } }),
      ...options,
    }),
    setDefault: useMutation({
      mutationFn: (viewId: number | null) => api.call(defaultViewRoute, { body: { view_id: viewId } }),
      ...options,
    }),
  };
}
