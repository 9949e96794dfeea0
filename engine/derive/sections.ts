import type { ItemTypeDeclaration } from '../declarations/bundle';

/** Key of the untitled group that holds fields whose hints name no section; it comes last. */
export const DEFAULT_SECTION = 'default';

export interface FieldGroup {
  key: string;
  /** Message id; absent for the untitled default group. */
  title?: string;
  fields: string[];
}

/**
 * Groups fields by their hint's section, in the order the type declares its sections, then the
 * unsectioned fields (declared sections are the author's explicit layout, so they lead). Inside a
 * group, fields with an `order` hint come first by that order, the rest keep their declaration
 * order (fields the schema does not declare, such as system fields, last by name). Groups left
 * without fields are dropped.
 */
export function groupBySection(type: ItemTypeDeclaration, fields: readonly string[]): FieldGroup[] {
  const position = new Map(Object.keys(type.schema.properties).map((name, i) => [name, i]));
  const rank = (field: string): [number, number, string] => [
    type.fields?.[field]?.order ?? Number.POSITIVE_INFINITY,
    position.get(field) ?? Number.POSITIVE_INFINITY,
    field,
  ];
  const byRank = (a: string, b: string): number => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) {
      if (ra[i] !== rb[i]) return (ra[i] ?? 0) < (rb[i] ?? 0) ? -1 : 1;
    }
    return 0;
  };
  const declared = new Set((type.sections ?? []).map((s) => s.key));
  const declaredGroups = (type.sections ?? []).map((s): FieldGroup => ({ key: s.key, title: s.title, fields: [] }));
  // A type may itself declare a section keyed "default"; unsectioned fields then join it.
  const groups = declared.has(DEFAULT_SECTION) ? declaredGroups : [...declaredGroups, { key: DEFAULT_SECTION, fields: [] }];
  for (const field of fields) {
    const section = type.fields?.[field]?.section;
    const key = section && declared.has(section) ? section : DEFAULT_SECTION;
    groups.find((g) => g.key === key)?.fields.push(field);
  }
  return groups
    .map((g) => ({ ...g, fields: [...g.fields].sort(byRank) }))
    .filter((g) => g.fields.length > 0);
}
