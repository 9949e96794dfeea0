import type { FieldHints } from '../declarations/bundle';
import { isSystemField } from '../declarations/systemFields';

/**
 * Message id labelling a field: the explicit label, else the field hint's label, else the
 * platform's shared id for system fields (fields._i, fields._c.ts) or `types.{Type}.fields.{field}`.
 */
export function fieldLabel(typeKey: string, field: string, hints: FieldHints | undefined, explicit?: string): string {
  if (explicit) return explicit;
  if (hints?.label) return hints.label;
  if (isSystemField(field)) return `fields.${field}`;
  return `types.${typeKey}.fields.${field}`;
}
