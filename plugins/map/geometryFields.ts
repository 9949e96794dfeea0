import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import type { Registry } from '../../engine/registry/registry';

/**
 * The fields of a type that hold a GeoJSON geometry: every schema property carrying the engine's
 * `geojson` keyword (plugins/spatial/README.md), whatever plugin declared the type.
 */
export function geojsonFieldsOf(declaration: Pick<ItemTypeDeclaration, 'schema'> | undefined): string[] {
  return Object.entries(declaration?.schema.properties ?? {})
    .filter(([, schema]) => schema?.geojson !== undefined)
    .map(([field]) => field);
}

/** Whether items of the type have a location to show: the map panel's `show` rule. */
export function hasGeometryField(declaration: Pick<ItemTypeDeclaration, 'schema'>): boolean {
  return geojsonFieldsOf(declaration).length > 0;
}

/**
 * Whether the item page lists items with geometry (a collection's features, by its view.related),
 * so its map panel shows them beside the item's own geometry.
 */
export function listsGeometryItems(registry: Registry, type: string): boolean {
  const related = registry.types.get(type)?.declaration.view?.related ?? [];
  return related.some((list) => geojsonFieldsOf(registry.types.get(list.type)?.declaration).length > 0);
}
