import type { PropertyFilter } from './settings';

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Whether one filter holds: equals and contains compare text (contains ignores case); range needs a number. */
export function filterHolds(filter: PropertyFilter, properties: Record<string, unknown>): boolean {
  const value = properties[filter.property];
  switch (filter.op) {
    case 'equals':
      return text(value) === filter.value;
    case 'contains':
      return text(value).toLowerCase().includes(filter.value.toLowerCase());
    case 'range': {
      const number = numeric(value);
      if (number === undefined) return false;
      return (filter.min === undefined || number >= filter.min) && (filter.max === undefined || number <= filter.max);
    }
  }
}

export function allFiltersHold(filters: PropertyFilter[] | undefined, properties: Record<string, unknown>): boolean {
  return (filters ?? []).every((filter) => filterHolds(filter, properties));
}
