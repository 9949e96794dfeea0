/**
 * Reads the payload of a JWT without verifying it: the client only needs the uid to tell whether
 * a token written by another tab belongs to the same user (spec §4). The server verifies tokens.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The uid claim ("User-3"), or null for anything that is not a readable token. */
export function tokenUid(token: string | null): string | null {
  if (!token) return null;
  const uid = decodeJwtPayload(token)?.uid;
  return typeof uid === 'string' ? uid : null;
}
