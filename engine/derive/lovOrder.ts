/** Gap between default positions, so one value can move between two others by renumbering two. */
export const LOV_ORDER_STEP = 10;

/** A list value as far as its place goes: its key and, when a LOVValue item sets one, its order. */
export interface OrderableLovValue {
  key: string;
  order?: number;
}

export type PlacedLovValue<T extends OrderableLovValue> = T & {
  /** Where the value sits: its own order, else its default place. */
  position: number;
};

/**
 * The values of one list in display order (GET /lov answers them so, the list screens show them so).
 * Declared values come first in declaration order, then stored values (LOVValue items) oldest first,
 * each on a grid of LOV_ORDER_STEP; a stored value with a declared key replaces that value in its
 * place (it relabels or archives it). A value's own `order` moves it; ties keep the default order.
 */
export function orderLovValues<T extends OrderableLovValue>(declared: readonly T[], stored: readonly T[]): PlacedLovValue<T>[] {
  const slots = new Map<string, { value: T; slot: number }>();
  declared.forEach((value, i) => slots.set(value.key, { value, slot: (i + 1) * LOV_ORDER_STEP }));
  let next = declared.length;
  for (const value of stored) {
    const taken = slots.get(value.key);
    if (taken) slots.set(value.key, { value, slot: taken.slot });
    else slots.set(value.key, { value, slot: ++next * LOV_ORDER_STEP });
  }
  return [...slots.values()]
    .map(({ value, slot }) => ({ placed: { ...value, position: typeof value.order === 'number' ? value.order : slot }, slot }))
    .sort((a, b) => a.placed.position - b.placed.position || a.slot - b.slot)
    .map(({ placed }) => placed);
}

/**
 * The orders to write to move the value at `from` one place up (-1) or down (+1) in an ordered list:
 * the two values swap positions; when they share one (two values on the same order), the moved one
 * takes the neighbour's and the neighbour one step further. Empty when the move leaves the list.
 */
export function swapOrders<T extends OrderableLovValue>(values: readonly PlacedLovValue<T>[], from: number, direction: -1 | 1): { key: string; order: number }[] {
  const moved = values[from];
  const neighbour = values[from + direction];
  if (!moved || !neighbour) return [];
  if (moved.position !== neighbour.position) {
    return [
      { key: moved.key, order: neighbour.position },
      { key: neighbour.key, order: moved.position },
    ];
  }
  return [
    { key: moved.key, order: neighbour.position },
    { key: neighbour.key, order: neighbour.position - direction },
  ];
}
