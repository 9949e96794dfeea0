import type { ItemTypeDeclaration, SortKey } from '../../../engine/declarations/bundle';
import type { Registry } from '../../../engine/registry/registry';
import type { SearchFilter, SearchRequest } from '../../search/searchProtocol';

/** One entry of a type's view.related (schemas/item-type.schema.json $defs/relatedList). */
export type RelatedListDeclaration = NonNullable<NonNullable<ItemTypeDeclaration['view']>['related']>[number];

/** Rows a related list shows when its declaration names no max: a compact list, not a search. */
export const RELATED_DEFAULT_MAX = 10;

/** The filter that makes an item of the listed type belong to the list: its field names this item. */
export function relatedMatch(related: RelatedListDeclaration, itemId: string): SearchFilter[] {
  return [{ prop: related.field, kind: 'eq', value: itemId }];
}

/** The declared sort, else the listed type's compiled default sort. */
export function relatedSort(registry: Registry, related: RelatedListDeclaration): SortKey[] {
  return [...(related.sort ?? registry.types.get(related.type)?.search.defaultSort ?? [])];
}

/**
 * The search/ids body of a related list: items of the listed type whose field holds this item's
 * id, in the declared (or the type's default) order, with labels, at most max of them.
 */
export function relatedSearchRequest(registry: Registry, related: RelatedListDeclaration, itemId: string): SearchRequest {
  const sort = relatedSort(registry, related);
  return {
    must: [{ kind: 'type', value: related.type }, ...relatedMatch(related, itemId)],
    ...(sort.length > 0 ? { sort: sort.map((s) => ({ field: s.field, order: s.order })) } : {}),
    labels: true,
    max: related.max ?? RELATED_DEFAULT_MAX,
  };
}

/** The related lists of a type whose listed type the registry knows (a removed runtime type drops out). */
export function relatedListsOf(registry: Registry, type: string): RelatedListDeclaration[] {
  return (registry.types.get(type)?.declaration.view?.related ?? []).filter((related) => registry.types.has(related.type));
}

/**
 * Whether creating from the list puts the new item in this item's hands: the pre-filled field is
 * the listed type's owner field. The server then also asks for the right to own items for it
 * (administrators of the organization), so the button shows only to those.
 */
export function createsOwnedItem(registry: Registry, related: RelatedListDeclaration): boolean {
  return registry.types.get(related.type)?.declaration.access?.ownerField === related.field;
}
