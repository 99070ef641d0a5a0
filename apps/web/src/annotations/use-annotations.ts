// The market timeline's annotations (issue 45): one list for every time chart of a page, and the changes
// the annotations page makes to it.
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  annotationListRoute,
  createAnnotationRoute,
  deleteAnnotationRoute,
  updateAnnotationRoute,
  type Annotation,
  type AnnotationBody,
} from '@specpulse/contract';
import { api } from '../api/client.ts';
import { useListChangeOptions } from '../api/list-change-options.ts';

const listKey = [annotationListRoute.path] as const;

/** Everyone's annotations and the firm's, oldest first; undefined while loading (or after a failure). */
export function useAnnotations(): readonly Annotation[] | undefined {
  const { data } = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.call(annotationListRoute, { signal }),
    staleTime: 60_000,
  });
  return data?.annotations;
}

/** Add, change and delete: on success the list is read again; a failure is a notification (the API's text). */
export function useAnnotationChanges() {
  const options = useListChangeOptions(listKey);
  return {
    create: useMutation({
      mutationFn: (body: AnnotationBody) => api.call(createAnnotationRoute, { body }),
      ...options,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: AnnotationBody & { id: number }) =>
        api.call(updateAnnotationRoute, { params: { annotationId: id }, body }),
      ...options,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.call(deleteAnnotationRoute, { params: { annotationId: id } }),
      ...options,
    }),
  };
}
