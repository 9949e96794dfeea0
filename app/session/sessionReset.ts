type ResetListener = () => void;

const listeners = new Set<ResetListener>();

/**
 * Subscribes to session resets: the auth state entered NONE, TOKEN_SIGN_IN, SIGNOUT or
 * OTHER_TAB_SIGNOUT (spec §4), so per-user caches (items, watch counts, LOV caches ...) must go.
 */
export function onSessionReset(listener: ResetListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the session controller only. */
export function emitSessionReset(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('A session reset listener failed.', error);
    }
  }
}
