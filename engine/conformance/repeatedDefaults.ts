import type { DeclarationError, FacetSetDeclaration, ItemTypeDeclaration } from '../declarations/bundle';
import type { PluginFiles } from '../registry/bundleFromFiles';
import { compileType } from '../registry/compileType';
import { stableStringify } from '../registry/stableHash';

/**
 * Hints the engine fills in by itself (engine/registry/compileType): writing them down only repeats
 * the default and hides the hints that matter. A hint is repeated when taking it out leaves the
 * compiled type unchanged. Only the places the compile step fills are candidates: an explicit
 * `order`, `section` or `limit` is layout, never a repeated default.
 */
const FIELD_KEYS = ['label', 'widget', 'cell', 'width', 'hidden', 'readOnly'];
const HEADER_KEYS = ['label', 'cell', 'sortable', 'adminOnly'];
const FACET_KEYS = ['label', 'lov', 'hide', 'adminOnly'];
const SEARCH_KEYS = ['headers', 'facets', 'facetSets', 'text', 'defaultSort'];

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entries(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A candidate pointer and the pointers inside it to try when it is not repeated as a whole. */
interface Candidate {
  pointer: string;
  inner: Candidate[];
}

const leaf = (pointer: string): Candidate => ({ pointer, inner: [] });

function listCandidates(base: string, list: unknown, keys: readonly string[]): Candidate[] {
  return entries(list).flatMap((entry, i) => [
    ...keys.filter((k) => Object.hasOwn(entry, k)).map((k) => leaf(`${base}/${i}/${k}`)),
    ...entries(entry.ranges).flatMap((range, j) => (Object.hasOwn(range, 'label') ? [leaf(`${base}/${i}/ranges/${j}/label`)] : [])),
  ]);
}

function typeCandidates(type: ItemTypeDeclaration): Candidate[] {
  const fields = Object.entries(type.fields ?? {}).map(([name, hints]): Candidate => ({
    pointer: `/fields/${name}`,
    inner: FIELD_KEYS.filter((k) => hints && Object.hasOwn(hints, k)).map((k) => leaf(`/fields/${name}/${k}`)),
  }));
  const search = type.search ?? {};
  const searchInner = [
    // Whole lists first: an empty list or a default sort is reported as one hint.
    ...SEARCH_KEYS.filter((k) => Object.hasOwn(search, k)).map((k) => leaf(`/search/${k}`)),
    ...listCandidates('/search/headers', search.headers, HEADER_KEYS),
    ...listCandidates('/search/facets', search.facets, FACET_KEYS),
  ];
  return [
    ...(type.fields ? [{ pointer: '/fields', inner: fields }] : []),
    ...(type.search ? [{ pointer: '/search', inner: searchInner }] : []),
  ];
}

function setCandidates(set: FacetSetDeclaration): Candidate[] {
  return [...listCandidates('/headers', set.headers, HEADER_KEYS), ...listCandidates('/facets', set.facets, FACET_KEYS)];
}

/** A copy of a JSON document without the value at pointer (object members only). */
function without<T>(document: T, pointer: string): T {
  const copy = structuredClone(document);
  const parts = pointer.split('/').slice(1);
  const last = parts.pop();
  let target: unknown = copy;
  for (const part of parts) target = Array.isArray(target) ? target[Number(part)] : isRecord(target) ? target[part] : undefined;
  if (last !== undefined && isRecord(target)) delete target[last];
  return copy;
}

/** The value at a pointer, for the report. */
function valueAt(document: unknown, pointer: string): unknown {
  let target = document;
  for (const part of pointer.split('/').slice(1)) target = Array.isArray(target) ? target[Number(part)] : isRecord(target) ? target[part] : undefined;
  return target;
}

/** Compiled form for comparison: a `false` flag says what its absence says. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === false ? [] : [[k, comparable(v)]])));
}

/** Reports the outermost candidates whose removal changes nothing, descending into the others. */
function repeated(candidates: readonly Candidate[], unchangedWithout: (pointer: string) => boolean): string[] {
  return candidates.flatMap((c) => (unchangedWithout(c.pointer) ? [c.pointer] : repeated(c.inner, unchangedWithout)));
}

function report(source: string, document: unknown, pointers: readonly string[]): DeclarationError[] {
  return pointers.map((path) => ({ source, path, message: `repeats what the engine fills in by itself (${JSON.stringify(valueAt(document, path))}): remove it` }));
}

const TYPE_FILE = /^[^/]+\/types\/[^/]+\.type\.json$/;
const FACET_SET_FILE = /^[^/]+\/facets\/[^/]+\.facets\.json$/;

/**
 * Every hint in the plugins' type and facet-set files (plugin-relative path to parsed JSON, as
 * engine/node/readPluginFiles reads them; already valid) that equals the default the compile step
 * would fill in identically, with its file and JSON pointer. A facet set's hint counts as repeated
 * when every type that uses the set compiles the same without it.
 */
export function findRepeatedDefaults(files: PluginFiles): DeclarationError[] {
  const declarations = <T>(pattern: RegExp): [string, T][] => Object.entries(files).flatMap(([path, value]) => (pattern.test(path) ? [[path, value as T] as [string, T]] : []));
  const typeFiles = declarations<ItemTypeDeclaration>(TYPE_FILE);
  const setFiles = declarations<FacetSetDeclaration>(FACET_SET_FILE);
  const facetSets = new Map(setFiles.map(([, set]) => [set.key, set]));
  const compiled = (type: ItemTypeDeclaration, sets: ReadonlyMap<string, FacetSetDeclaration>): string => stableStringify(comparable(compileType(type, sets)));
  const errors: DeclarationError[] = [];
  for (const [source, type] of typeFiles) {
    const before = compiled(type, facetSets);
    errors.push(...report(source, type, repeated(typeCandidates(type), (pointer) => compiled(without(type, pointer), facetSets) === before)));
  }
  for (const [source, set] of setFiles) {
    const users = typeFiles.map(([, type]) => type).filter((type) => type.search?.facetSets?.includes(set.key));
    if (users.length === 0) continue;
    const before = users.map((type) => compiled(type, facetSets)).join('\n');
    const unchangedWithout = (pointer: string): boolean => {
      const sets = new Map(facetSets).set(set.key, without(set, pointer));
      return users.map((type) => compiled(type, sets)).join('\n') === before;
    };
    errors.push(...report(source, set, repeated(setCandidates(set), unchangedWithout)));
  }
  return errors;
}
