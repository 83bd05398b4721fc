import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { onSessionExpired } from '#client/lib/api-client.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import type { SessionTokens } from '#shared/schemas/auth.ts';
import { clearSession, readStoredUser, type SessionUser, storeSession, storeUser } from './session-store.ts';

/** SPEC §4.1. */
export type AuthStatus = 'IDLE' | 'LOADING' | 'AUTHENTICATED' | 'UNAUTHENTICATED' | 'ERROR';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
}

interface AuthContextValue extends AuthState {
  /**
   * The session expired on the page shown now: SPEC §8's toast is up and the app goes to /login
   * after 1 s (app/providers.tsx), so the guard waits instead of redirecting at once.
   */
  sessionEndingHere: boolean;
  signIn: (tokens: SessionTokens, user: SessionUser) => void;
  signOut: () => void;
  updateUser: (changes: Partial<SessionUser>) => void;
  setStatus: (status: AuthStatus) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // IDLE until the stored session is read in an effect (storage is not there when prerendering).
  const [state, setState] = useState<AuthState>({ status: 'IDLE', user: null });
  const location = useLocation();
  const locationKey = useRef(location.key);
  locationKey.current = location.key;
  // The history entry the session expired or was signed out on: it waits for the navigation that
  // leaves it instead of sending to /login; any other entry is guarded as usual.
  const [sessionEndedAt, setSessionEndedAt] = useState<string | null>(null);

  useEffect(() => {
    const user = readStoredUser();
    // The first render of the signed-in layout and its screen follows; as a transition React
    // renders it in slices, so it never blocks the page in one long task (docs/architecture/frontend.md).
    startTransition(() => setState({ status: user ? 'AUTHENTICATED' : 'UNAUTHENTICATED', user }));
    // Another tab signing in or out changes this one too.
    const syncAcrossTabs = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
      const current = readStoredUser();
      setState({ status: current ? 'AUTHENTICATED' : 'UNAUTHENTICATED', user: current });
    };
    window.addEventListener('storage', syncAcrossTabs);
    const stopListening = onSessionExpired(() => {
      setSessionEndedAt(locationKey.current);
      setState({ status: 'UNAUTHENTICATED', user: null });
    });
    return () => {
      window.removeEventListener('storage', syncAcrossTabs);
      stopListening();
    };
  }, []);

  const signIn = useCallback((tokens: SessionTokens, user: SessionUser) => {
    storeSession(tokens, user);
    setState({ status: 'AUTHENTICATED', user });
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    setSessionEndedAt(locationKey.current);
    setState({ status: 'UNAUTHENTICATED', user: null });
  }, []);

  const updateUser = useCallback((changes: Partial<SessionUser>) => {
    setState((current) => {
      if (!current.user) return current;
      // The server's copy usually matches the stored one: the same state re-renders no screen.
      const stored = current.user;
      if (Object.entries(changes).every(([key, value]) => stored[key as keyof SessionUser] === value)) {
        return current;
      }
      const user = { ...current.user, ...changes };
      storeUser(user);
      return { ...current, user };
    });
  }, []);

  const setStatus = useCallback((status: AuthStatus) => setState((current) => ({ ...current, status })), []);

  const sessionEndingHere = sessionEndedAt === location.key && state.status !== 'AUTHENTICATED';
  const value = useMemo(
    () => ({ ...state, sessionEndingHere, signIn, signOut, updateUser, setStatus }),
    [state, sessionEndingHere, signIn, signOut, updateUser, setStatus],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
