import type { SearchFilter } from '../../protocol/searchWire';

/**
 * A search that plugin client code opens in the next column (ViewProps.openSearch): the item types
 * searched, fixed filters every hit passes (wire filters of search/ids) and the cell's title, a
 * text already translated. The user refines it there with the text box and facets like any search.
 */
export interface SearchLink {
  types: readonly string[];
  filters?: readonly SearchFilter[];
  title?: string;
}

const FILTER_KINDS = new Set(['eq', 'in', 'range', 'exists', 'prefix', 'text', 'type', 'actor']);
/** Longer column parameters are refused: an address stays an address. */
const MAX_ENCODED_LENGTH = 4000;

function isFilter(value: unknown): value is SearchFilter {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.kind !== 'string' || !FILTER_KINDS.has(record.kind)) return false;
  return record.kind === 'text' || record.kind === 'type' || typeof record.prop === 'string';
}

/** The link as a column parameter (compact JSON, the address encodes it). */
export function encodeSearchLink(link: SearchLink): string {
  const filters = link.filters ?? [];
  return JSON.stringify({ t: [...link.types], ...(filters.length > 0 ? { f: filters } : {}), ...(link.title ? { n: link.title } : {}) });
}

/** The link a column parameter holds; undefined for anything else (a hand-edited or cut address). */
export function decodeSearchLink(param: string | undefined): SearchLink | undefined {
  if (param === undefined || param.length > MAX_ENCODED_LENGTH) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(param);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const { t, f, n } = parsed as Record<string, unknown>;
  if (!Array.isArray(t) || t.length === 0 || !t.every((type) => typeof type === 'string' && type !== '')) return undefined;
  if (f !== undefined && (!Array.isArray(f) || !f.every(isFilter))) return undefined;
  if (n !== undefined && typeof n !== 'string') return undefined;
  return { types: t as string[], ...(f ? { filters: f as SearchFilter[] } : {}), ...(n ? { title: n } : {}) };
}
