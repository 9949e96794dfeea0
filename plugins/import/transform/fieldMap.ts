import type { FieldRename } from './settings';

/** Renames properties; with `dropUnmapped` only the renamed ones remain. A rename to an existing name replaces it. */
export function mapFields(properties: Record<string, unknown>, renames: FieldRename[] | undefined, dropUnmapped = false): Record<string, unknown> {
  const list = renames ?? [];
  const renamed = new Set(list.map((rename) => rename.from));
  const result: Record<string, unknown> = {};
  if (!dropUnmapped) for (const [key, value] of Object.entries(properties)) if (!renamed.has(key)) result[key] = value;
  for (const { from, to } of list) if (from in properties) result[to] = properties[from];
  return result;
}
