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

/**
 * Fields whose own label would only repeat their section's title: the sole field of a titled
 * section, whose translated label equals the title ("Answers" under "Answers"). Forms and views
 * leave out such a field's label.
 */
export function fieldsRepeatingTheirSection(
  sections: readonly { title?: string; fields: readonly string[] }[],
  labelOf: (field: string) => string | undefined,
  translate: (id: string) => string,
): Set<string> {
  const repeating = new Set<string>();
  for (const section of sections) {
    const only = section.fields.length === 1 ? section.fields[0] : undefined;
    if (only === undefined || section.title === undefined) continue;
    const label = labelOf(only);
    if (label !== undefined && translate(label).trim() === translate(section.title).trim()) repeating.add(only);
  }
  return repeating;
}
