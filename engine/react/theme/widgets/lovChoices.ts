import type { LovEntry } from '../../services/engineServices';

export interface LovChoice {
  key: string;
  label: string;
  /** Kept only because a stored value uses it: shown, never offered anew. */
  archived: boolean;
}

/**
 * What a list widget lists: ACTIVE values for new choices, plus every stored key that is ARCHIVED
 * (or no longer in the list at all) so that an existing value is still shown by its label.
 */
export function lovChoices(entries: readonly LovEntry[] | undefined, stored: readonly string[]): LovChoice[] {
  const keep = new Set(stored);
  const listed = (entries ?? [])
    .filter((entry) => entry.state === 'ACTIVE' || keep.has(entry.key))
    .map((entry) => ({ key: entry.key, label: entry.label, archived: entry.state !== 'ACTIVE' }));
  const known = new Set(listed.map((choice) => choice.key));
  const unknown = stored.filter((key) => !known.has(key)).map((key) => ({ key, label: key, archived: true }));
  return [...listed, ...unknown];
}

/** The keys a lov field stores: one key or a list of keys. */
export function storedKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}
