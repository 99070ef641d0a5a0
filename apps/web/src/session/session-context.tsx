// The signed-in session (decoded token) and the firm configuration, loaded at start (spec doc 1 §4) and again
// whenever the server says it changed, so the menu and the pages follow what the server lets through.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { configurationRoute, type ConfigurationResponse } from '@specpulse/contract';
import { api, setConfigurationChangeHandler } from '../api/client.ts';
import {
  clearToken,
  decodeSession,
  readToken,
  replaceToken,
  storeToken,
  subscribeToken,
  type SessionUser,
} from '../auth/token-store.ts';

export type { ConfigurationResponse };

export type ConfigurationState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; data: ConfigurationResponse };

export interface Auth {
  /** The decoded user, or null when signed out (no valid token, or an inactive user). */
  user: SessionUser | null;
  /** From the token: the administration area's guard (the rest of the app checks access with useCan). */
  isAdmin: boolean;
  isImpersonating: boolean;
  /** Stores a token from sign-in: localStorage with Remember me, sessionStorage otherwise. */
  signIn(token: string, remember: boolean): void;
  /** Swaps the session for another token (impersonation), keeping the Remember me choice. */
  switchToken(token: string): void;
  signOut(): void;
}

interface ContextValue {
  auth: Auth;
  configuration: ConfigurationState;
}

const ConfigurationContext = createContext<ContextValue | null>(null);

export const configurationQueryKey = (token: string | null) => ['configuration', token] as const;

export function ConfigurationProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, readToken, () => null);
  const session = useMemo(() => decodeSession(token), [token]);

  const query = useQuery({
    queryKey: configurationQueryKey(session?.token ?? null),
    queryFn: ({ signal }) => api.call(configurationRoute, { signal }),
    enabled: session !== null,
    staleTime: Infinity,
  });

  // The server answered with another configuration version, or refused a call: read the configuration again
  // (one call however many answers say so); the menu redraws and a page no longer allowed redirects.
  useEffect(() => {
    setConfigurationChangeHandler(
      () => void queryClient.invalidateQueries({ queryKey: ['configuration'] }, { cancelRefetch: false }),
    );
  }, [queryClient]);

  // Cached data of one user must never show for the next (sign-in, impersonation, sign-out).
  const changeSession = useCallback(
    (change: () => void) => {
      queryClient.clear();
      change();
    },
    [queryClient],
  );

  const auth = useMemo<Auth>(() => {
    const user = session?.user ?? null;
    return {
      user,
      isAdmin: user?.is_admin ?? false,
      isImpersonating: user?.is_impersonate ?? false,
      signIn: (next, remember) => changeSession(() => storeToken(next, remember)),
      switchToken: (next) => changeSession(() => replaceToken(next)),
      signOut: () => changeSession(clearToken),
    };
  }, [session, changeSession]);

  const hasSession = session !== null;
  const configuration = useMemo<ConfigurationState>(() => {
    if (!hasSession) return { status: 'signed-out' };
    // A reload that fails keeps the configuration the app has.
    if (query.data) return { status: 'ready', data: query.data };
    if (query.isError) return { status: 'error' };
    return { status: 'loading' };
  }, [hasSession, query.isError, query.data]);

  const value = useMemo(() => ({ auth, configuration }), [auth, configuration]);
  return <ConfigurationContext.Provider value={value}>{children}</ConfigurationContext.Provider>;
}

function useContextValue(): ContextValue {
  const value = useContext(ConfigurationContext);
  if (!value) throw new Error('ConfigurationProvider is missing');
  return value;
}

export function useAuth(): Auth {
  return useContextValue().auth;
}

export function useConfigurationState(): ConfigurationState {
  return useContextValue().configuration;
}

/** The GET /v2/configuration response; only inside the shell, which renders once it is ready. */
export function useConfiguration(): ConfigurationResponse {
  const state = useConfigurationState();
  if (state.status !== 'ready') throw new Error('useConfiguration used before the configuration loaded');
  return state.data;
}

/** The first day of the loaded data (growth tooltips say it); null when unknown or outside the providers. */
export function useDataFrom(): string | null {
  const value = useContext(ConfigurationContext);
  return value?.configuration.status === 'ready' ? value.configuration.data.data.data_from : null;
}

/** The last day of the loaded data (configuration's as_of); null when unknown or outside the providers. */
export function useDataThrough(): string | null {
  const value = useContext(ConfigurationContext);
  return value?.configuration.status === 'ready' ? value.configuration.data.data.as_of : null;
}

/**
 * Whether the firm may export (its `export` flag, can_export): export buttons are shown only then; the
 * server refuses the source-data downloads without it. Outside the providers (a component on its own) true.
 */
export function useCanExport(): boolean {
  const value = useContext(ConfigurationContext);
  if (!value) return true;
  return value.configuration.status === 'ready' && value.configuration.data.configuration.can_export;
}
