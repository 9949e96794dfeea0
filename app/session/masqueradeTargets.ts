import type { KeyValueStorage } from './tokenStorage';

/** Spec §4/§9: the last 5 users masqueraded as are offered again. */
export const RECENT_TARGETS_KEY = 'vgn-masquerade-recent';
export const MAX_RECENT_TARGETS = 5;

/** A stored target: user id and the label shown in the menu (same shape as app/header/recentTargets.ts). */
export interface RecentTarget {
  id: string;
  label: string;
}

/** The list with `target` moved to the front, without duplicates, at most 5 long. */
export function rememberTarget(recent: readonly RecentTarget[], target: RecentTarget, max = MAX_RECENT_TARGETS): RecentTarget[] {
  return [target, ...recent.filter((t) => t.id !== target.id)].slice(0, max);
}

function isRecentTarget(value: unknown): value is RecentTarget {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string' && 'label' in value && typeof value.label === 'string';
}

/** The stored list; anything unreadable counts as empty. */
export function readRecentTargets(storage: Pick<KeyValueStorage, 'getItem'>): RecentTarget[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_TARGETS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentTarget).slice(0, MAX_RECENT_TARGETS) : [];
  } catch {
    return [];
  }
}

export function writeRecentTargets(storage: Pick<KeyValueStorage, 'setItem'>, recent: readonly RecentTarget[]): void {
  storage.setItem(RECENT_TARGETS_KEY, JSON.stringify(recent.slice(0, MAX_RECENT_TARGETS)));
}
