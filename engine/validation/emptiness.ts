/**
 * The spec's "required (empty or null fails)": a value counts as not given when it is absent,
 * null, the empty string or an empty list. White space is not empty (notBlank covers that).
 */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
