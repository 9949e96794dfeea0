/**
 * Message id prefix of a top-level enum field's values: `types.{Type}.enums.{field}`; each value
 * reads `{prefix}.{VALUE}` (the conformance suite requires those texts of every type).
 */
export function enumMessagesOf(type: string, field: string): string {
  return `types.${type}.enums.${field}`;
}
