import type { Facet, FieldHints, Header, ItemTypeDeclaration, Range, SearchHints, SortKey } from '../declarations/bundle';

export type FieldWidth = NonNullable<FieldHints['width']>;

/** Field hints with every default filled: what forms, views and timelines read. */
export interface CompiledFieldHints extends FieldHints {
  /** Message id: declared, else `types.{Type}.fields.{field}`. */
  label: string;
  /** Declared, else engine/derive/inferWidget. */
  widget: string;
  /** Declared, else engine/derive/inferCell. */
  cell: string;
  /** Declared, else FULL. */
  width: FieldWidth;
}

/** A grid column with its defaults filled from the field it shows. */
export interface CompiledHeader extends Header {
  label: string;
  cell: string;
  sortable: boolean;
}

export interface CompiledRange extends Range {
  /** Declared, else `{facet label}.ranges.{key}`. */
  label: string;
}

/** A facet with its label (the field's unless declared) and, for kind lov, its list filled. */
export interface CompiledFacet extends Facet {
  label: string;
  ranges?: CompiledRange[];
}

/** Search hints with the referenced facet sets merged in (one header and one facet per field). */
export interface CompiledSearchHints extends SearchHints {
  headers: CompiledHeader[];
  facets: CompiledFacet[];
  facetSets: string[];
  text: string[];
  /** Declared, else DEFAULT_SORT. */
  defaultSort: SortKey[];
}

/**
 * An item type declaration as the engine compiled it: the declaration as written with every
 * default filled. It is still a valid ItemTypeDeclaration; nothing downstream infers again.
 */
export interface CompiledTypeDeclaration extends ItemTypeDeclaration {
  /** Message id of the type's name: declared (an extension needs none), else `types.{Type}.label`. */
  label: string;
  /** One entry per schema property. */
  fields: { [field: string]: CompiledFieldHints | undefined };
  search: CompiledSearchHints;
}
