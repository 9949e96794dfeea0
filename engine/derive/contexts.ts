import type { FieldHints } from '../declarations/bundle';

/** The places a field appears: the create form, the edit form, the read-only views. */
export type FieldContext = 'create' | 'edit' | 'view';

type PerContext = FieldHints['hidden'];

function appliesIn(flag: PerContext, context: FieldContext): boolean {
  return flag === true || (Array.isArray(flag) && flag.includes(context));
}

/** Fields the server sets on every write (copied from a referenced item, derived from another field). */
function serverSet(hints: FieldHints | undefined): boolean {
  return hints?.copiedFrom !== undefined || hints?.derivedFrom !== undefined;
}

/** Hints say `hidden: true` (everywhere) or list the contexts the field is hidden in. */
export function isHiddenIn(hints: FieldHints | undefined, context: FieldContext): boolean {
  // A copied or derived value exists only once the server has saved the item.
  return appliesIn(hints?.hidden, context) || (serverSet(hints) && context === 'create');
}

export function isReadOnlyIn(hints: FieldHints | undefined, context: FieldContext): boolean {
  return appliesIn(hints?.readOnly, context) || serverSet(hints);
}
