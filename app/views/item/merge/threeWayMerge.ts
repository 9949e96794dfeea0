import type { FieldValues } from '../../../../engine/react/theme/formData';

/** A JSON value with object keys sorted, so two equal values print alike whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}

/**
 * Whether two values of one field are the same. Nested objects and lists count as one value (deep,
 * key order ignored); absent and null are the same (the server removes a field set to null).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const left = a ?? null;
  const right = b ?? null;
  if (left === right) return true;
  return JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
}

/** The fields whose values differ between two versions. */
export function fieldsThatDiffer(before: FieldValues, after: FieldValues, fields: readonly string[]): string[] {
  return fields.filter((name) => !sameValue(before[name], after[name]));
}

/** The outcome of merging the server's version into the user's edit, field by field. */
export interface MergeResult {
  /** The user's values where they changed a field, the server's elsewhere. */
  merged: FieldValues;
  /** Fields only the server changed: their values were taken into `merged`. */
  taken: string[];
  /** Fields both changed to different values: `merged` holds the user's; the user has to choose. */
  conflicts: string[];
}

function withValue(values: FieldValues, name: string, value: unknown): void {
  if (value === undefined || value === null) delete values[name];
  else values[name] = value;
}

/**
 * Three-way merge per top-level field: `base` is the version the user started from, `mine` the
 * user's edit, `theirs` the server's newer version. A field only one side changed takes that side's
 * value; a field both changed alike is no conflict; both changed differently is a conflict, kept
 * as the user's value until the user decides.
 */
export function threeWayMerge(base: FieldValues, mine: FieldValues, theirs: FieldValues, fields: readonly string[]): MergeResult {
  const merged: FieldValues = { ...mine };
  const taken: string[] = [];
  const conflicts: string[] = [];
  for (const name of fields) {
    const mineChanged = !sameValue(base[name], mine[name]);
    const theirsChanged = !sameValue(base[name], theirs[name]);
    if (theirsChanged && !mineChanged) {
      withValue(merged, name, theirs[name]);
      taken.push(name);
    } else if (theirsChanged && !sameValue(mine[name], theirs[name])) {
      conflicts.push(name);
    }
  }
  return { merged, taken, conflicts };
}

/** Which version a field takes in the merge dialog. */
export type MergeChoice = 'mine' | 'theirs';

/**
 * The form values after the user's choices: `mine` for every field kept, the server's value for
 * every field chosen as `theirs` (fields without a choice stay as the user has them).
 */
export function applyChoices(mine: FieldValues, theirs: FieldValues, choices: Readonly<Record<string, MergeChoice>>): FieldValues {
  const result: FieldValues = { ...mine };
  for (const [name, choice] of Object.entries(choices)) {
    if (choice === 'theirs') withValue(result, name, theirs[name]);
  }
  return result;
}

/** Every listed field set to one choice ("Keep all mine", "Take all theirs"). */
export function allChoices(fields: readonly string[], choice: MergeChoice): Record<string, MergeChoice> {
  return Object.fromEntries(fields.map((name) => [name, choice]));
}
