/** What ordering needs of one field data item. */
export interface OrderableFieldData {
  id: string;
  formType?: string;
  trip?: string;
  collected?: string;
}

/** One row of an ordered field data list (business spec §3 "Display ordering"). */
export interface OrderedRow {
  id: string;
  /** 1, 2, 3 … in list order. */
  number: number;
  /** A record whose trip is not in the list (none, deleted, or not readable). */
  unparented: boolean;
}

const byCollected = (a: OrderableFieldData, b: OrderableFieldData): number => (a.collected ?? '').localeCompare(b.collected ?? '') || a.id.localeCompare(b.id, 'en', { numeric: true });

/**
 * Trips in collection order, each followed by its records in collection order, then the records
 * whose trip is not in the list, flagged unparented; rows numbered sequentially. Records are kept
 * whatever happens to their trip: nothing collected is hidden by the ordering.
 */
export function orderFieldData(items: Iterable<OrderableFieldData>): OrderedRow[] {
  const trips: OrderableFieldData[] = [];
  const records = new Map<string, OrderableFieldData[]>();
  const loose: OrderableFieldData[] = [];
  const all = [...items];
  const tripIds = new Set(all.filter((item) => item.formType === 'trip').map((item) => item.id));
  for (const item of all) {
    if (item.formType === 'trip') trips.push(item);
    else if (item.trip !== undefined && tripIds.has(item.trip)) {
      const children = records.get(item.trip);
      if (children) children.push(item);
      else records.set(item.trip, [item]);
    } else loose.push(item);
  }
  const rows: OrderedRow[] = [];
  const push = (item: OrderableFieldData, unparented: boolean): void => {
    rows.push({ id: item.id, number: rows.length + 1, unparented });
  };
  for (const trip of trips.sort(byCollected)) {
    push(trip, false);
    for (const record of (records.get(trip.id) ?? []).sort(byCollected)) push(record, false);
  }
  for (const record of loose.sort(byCollected)) push(record, true);
  return rows;
}
