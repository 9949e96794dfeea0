import { describe, expect, it } from 'vitest';
import { LOV_ORDER_STEP, orderLovValues, swapOrders, type OrderableLovValue } from './lovOrder';

const declared: OrderableLovValue[] = [{ key: 'A' }, { key: 'B' }, { key: 'C' }];

describe('orderLovValues', () => {
  it('keeps declared values first, then stored values oldest first, on a grid', () => {
    const placed = orderLovValues(declared, [{ key: 'D' }, { key: 'E' }]);
    expect(placed.map((v) => [v.key, v.position])).toEqual([
      ['A', 10],
      ['B', 20],
      ['C', 30],
      ['D', 40],
      ['E', 50],
    ]);
    expect(LOV_ORDER_STEP).toBe(10);
  });

  it('lets a stored value with a declared key take its place, and an own order move any value', () => {
    const placed = orderLovValues<{ key: string; order?: number; label?: string }>(declared, [
      { key: 'B', label: 'Bee', order: 35 },
      { key: 'D', order: 5 },
      { key: 'A', label: 'Ay' },
    ]);
    expect(placed.map((v) => [v.key, v.position, v.label])).toEqual([
      ['D', 5, undefined],
      ['A', 10, 'Ay'],
      ['C', 30, undefined],
      ['B', 35, 'Bee'],
    ]);
  });

  it('breaks ties by the default order', () => {
    expect(orderLovValues(declared, [{ key: 'C', order: 10 }]).map((v) => v.key)).toEqual(['A', 'C', 'B']);
  });
});

describe('swapOrders', () => {
  const placed = orderLovValues(declared, []);

  it('swaps the positions of a value and its neighbour', () => {
    expect(swapOrders(placed, 1, -1)).toEqual([
      { key: 'B', order: 10 },
      { key: 'A', order: 20 },
    ]);
    expect(swapOrders(placed, 1, 1)).toEqual([
      { key: 'B', order: 30 },
      { key: 'C', order: 20 },
    ]);
    // Applying the writes gives the moved order.
    const moved = orderLovValues(declared, swapOrders(placed, 2, -1));
    expect(moved.map((v) => v.key)).toEqual(['A', 'C', 'B']);
  });

  it('moves past a neighbour sharing its position, and does nothing at the ends', () => {
    const tied = orderLovValues(declared, [{ key: 'C', order: 20 }]);
    expect(tied.map((v) => v.key)).toEqual(['A', 'B', 'C']);
    expect(swapOrders(tied, 2, -1)).toEqual([
      { key: 'C', order: 20 },
      { key: 'B', order: 21 },
    ]);
    expect(orderLovValues(declared, [{ key: 'C', order: 20 }, { key: 'B', order: 21 }]).map((v) => v.key)).toEqual(['A', 'C', 'B']);
    expect(swapOrders(placed, 0, -1)).toEqual([]);
    expect(swapOrders(placed, 2, 1)).toEqual([]);
  });
});
