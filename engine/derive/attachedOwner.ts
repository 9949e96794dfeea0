/**
 * The id of the item an attachment belongs to, from the platform's attachment fields (server/files:
 * relType, relIndex), or undefined when it belongs to none. The `attached-to` cell links it; the
 * default view leaves out other fields that name the same item (they would link it twice).
 */
export function attachedOwnerId(item: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const relType = item?.relType;
  const relIndex = item?.relIndex;
  return typeof relType === 'string' && relType !== '' && typeof relIndex === 'number' ? `${relType}-${relIndex}` : undefined;
}
