import type { Facet, FacetSetDeclaration, FieldHints, Header, ItemTypeDeclaration } from '../declarations/bundle';
import { fieldLabel } from '../derive/fieldLabel';
import { inferCell } from '../derive/inferCell';
import { inferWidget } from '../derive/inferWidget';
import { compileSearchModel, DEFAULT_SORT, type SearchModel } from './compiledSearch';
import type { CompiledFacet, CompiledFieldHints, CompiledHeader, CompiledSearchHints, CompiledTypeDeclaration } from './compiledType';
import { compileIndexPlan, type IndexPlan } from './compileIndexPlan';
import { fieldDisplay, type DisplaySource } from './fieldDisplay';
import { resolveFieldPath } from './fieldPaths';
import { withWorkflow } from './workflowField';

/** Form width of a field whose hints name none. */
export const DEFAULT_FIELD_WIDTH = 'FULL';

export interface CompiledType {
  declaration: CompiledTypeDeclaration;
  search: SearchModel;
  index: IndexPlan;
}

function compileFields(type: ItemTypeDeclaration): CompiledTypeDeclaration['fields'] {
  const fields: CompiledTypeDeclaration['fields'] = {};
  for (const [name, schema] of Object.entries(type.schema.properties)) {
    if (!schema) continue;
    const hints: FieldHints = type.fields?.[name] ?? {};
    const compiled: CompiledFieldHints = {
      ...hints,
      label: fieldLabel(type.key, name, hints),
      widget: hints.widget ?? inferWidget(schema),
      cell: hints.cell ?? inferCell(resolveFieldPath(type.schema, name), name),
      width: hints.width ?? DEFAULT_FIELD_WIDTH,
    };
    fields[name] = compiled;
  }
  return fields;
}

/** Keeps the first entry per field: the type's own entries come first, then each set's in the listed order. */
function firstPerField<T extends { field: string }>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.field)) return false;
    seen.add(entry.field);
    return true;
  });
}

function compileHeader(type: DisplaySource, header: Header): CompiledHeader {
  const shown = fieldDisplay(type, header.field);
  return { ...header, label: header.label ?? shown.label, cell: header.cell ?? shown.cell, sortable: header.sortable ?? false };
}

function compileFacet(type: DisplaySource, facet: Facet): CompiledFacet {
  const label = facet.label ?? fieldDisplay(type, facet.field).label;
  const schema = resolveFieldPath(type.schema, facet.field);
  const lov = facet.kind === 'lov' ? (facet.lov ?? schema?.lov ?? schema?.items?.lov) : facet.lov;
  const { ranges, ...rest } = facet;
  return {
    ...rest,
    label,
    ...(lov === undefined ? {} : { lov }),
    ...(ranges === undefined ? {} : { ranges: ranges.map((range) => ({ ...range, label: range.label ?? `${label}.ranges.${range.key}` })) }),
  };
}

function compileSearchHints(type: ItemTypeDeclaration, fields: CompiledTypeDeclaration['fields'], facetSets: ReadonlyMap<string, FacetSetDeclaration>): CompiledSearchHints {
  const search = type.search ?? {};
  const source = { key: type.key, schema: type.schema, fields };
  const sets = (search.facetSets ?? []).flatMap((key) => facetSets.get(key) ?? []);
  const headers = firstPerField([...(search.headers ?? []), ...sets.flatMap((s) => s.headers ?? [])]);
  const facets = firstPerField([...(search.facets ?? []), ...sets.flatMap((s) => s.facets ?? [])]);
  return {
    ...search,
    headers: headers.map((h) => compileHeader(source, h)),
    facets: facets.map((f) => compileFacet(source, f)),
    facetSets: search.facetSets ?? [],
    text: search.text ?? [],
    defaultSort: search.defaultSort && search.defaultSort.length > 0 ? search.defaultSort : [...DEFAULT_SORT],
  };
}

/**
 * Compiles one checked declaration: every default the engine would otherwise infer is filled in
 * (field labels, widgets, cells and widths; header and facet labels and cells; the default sort),
 * the facet sets it references are merged in (one header and one facet per field, the type's own
 * entry first), and its search model and index plan are derived. Runs once per registry build.
 */
/** The system field of types declaring `uuid` (schemas/item-type.schema.json): a stable identifier. */
export const UUID_FIELD = '_uuid';

/** The declared schema, with _uuid for types that carry one (field names may not start with _). */
function withUuid(declared: ItemTypeDeclaration): ItemTypeDeclaration {
  if (declared.uuid !== true) return declared;
  return {
    ...declared,
    schema: { ...declared.schema, properties: { ...declared.schema.properties, [UUID_FIELD]: { type: 'string', format: 'uuid' } } },
    // Shown in the meta dialog, never edited in forms.
    fields: { ...declared.fields, [UUID_FIELD]: { widget: 'hidden', hidden: true } },
  };
}

export function compileType(written: ItemTypeDeclaration, facetSets: ReadonlyMap<string, FacetSetDeclaration>): CompiledType {
  const declared = withWorkflow(withUuid(written));
  const fields = compileFields(declared);
  const declaration: CompiledTypeDeclaration = { ...declared, label: declared.label ?? `types.${declared.key}.label`, fields, search: compileSearchHints(declared, fields, facetSets) };
  const search = compileSearchModel(declared.key, declaration.search, declared.access);
  return { declaration, search, index: compileIndexPlan(declared.schema, search, declared.access) };
}
