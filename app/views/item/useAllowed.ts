import { useEffect, useState } from 'react';
import { api } from '../../net/api';

/** The allowed map of an act/isAllowed answer ({ allowed: { update: true } }). */
export function allowedActions(reply: unknown): Record<string, boolean> {
  if (typeof reply !== 'object' || reply === null || !('allowed' in reply)) return {};
  const allowed = reply.allowed;
  if (typeof allowed !== 'object' || allowed === null) return {};
  return Object.fromEntries(Object.entries(allowed).filter(([, v]) => typeof v === 'boolean')) as Record<string, boolean>;
}

/**
 * What the signed-in user may do with an item (act/isAllowed). Administrators may do everything
 * without asking (platform spec §6); signed-out visitors are never asked.
 */
export function useAllowed(id: string | undefined, actions: readonly string[], signedIn: boolean, admin: boolean): Record<string, boolean> {
  const key = actions.join(',');
  const [allowed, setAllowed] = useState<{ id?: string; map: Record<string, boolean> }>({ map: {} });
  useEffect(() => {
    if (id === undefined || !signedIn || admin) return;
    let live = true;
    api.send('act/isAllowed', { id, actions: key.split(',') }).then(
      (reply) => live && setAllowed({ id, map: allowedActions(reply) }),
      () => live && setAllowed({ id, map: {} }),
    );
    return () => {
      live = false;
    };
  }, [id, key, signedIn, admin]);
  if (id === undefined || !signedIn) return {};
  if (admin) return Object.fromEntries(actions.map((action) => [action, true]));
  return allowed.id === id ? allowed.map : {};
}
