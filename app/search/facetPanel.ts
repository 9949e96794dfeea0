import type { FieldSchema } from '../../engine/declarations/bundle';
import type { SearchFacet } from '../../engine/derive/searchModel';
import type { FacetCount } from './searchProtocol';

/** How a bucket key becomes a label: a message id, a list value, an item, a type, yes/no, or the key. */
export type BucketLabelKind = 'message' | 'lov' | 'item' | 'type' | 'boolean' | 'raw';

export interface FacetBucket {
  key: string;
  count: number;
  selected: boolean;
  /** Message id of range buckets. */
  label?: string;
}

export interface FacetBlock {
  field: string;
  /** Message id of the facet. */
  label: string;
  labelKind: BucketLabelKind;
  lov?: string;
  buckets: FacetBucket[];
}

/** Cells whose values are item type keys: their facets name the types too. */
const TYPE_KEY_CELLS = new Set(['type-label']);

function labelKindOf(facet: SearchFacet, schema: FieldSchema | undefined, cell: string | undefined): BucketLabelKind {
  if (facet.ranges) return 'message';
  if (facet.kind === 'lov') return 'lov';
  if (facet.field === '_t' || (cell !== undefined && TYPE_KEY_CELLS.has(cell))) return 'type';
  if (facet.field === '_c' || facet.field === '_c.by') return 'item';
  const value = schema?.items ?? schema;
  if (value?.format === 'item-id') return 'item';
  if (value?.lov) return 'lov';
  if (value?.type === 'boolean') return 'boolean';
  return 'raw';
}

/**
 * The facet panel of a reply: range facets list their buckets in declared order (all of them, so
 * the scale stays readable), term and list facets the server's buckets by count. A selected key the
 * reply no longer counts is kept with count 0, so it can still be unselected.
 */
export function facetBlocks(
  facets: readonly SearchFacet[],
  counts: Readonly<Record<string, readonly FacetCount[]>>,
  selected: Readonly<Record<string, readonly string[]>>,
  schemaOf: (field: string) => FieldSchema | undefined,
  enumMessagesOf: (field: string) => string | undefined = () => undefined,
  /** The cell the grid shows the field with (a type key's "type-label"): its buckets are labelled alike. */
  cellOf: (field: string) => string | undefined = () => undefined,
): FacetBlock[] {
  return facets.map((facet) => {
    const chosen = selected[facet.field] ?? [];
    const counted = new Map((counts[facet.field] ?? []).map((c) => [c.key, c.count]));
    const schema = schemaOf(facet.field);
    const enumMessages = facet.ranges ? undefined : enumMessagesOf(facet.field);
    const labelKind = enumMessages === undefined ? labelKindOf(facet, schema, cellOf(facet.field)) : 'message';
    let buckets: FacetBucket[];
    if (facet.ranges) {
      buckets = facet.ranges.map((range) => ({ key: range.key, label: range.label, count: counted.get(range.key) ?? 0, selected: chosen.includes(range.key) }));
    } else {
      const named = (key: string) => (enumMessages === undefined ? {} : { label: `${enumMessages}.${key}` });
      buckets = (counts[facet.field] ?? []).map((c) => ({ key: c.key, count: c.count, selected: chosen.includes(c.key), ...named(c.key) }));
      for (const key of chosen) if (!counted.has(key)) buckets.push({ key, count: 0, selected: true, ...named(key) });
    }
    const lov = facet.lov ?? schema?.lov ?? schema?.items?.lov;
    return { field: facet.field, label: facet.label, labelKind, ...(lov ? { lov } : {}), buckets };
  });
}

/** How many facet values narrow the search right now (the Filters button's count on a phone). */
export function selectedBucketCount(blocks: readonly FacetBlock[]): number {
  return blocks.reduce((sum, block) => sum + block.buckets.filter((bucket) => bucket.selected).length, 0);
}
