/** The fields of a Workflow item a published version copies (server/definitions.ts draftDefinition). */
export const DEFINITION_FIELDS = ['key', 'label', 'description', 'itemTypes', 'stateList', 'initialState', 'steps'] as const;

type Fields = Readonly<Record<string, unknown>>;

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The published versions a Workflow item keeps (oldest first). */
export function versionsOf(workflow: Fields): Fields[] {
  const versions = workflow.versions;
  return Array.isArray(versions) ? versions.filter((v): v is Fields => typeof v === 'object' && v !== null && typeof (v as Fields).version === 'number') : [];
}

/**
 * Whether the fields differ from the latest published version: never published counts as changed
 * (there is something to publish); otherwise any definition field that is not equal.
 */
export function changedSincePublish(workflow: Fields): boolean {
  const latest = versionsOf(workflow).at(-1);
  if (!latest) return true;
  return DEFINITION_FIELDS.some((name) => canonicalJson(workflow[name]) !== canonicalJson(latest[name]));
}

/** A timeline entry as act/timeline answers it. */
export interface TimelineEntry {
  ts: string | number;
  changes?: Readonly<Record<string, { old?: unknown; new?: unknown } | undefined>>;
}

/** When each version was published: the write that set `published` to its number. */
export function publishDates(entries: readonly TimelineEntry[]): Map<number, string | number> {
  const dates = new Map<number, string | number>();
  for (const entry of entries) {
    const published = entry.changes?.published?.new;
    if (typeof published === 'number' && !dates.has(published)) dates.set(published, entry.ts);
  }
  return dates;
}
