/**
 * Durations in configuration: "8h", "5m", "30s", "1500ms", "2d"; a bare number means seconds
 * (as in JWT "exp" arithmetic). Returns milliseconds.
 */
export function parseDuration(text: string, name: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/i.exec(text);
  if (!match?.[1]) throw new Error(`${name}: "${text}" is not a duration (examples: 8h, 5m, 30s, 1500ms)`);
  const value = Number(match[1]);
  const unit = (match[2] ?? 's').toLowerCase();
  const factor: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  return Math.round(value * (factor[unit] ?? 1000));
}
