/** An item as the client holds it: system fields, declared fields, and the labels the server sent along. */
export interface ItemRecord {
  $id?: string;
  _t?: string;
  _i?: number;
  _u?: number;
  $labels?: Record<string, string>;
  [field: string]: unknown;
}

/** The value at a dotted path ("_c.ts", "address.city"). */
export function valueAtPath(item: Readonly<Record<string, unknown>>, path: string): unknown {
  if (Object.hasOwn(item, path)) return item[path];
  let current: unknown = item;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export function labelsOf(item: ItemRecord): Record<string, string> | undefined {
  const labels = item.$labels;
  return typeof labels === 'object' && labels !== null ? labels : undefined;
}
