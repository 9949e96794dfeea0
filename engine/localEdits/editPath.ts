/**
 * Where an unsaved edit applies inside an item: a top-level property (`label`) or a property
 * nested in an object-valued one (`formData/species`, the answer to one question). Paths are JSON
 * Pointers (RFC 6901) without the leading slash, so a top-level path is just the property's name
 * and edits stored before nested paths existed read back unchanged; `~` and `/` inside a name are
 * written `~0` and `~1`.
 */

/** The path of a (possibly nested) property: `editPath('formData', 'species')` is `formData/species`. */
export function editPath(...segments: readonly string[]): string {
  return segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/** The property names along a path (the inverse of editPath). */
export function pathSegments(path: string): string[] {
  return path.split('/').map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The top-level property a path changes. */
export function topProperty(path: string): string {
  return pathSegments(path)[0] ?? path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path` in `item` (undefined when a step is missing or not an object). */
export function valueAtPath(item: unknown, path: string): unknown {
  let current: unknown = item;
  for (const segment of pathSegments(path)) {
    if (!isRecord(current)) return undefined;
    current = current[segment];
  }
  return current;
}

/**
 * The top-level properties that change when the edits (`{ [path]: value }`, null or undefined
 * removing the property) are applied to `item`: each is the item's value with every nested edit
 * laid over a copy, so an edit of one answer keeps the other answers as the item has them. The
 * item itself is not changed. A top-level edit of null stays null (the save removes the field).
 */
export function changedProperties(item: Readonly<Record<string, unknown>>, edits: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  // Top-level edits first, so a nested edit of the same property lays over the new value.
  const ordered = Object.entries(edits).sort(([a], [b]) => pathSegments(a).length - pathSegments(b).length);
  for (const [path, value] of ordered) {
    const segments = pathSegments(path);
    const top = segments[0] ?? path;
    if (segments.length === 1) {
      changed[top] = value === undefined ? null : value;
      continue;
    }
    const base = top in changed ? changed[top] : item[top];
    const root: Record<string, unknown> = isRecord(base) ? structuredClone(base) : {};
    let parent = root;
    for (const segment of segments.slice(1, -1)) {
      const next = parent[segment];
      parent[segment] = isRecord(next) ? next : {};
      parent = parent[segment] as Record<string, unknown>;
    }
    const last = segments[segments.length - 1] ?? '';
    if (value === null || value === undefined) delete parent[last];
    else parent[last] = value;
    changed[top] = root;
  }
  return changed;
}
