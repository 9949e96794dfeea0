import { api } from '../net/api';
import { showError } from '../overlays/alerts';
import { recentMasqueradeTargets, startMasquerade, stopMasquerade } from '../session/masquerade';
import type { RecentTarget } from '../session/masqueradeTargets';
import { savePreference } from '../session/preferences';
import { session } from '../session/sessionStore';
import { updateUser } from './headerData';
import type { UserPref } from './UserMenu';

/**
 * Switches a preference on the user item (app/session/preferences saves it and reverts on
 * failure); the failure is reported (platform spec §8 "Action-switch failures").
 */
export async function saveUserPref(pref: UserPref, value: boolean): Promise<void> {
  try {
    await savePreference(pref, value);
  } catch (error) {
    showError(error);
  }
}

/** Marks the newest what's-new version as seen on the user item. */
export async function markWhatsNewSeen(version: string): Promise<void> {
  const user = session.user;
  if (user.whatsNewLast === version) return;
  const viewed = new Date().toISOString();
  user.whatsNewLast = version;
  user.whatsNewViewed = viewed;
  try {
    const saved = await updateUser(api, user, { whatsNewLast: version, whatsNewViewed: viewed });
    if (typeof saved === 'object' && saved !== null && '_u' in saved && typeof saved._u === 'number') session.user._u = saved._u;
  } catch (error) {
    console.warn("What's new could not be marked as seen.", error);
  }
}

export function recentTargets(): RecentTarget[] {
  return recentMasqueradeTargets();
}

/** Acts as another user or stops (app/session/masquerade); failures are reported, success reloads. */
export async function masquerade(target: RecentTarget | 'stop'): Promise<void> {
  try {
    await (target === 'stop' ? stopMasquerade() : startMasquerade(target));
  } catch (error) {
    showError(error);
  }
}
