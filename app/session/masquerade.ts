import { ApiError } from '../net/apiContract';
import { api } from '../net/api';
import { readRecentTargets, rememberTarget, writeRecentTargets, type RecentTarget } from './masqueradeTargets';
import { sessionController } from './sessionRuntime';
import { tokenOf } from './sessionUser';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function switchToken(body: Record<string, unknown>, beforeReload: () => void = () => undefined): Promise<void> {
  const reply = await api.send('act/masquerade', body);
  const token = tokenOf(reply);
  if (!token) throw new ApiError('generalFailure', 'act/masquerade answered without newToken.');
  beforeReload();
  // Stores the token and reloads the whole app as the other user (spec §4 "Masquerade").
  sessionController.masqueradeToken(token);
}

/** Act as another user: act/masquerade {targetUserID} -> newToken, remembered among the recent 5, full reload. */
export async function startMasquerade(target: RecentTarget): Promise<void> {
  await switchToken({ targetUserID: target.id }, () => {
    const storage = localStorageOrNull();
    if (storage) writeRecentTargets(storage, rememberTarget(readRecentTargets(storage), target));
  });
}

/** Back to the administrator's own user: act/masquerade {stop: true} -> newToken, full reload. */
export function stopMasquerade(): Promise<void> {
  return switchToken({ stop: true });
}

/** The last 5 masquerade targets, newest first. */
export function recentMasqueradeTargets(): RecentTarget[] {
  const storage = localStorageOrNull();
  return storage ? readRecentTargets(storage) : [];
}
