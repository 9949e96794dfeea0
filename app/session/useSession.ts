import { useSnapshot } from 'valtio';
import { session, type SessionState } from './sessionStore';

/** The session store for rendering: auth state, user, token, health, retry countdown ... */
export function useSession(): Readonly<SessionState> {
  return useSnapshot(session) as Readonly<SessionState>;
}
