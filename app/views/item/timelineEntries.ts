/** Old and new value of one field in one write; a missing side means the field was absent. */
export interface FieldChange {
  field: string;
  old?: unknown;
  new?: unknown;
}

/** One write of an item as act/timeline answers it (server/items/changeLog.ts). */
export interface TimelineEntry {
  u: number;
  ts: string;
  by: string;
  op: 'create' | 'update' | 'delete';
  changes: FieldChange[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const OPS = new Set(['create', 'update', 'delete']);

/** The entries of an act/timeline answer ({ id, entries }), newest first; malformed entries dropped. */
export function parseTimeline(reply: unknown): TimelineEntry[] {
  const list = Array.isArray(reply) ? reply : isRecord(reply) && Array.isArray(reply.entries) ? reply.entries : [];
  const entries: TimelineEntry[] = [];
  for (const raw of list) {
    if (!isRecord(raw) || typeof raw.u !== 'number' || typeof raw.ts !== 'string' || typeof raw.op !== 'string' || !OPS.has(raw.op)) continue;
    const changes = isRecord(raw.changes)
      ? Object.entries(raw.changes).map(([field, change]) => {
          const record = isRecord(change) ? change : {};
          return { field, ...('old' in record ? { old: record.old } : {}), ...('new' in record ? { new: record.new } : {}) };
        })
      : [];
    entries.push({ u: raw.u, ts: raw.ts, by: typeof raw.by === 'string' ? raw.by : '', op: raw.op as TimelineEntry['op'], changes });
  }
  return entries.sort((a, b) => b.u - a.u);
}

/** The newest update (not the creation), when there was one. */
export function lastChange(entries: readonly TimelineEntry[]): TimelineEntry | undefined {
  return entries.find((entry) => entry.op !== 'create');
}
