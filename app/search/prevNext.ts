/** One neighbour of an item in a result list; wrapped = reached by going round the end of the list. */
export interface Neighbour {
  id: string;
  wrapped: boolean;
}

export interface Neighbours {
  previous: Neighbour;
  next: Neighbour;
}

/** A neighbour's position in the whole result list (its page may not be loaded yet). */
export interface NeighbourIndex {
  index: number;
  wrapped: boolean;
}

/**
 * Positions before and after `index` in a result list of `total` hits, going round at both ends
 * (platform spec §2: the control's label changes when the move wraps). Undefined when the item is
 * not among the results or has no other item to move to.
 */
export function neighbourIndexes(total: number, index: number): { previous: NeighbourIndex; next: NeighbourIndex } | undefined {
  if (index < 0 || index >= total || total < 2) return undefined;
  const last = total - 1;
  return {
    previous: { index: index === 0 ? last : index - 1, wrapped: index === 0 },
    next: { index: index === last ? 0 : index + 1, wrapped: index === last },
  };
}

/** The items before and after `current` in a fully known list of ids (see neighbourIndexes). */
export function neighbours(ids: readonly string[], current: string): Neighbours | undefined {
  const around = neighbourIndexes(ids.length, ids.indexOf(current));
  if (!around) return undefined;
  return {
    previous: { id: ids[around.previous.index] ?? current, wrapped: around.previous.wrapped },
    next: { id: ids[around.next.index] ?? current, wrapped: around.next.wrapped },
  };
}
