/** Splits "2.3.90" into numbers; anything unparsable counts as 0. */
function parts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((p) => Number.parseInt(p, 10))
    .map((n) => (Number.isFinite(n) ? n : 0));
}

/** Orders dotted versions numerically ("2.3.10" after "2.3.9"). */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

/** True when the server runs a different release than this page was built from (refresh prompt). */
export function isNewVersionAvailable(clientVersion: string, serverVersion: string | undefined): boolean {
  return serverVersion !== undefined && serverVersion !== '' && compareVersions(serverVersion, clientVersion) !== 0;
}
