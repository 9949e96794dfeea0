/** Replies of the GeoKeeper operations the list view uses (plugins/geokeeper/server). */

export interface ListedItem {
  $id: string;
  _u: number;
  label?: string;
  state?: string;
  formType?: string;
  collected?: string;
  categories?: string[];
  location?: { type: string; coordinates?: unknown };
  media?: string[];
  [field: string]: unknown;
}

export interface ListRow {
  number: number;
  unparented: boolean;
  item: ListedItem;
}

export interface ListReply {
  rows: ListRow[];
  total: number;
}

export interface SaveReply {
  applied: Record<string, ListedItem>;
  conflicts: Record<string, { reason: 'changed' | 'gone'; item?: ListedItem }>;
}

export interface TaskState {
  done: boolean;
  percentageComplete: number;
  resultURI?: string;
  errorKey?: string;
}

/** "53.98765, -122.91235": a point at the 5 decimals of business spec §9; empty for other shapes. */
export function pointText(location: ListedItem['location']): string {
  const coordinates = location?.coordinates;
  if (location?.type === 'Point' && Array.isArray(coordinates) && typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
    return `${coordinates[1].toFixed(5)}, ${coordinates[0].toFixed(5)}`;
  }
  return '';
}

/** The message id of a failure (the engine rejects with the server's userMessage). */
export function messageOf(error: unknown): string {
  return error instanceof Error && /^[a-zA-Z][\w.]*$/.test(error.message) ? error.message : 'errors.generalFailure';
}
