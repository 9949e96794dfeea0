import type { GuardedWrite } from '../../../engine/plugin/writeRule';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { ValidationFailedError } from '../../../engine/protocol/operations';

/** The GeoKeeper settings an organization carries (types/Organization.type.json). */
export const ORG_SETTINGS = ['geokeeperOpenPrograms'] as const;

/** The organization type GeoKeeper settings belong to (business spec §3). */
export const SETTINGS_ORG_TYPE = 'COMMUNITY';

function changedSettings(write: GuardedWrite): string[] {
  return ORG_SETTINGS.filter((field) => (write.next?.[field] ?? null) !== (write.op === 'create' ? null : (write.current?.[field] ?? null)));
}

/**
 * GeoKeeper settings show only for COMMUNITY organizations (business spec §3), and the server
 * agrees: setting or changing one on any other organization is refused at the field. An
 * organization that stops being a community keeps what it had, unused (only communities' settings
 * apply), so changing its type alone is never refused.
 */
export function checkOrgSettingsWrite(write: GuardedWrite): void {
  if (write.op === 'delete' || write.next?.type === SETTINGS_ORG_TYPE) return;
  const changed = changedSettings(write).filter((field) => write.next?.[field] !== undefined && write.next[field] !== null);
  if (changed.length > 0) throw new ValidationFailedError(changed.map((field) => ({ path: `/${field}`, messageId: 'geokeeper.errors.settingsCommunityOnly', values: {} })));
}

/**
 * A community that turned off open programs (geokeeperOpenPrograms: false) gets no OPEN program:
 * creating one, or opening one, is refused at its access field. Programs already open stay so
 * until edited (the setting is about what the community decides from now on).
 */
export function checkProgramAccess(context: ServerPluginContext, write: GuardedWrite): void {
  if (write.op === 'delete' || write.next?.access !== 'OPEN') return;
  if (write.op === 'update' && write.current?.access === 'OPEN' && write.current.owner === write.next.owner) return;
  const owner = typeof write.next.owner === 'string' ? context.items.get(write.next.owner) : undefined;
  if (owner?.type === SETTINGS_ORG_TYPE && owner.geokeeperOpenPrograms === false) throw new ValidationFailedError([{ path: '/access', messageId: 'geokeeper.errors.openProgramsOff', values: {} }]);
}
