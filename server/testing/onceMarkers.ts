import type { SqlClient } from '../db/sqlClient';
import { deleteSetting, getSetting } from '../db/settings';
import { onceMarkerKey } from '../plugins/oncePerStore';

/** The marker of a plugin's once-per-store work (`context.once`): its completion, or null while it is due. */
export function onceMarker(db: SqlClient, plugin: string, name: string): { doneAt: string; ms: number } | null {
  const value = getSetting(db, onceMarkerKey(plugin, name));
  return value === null ? null : (JSON.parse(value) as { doneAt: string; ms: number });
}

/** Makes the work due again, as on a store written by a build that did not have it. */
export function forgetOnceMarker(db: SqlClient, plugin: string, name: string): void {
  deleteSetting(db, onceMarkerKey(plugin, name));
}
