/**
 * Whether a socket upgrade may proceed: browsers always send Origin, so a present Origin must be the
 * server's own (same host:port as the Host header, or PUBLIC_URL) or listed in ALLOWED_ORIGINS.
 * Non-browser clients send none and are let through (they authenticate with a token anyway).
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
  publicUrl: string | null,
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && parsed.host.toLowerCase() === host.toLowerCase()) return true;
  if (publicUrl !== null && parsed.origin === new URL(publicUrl).origin) return true;
  return allowedOrigins.some((allowed) => allowed.toLowerCase() === parsed.origin.toLowerCase());
}
