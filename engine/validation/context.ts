/**
 * What a validation run knows beyond the value: who is writing and which list-of-values keys exist.
 * ajv hands it to the custom keywords as `this` (option passContext), so one compiled validator
 * serves every user.
 */
export interface ValidationContext {
  /** Administrators pass requiredExceptAdmin. */
  admin: boolean;
  /** Keys of a list of values; when absent or answering undefined the lov keyword cannot check. */
  lovKeys?: (list: string) => ReadonlySet<string> | undefined;
}

/** The context of a run that was given none: not an administrator, lists unknown. */
export const DEFAULT_VALIDATION_CONTEXT: ValidationContext = { admin: false };

export function isValidationContext(value: unknown): value is ValidationContext {
  if (typeof value !== 'object' || value === null || !('admin' in value)) return false;
  const lovKeys: unknown = 'lovKeys' in value ? value.lovKeys : undefined;
  return typeof value.admin === 'boolean' && (lovKeys === undefined || typeof lovKeys === 'function');
}
