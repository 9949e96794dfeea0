/** Platform spec §9: the user menu offers the last 5 masquerade targets. */
export const RECENT_TARGET_COUNT = 5;

export interface RecentTarget {
  id: string;
  label: string;
}

/** Puts a target first, without duplicates, keeping at most five. */
export function withRecentTarget(list: readonly RecentTarget[], target: RecentTarget): RecentTarget[] {
  return [target, ...list.filter((t) => t.id !== target.id)].slice(0, RECENT_TARGET_COUNT);
}

/** Parses the stored list, dropping anything malformed. */
export function parseRecentTargets(raw: string | undefined): RecentTarget[] {
  if (raw === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((t): t is RecentTarget => typeof t === 'object' && t !== null && typeof t.id === 'string' && typeof t.label === 'string')
      .slice(0, RECENT_TARGET_COUNT);
  } catch {
    return [];
  }
}
