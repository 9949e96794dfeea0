/** One neighbour of an item in a result list; wrapped = reached by going round the end of the list. */
export interface Neighbour {
  id: string;
  wrapped: boolean;
}

export interface Neighbours {
  previous: Neighbour;
  next: Neighbour;
}

/**
 * The items before and after `current` in the parent cell's results, going round at both ends
 * (platform spec §2: the control's label changes when the move wraps). Undefined when the item is
 * not among the results or has no other item to move to.
 */
export function neighbours(ids: readonly string[], current: string): Neighbours | undefined {
  const index = ids.indexOf(current);
  if (index < 0 || ids.length < 2) return undefined;
  const last = ids.length - 1;
  const previousIndex = index === 0 ? last : index - 1;
  const nextIndex = index === last ? 0 : index + 1;
  return {
    previous: { id: ids[previousIndex] ?? current, wrapped: index === 0 },
    next: { id: ids[nextIndex] ?? current, wrapped: index === last },
  };
}
