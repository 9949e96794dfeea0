import { api } from '../net/api';
import { showError } from '../overlays/alerts';
import { readStored, writeStored } from '../overlays/browserStorage';
import { sessionController } from '../session/sessionRuntime';
import { session } from '../session/sessionStore';
import { tokenOf } from '../session/sessionUser';
import { updateUser } from './headerData';
import type { RecentTarget } from './recentTargets';
import { parseRecentTargets, withRecentTarget } from './recentTargets';
import type { UserPref } from './UserMenu';

const RECENT_TARGETS_KEY = 'vgn-masquerade-recent';

/**
 * Switches a preference on the user item: shown at once, saved with update, and reverted with
 * the error reported when saving fails (platform spec §8 "Action-switch failures").
 */
export async function saveUserPref(pref: UserPref, value: boolean): Promise<void> {
  const user = session.user;
  const before = user[pref];
  user[pref] = value;
  try {
    const saved = await updateUser(api, user, { [pref]: value });
    if (typeof saved === 'object' && saved !== null && '_u' in saved && typeof saved._u === 'number') session.user._u = saved._u;
  } catch (error) {
    session.user[pref] = before;
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
  return parseRecentTargets(readStored(RECENT_TARGETS_KEY));
}

/**
 * Acts as another user (act/masquerade {targetUserID}) or stops ({stop: true}); the answer's new
 * token makes the session reload as that user (platform spec §4 "Masquerade").
 */
export async function masquerade(target: RecentTarget | 'stop'): Promise<void> {
  try {
    if (target !== 'stop') writeStored(RECENT_TARGETS_KEY, JSON.stringify(withRecentTarget(recentTargets(), target)));
    const reply = await api.send<unknown>('act/masquerade', target === 'stop' ? { stop: true } : { targetUserID: target.id });
    const token = tokenOf(reply);
    if (token === null) throw new Error('act/masquerade answered without a token');
    sessionController.masqueradeToken(token);
  } catch (error) {
    showError(error);
  }
}
