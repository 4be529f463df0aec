import { authCalls, resolveLanguage, type SessionUser } from '@academy/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import {
  ApiError,
  call,
  errorKeyOf,
  hasSession,
  onSessionExpired,
  sessionConfirmation,
  simulationTokenStore,
} from './api';
import { earlyAnswer } from './early-answer';
import { applyLanguage } from './i18n';
import { isPublicPath } from './public-paths';
import { requestSimulation, requestSimulationEnd } from './simulation';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  user: SessionUser | null;
  status: SessionStatus;
  /**
   * True after the server ended the session (expired or revoked token) until the next sign-in:
   * the login page shows the "Login expired" alert while it is set.
   */
  expired: boolean;
  signIn(result: SessionUser & { token: string }): void;
  signOut(): Promise<void>;
  /** Reloads the user from the server (after a profile change, for example). */
  refresh(): Promise<void>;
  /** Starts showing Academy as another user, in a session of its own (lib/simulation). */
  simulate(userId: string): Promise<void>;
  /** Ends the simulation and returns to the asker's own session, on the course list. */
  endSimulation(): Promise<void>;
}

/** Router state given to /login when a guard sends someone there: where to return after signing in. */
export interface LoginRedirectState {
  from?: string;
  /** the server ended the session: the login page shows "Login expired" */
  expired?: boolean;
}

/**
 * The user a first screen drawn by the server was drawn for (entry-server.tsx), handed over in
 * the query cache with its answers: null for a page drawn signed out. Absent when the browser
 * draws the first screen itself.
 */
export const drawnForKey = ['session', 'drawn-for'] as const;

/** The user of the session, asked before the shell renders (main.tsx) and read on start. */
export const firstSessionUser = earlyAnswer(() => call(authCalls.me));

const SessionContext = createContext<Session | null>(null);

const applyUserLanguage = (user: SessionUser) =>
  applyLanguage(resolveLanguage(user.lang, navigator.languages));

/**
 * Holds who is signed in. It lives inside the router (the root route renders it) so that signing
 * out can navigate to /login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // a first screen the server drew starts as it was drawn, so the app takes it over unchanged
  const [drawnFor] = useState(() => queryClient.getQueryData<SessionUser | null>(drawnForKey));
  const [user, setUser] = useState<SessionUser | null>(drawnFor ?? null);
  const [status, setStatus] = useState<SessionStatus>(() => {
    if (drawnFor !== undefined) return drawnFor ? 'signed-in' : 'signed-out';
    return hasSession() ? 'loading' : 'signed-out';
  });
  const [expired, setExpired] = useState(false);

  const dropSession = useCallback(() => {
    simulationTokenStore.clear();
    setUser(null);
    setStatus('signed-out');
    queryClient.clear();
  }, [queryClient]);

  const refresh = useCallback(async () => {
    if (!hasSession()) return;
    try {
      const me = await firstSessionUser.take();
      sessionConfirmation.mark();
      // the pages the user now sees are drawn as a transition, in slices (see main.tsx)
      startTransition(() => {
        setUser(me);
        setStatus('signed-in');
      });
      // someone simulating keeps reading in his own language (the simulated user's is not his)
      if (!me.simulatedBy) await applyUserLanguage(me);
    } catch (error) {
      // A 401 means the session is no good; any other failure (network, server) keeps it so a
      // later navigation can try again, but nobody is signed in meanwhile. A database that does
      // not answer leaves the session as it is: the unavailable page reads it again once it does.
      // The read asked before the app rendered can expire before anyone listens: "Login expired"
      // is set here as well.
      if (errorKeyOf(error) === 'expired-token') setExpired(true);
      if (error instanceof ApiError && error.httpStatus === 401) dropSession();
      else if (errorKeyOf(error) !== 'database-unavailable') setStatus('signed-out');
    }
  }, [dropSession]);

  // On start, the session is turned into the signed-in user, unless the server has just done so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per provider
  useEffect(() => {
    if (drawnFor === undefined) void refresh();
  }, []);

  /**
   * Back to the session that started the simulation, the cookie's: everything is read again as
   * him (or, his session ended too, the sign-in page).
   */
  const returnToAsker = useCallback(async () => {
    simulationTokenStore.clear();
    queryClient.clear();
    await refresh();
    navigate('/courses');
  }, [navigate, queryClient, refresh]);

  // The server said the token expired: sign out here and show "Login expired" on the login page.
  // Someone on a public page (registering, say) stays where he is. A simulation that expired
  // returns to the asker's session instead.
  useEffect(() => {
    const stop = onSessionExpired(() => {
      if (simulationTokenStore.get()) {
        void returnToAsker();
        return;
      }
      dropSession();
      setExpired(true);
      if (!isPublicPath(window.location.pathname)) {
        const state: LoginRedirectState = {
          from: window.location.pathname + window.location.search,
          expired: true,
        };
        navigate('/login', { replace: true, state });
      }
    });
    return () => {
      stop();
    };
  }, [dropSession, navigate, returnToAsker]);

  const signIn = useCallback((result: SessionUser & { token: string }) => {
    // the token in the answer is for API clients: this app's session is the cookie the answer set
    const { token: _, ...signedIn } = result;
    // the server has just made this session: the navigation that follows need not check it
    sessionConfirmation.mark();
    setUser(signedIn);
    setStatus('signed-in');
    setExpired(false);
    void applyUserLanguage(signedIn);
  }, []);

  const signOut = useCallback(async () => {
    await call(authCalls.logout).catch(() => undefined);
    // signing out of a simulation signs the asker out too
    if (simulationTokenStore.get()) {
      simulationTokenStore.clear();
      await call(authCalls.logout).catch(() => undefined);
    }
    dropSession();
    navigate('/login');
  }, [dropSession, navigate]);

  const simulate = useCallback(
    async (userId: string) => {
      const { token, ...simulated } = await requestSimulation(userId);
      // the asker's own session stays the cookie; the simulation's token goes in its place
      simulationTokenStore.set(token);
      sessionConfirmation.mark();
      queryClient.clear();
      setUser(simulated);
      navigate('/courses');
    },
    [navigate, queryClient],
  );

  const endSimulation = useCallback(async () => {
    const simulation = simulationTokenStore.get();
    // ended or expired on the server already, it ends here all the same
    await requestSimulationEnd().catch(() => undefined);
    // an expired one has sent the expiry listener back to the asker already
    if (simulationTokenStore.get() === simulation) await returnToAsker();
  }, [returnToAsker]);

  const value = useMemo<Session>(
    () => ({ user, status, expired, signIn, signOut, refresh, simulate, endSimulation }),
    [user, status, expired, signIn, signOut, refresh, simulate, endSimulation],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
