// An admin data load: on failure the spec's alert ('No admin access…') and back to / (spec doc 1 §6).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, type QueryKey, type keepPreviousData } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';

export function useAdminQuery<T>(
  queryKey: QueryKey,
  queryFn: (signal: AbortSignal) => Promise<T>,
  failureAlert: string,
  enabled = true,
  /** keepPreviousData: a paged table keeps its page until the next arrives. */
  placeholderData?: typeof keepPreviousData,
) {
  const navigate = useNavigate();
  const alerted = useRef(false);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    enabled,
    staleTime: 0,
    ...(placeholderData ? { placeholderData } : {}),
  });

  useEffect(() => {
    if (!query.isError || alerted.current) return;
    alerted.current = true;
    // An expired session is not a missing admin right: the client already sends the user to /login.
    if (query.error instanceof ApiError && query.error.status === 401) return;
    window.alert(failureAlert);
    void navigate('/', { replace: true });
  }, [query.isError, query.error, failureAlert, navigate]);

  return query;
}
