import { useEffect, useState } from 'react';
import { api } from '../net/api';
import { ApiError } from '../net/apiContract';
import { SERVER_STATE_REFRESH_MS, type ServerStateReply } from './serverState';

export interface ServerStateView {
  state: ServerStateReply | null;
  /** Message id of the last refusal or failure (errors.{userMessage}). */
  error: string | null;
}

/** act/serverState now and every few seconds while the screen is mounted. */
export function useServerState(enabled: boolean): ServerStateView {
  const [view, setView] = useState<ServerStateView>({ state: null, error: null });
  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    const load = (): void => {
      api.send<ServerStateReply>('act/serverState', {}).then(
        (state) => {
          if (!stopped) setView({ state, error: null });
        },
        (error: unknown) => {
          if (!stopped) setView((current) => ({ ...current, error: error instanceof ApiError ? `errors.${error.userMessage}` : 'errors.generalFailure' }));
        },
      );
    };
    load();
    const timer = setInterval(load, SERVER_STATE_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled]);
  return view;
}
