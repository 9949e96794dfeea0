/**
 * The server's own protocol over its HTTP fallback (POST /api/item with a bearer token), used where
 * a test needs another user to act and the product offers that user no screen for it: an
 * administrator creating an Event item (a system type, its fields read-only in every form) is how
 * the platform raises notifications.
 */
export interface ProtocolClient {
  /** Sends one operation; resolves with the reply body, rejects with the server's userMessage. */
  send(o: string, b?: unknown): Promise<unknown>;
  /** The id of the item of that type whose label (its title field) is exactly label. */
  idOf(type: string, label: string): Promise<string>;
}

const TOKEN_HEADER = 'x-vgn-token';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Signs in over POST /api/sign-in, exactly as the client does, and answers the session token. */
export async function signInToken(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = response.headers.get(TOKEN_HEADER);
  if (!response.ok || token === null) throw new Error(`sign-in of ${email} failed with ${response.status}`);
  return token;
}

/** Signs in over POST /api/sign-in, exactly as the client does, and keeps the token. */
export async function signInOverProtocol(baseUrl: string, email: string, password: string): Promise<ProtocolClient> {
  const token = await signInToken(baseUrl, email, password);
  let sequence = 0;

  const send = async (o: string, b?: unknown): Promise<unknown> => {
    sequence += 1;
    const reply = await fetch(`${baseUrl}/api/item`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ o, b: b ?? {}, s: String(sequence) }),
    });
    const envelope: unknown = await reply.json();
    if (!isRecord(envelope)) throw new Error(`${o} answered ${reply.status} without an envelope`);
    if (envelope.erred === true) {
      const body = isRecord(envelope.b) ? envelope.b : {};
      throw new Error(`${o} refused: ${String(body.userMessage)} (${String(body.sysMessage)})`);
    }
    return envelope.b;
  };

  const idOf = async (type: string, label: string): Promise<string> => {
    const reply = await send('search/ids', { must: [{ kind: 'type', value: type }], labels: true, max: 'all' });
    const labels = isRecord(reply) && isRecord(reply.labels) ? reply.labels : {};
    const found = Object.entries(labels).find(([, text]) => text === label);
    if (!found) throw new Error(`no ${type} labelled ${JSON.stringify(label)}`);
    return found[0];
  };

  return { send, idOf };
}

/**
 * The id of the first item of a type whose label passes a test: for demo items another e2e file may
 * rename (the suite shares one demo server, and files run in any order).
 */
export async function idWhereLabel(client: ProtocolClient, type: string, test: (label: string) => boolean): Promise<string> {
  const reply = await client.send('search/ids', { must: [{ kind: 'type', value: type }], labels: true, max: 'all' });
  const labels = isRecord(reply) && isRecord(reply.labels) ? reply.labels : {};
  const found = Object.entries(labels).find(([, text]) => typeof text === 'string' && test(text));
  if (!found) throw new Error(`no ${type} with such a label`);
  return found[0];
}

/** Sends a create operation and answers the new item's id. */
export async function created(admin: ProtocolClient, o: string, fields: Record<string, unknown>): Promise<string> {
  const reply = await admin.send(o, fields);
  if (!isRecord(reply) || typeof reply.$id !== 'string') throw new Error(`${o} answered no item`);
  return reply.$id;
}

/** The label in an answer of label/{id}: the text itself, { label }, or a map naming the id (as app/data/labelCache.ts reads it). */
export function labelIn(reply: unknown, id: string): string {
  if (typeof reply === 'string') return reply;
  const record = isRecord(reply) ? reply : {};
  if (typeof record.label === 'string') return record.label;
  const labels = isRecord(record.labels) ? record.labels : record;
  return typeof labels[id] === 'string' ? labels[id] : id;
}
