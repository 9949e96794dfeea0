export interface Crumb {
  ci: number;
  key: string;
  title: string;
  /** The crumb of the focused column itself (shown, not clickable). */
  current: boolean;
}

/**
 * The trail above the focused column (platform spec §2): every column up to and including the
 * focused one, each titled by its cell title or, until the cell has loaded, its fallback title.
 */
export function breadcrumbTrail(
  keys: readonly string[],
  focusCi: number,
  titleOf: (key: string) => string | undefined,
  fallbackTitle: (key: string) => string,
): Crumb[] {
  return keys.slice(0, Math.max(0, focusCi + 1)).map((key, ci) => ({
    ci,
    key,
    title: titleOf(key)?.trim() || fallbackTitle(key),
    current: ci === focusCi,
  }));
}
