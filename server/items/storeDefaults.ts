import type { Visibility } from '../../engine/declarations/systemFields';
import { fieldsOf, type ItemFields, type ItemJson } from './itemShape';
import type { ValidationContextProvider } from './storeTypes';

/** The access of a new item when neither the writer nor its type's `view.defaultAccess` says. */
export const DEFAULT_ACCESS: Visibility = 'COMMUNITY';

/** Validation context with the keys the declarations list (ARCHIVED ones too: stored values stay valid). */
export const declaredLovContext: ValidationContextProvider = (registry, writer) => ({
  admin: writer.admin,
  lovKeys: (list) => {
    const lov = registry.lovs.get(list);
    return lov ? new Set(lov.values.map((value) => value.key)) : undefined;
  },
});

/** Top-level JSON merge patch: a null value removes the field. */
export function applyPatch(fields: ItemFields, patch: ItemFields): ItemFields {
  const next: ItemFields = { ...fields };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next;
}

/** What the timeline records: the declared fields plus the system values a write can change. */
export function loggable(item: ItemJson): Record<string, unknown> {
  return { ...fieldsOf(item), $access: item.$access, _c: item._c };
}
