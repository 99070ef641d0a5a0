// The title the route table gives the current screen (route handle), for headings shared by several paths.
import { useMatches } from 'react-router';

export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
  );
}

export function useRouteTitle(fallback = 'SpecPulse'): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return fallback;
}
