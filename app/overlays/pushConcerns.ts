/**
 * Whether an item push (item/update, item/notify, itemUpdated ...) is about an item of the given
 * type: the body is the item, or carries it as `item` (or as an envelope body `b`).
 */
export function pushConcernsType(body: unknown, type: string): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  const candidates = [record, record.item, record.b].filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null);
  return candidates.some((r) => r._t === type || (typeof r.$id === 'string' && r.$id.startsWith(`${type}-`)));
}
