import safeRegex from 'safe-regex2';
import type { DeclarationError, FacetSetDeclaration, ItemTypeDeclaration, LovDeclaration } from '../declarations/bundle';
import type { Catalog } from './catalog';
import { forEachFieldSchema, resolveFieldPath } from './fieldPaths';
import { checkWorkflowStateMap } from './workflowStateMap';

export interface TypeCheckScope {
  typeKeys: ReadonlySet<string>;
  /** Every type's declaration, for references into other types (related lists). */
  types: ReadonlyMap<string, ItemTypeDeclaration>;
  lovs: ReadonlyMap<string, LovDeclaration>;
  facetSets: ReadonlyMap<string, FacetSetDeclaration>;
  /** Widget, cell and view names that exist (built in or contributed by a plugin). */
  catalog: Catalog;
}

/** Cross-reference checks the meta-schema cannot express: every name a type uses must exist. */
export function checkItemType(type: ItemTypeDeclaration, source: string, scope: TypeCheckScope): DeclarationError[] {
  const errors: DeclarationError[] = [];
  const fail = (path: string, message: string): void => {
    errors.push({ source, path, message });
  };
  const properties = type.schema.properties;
  const needField = (path: string, field: string): void => {
    if (!resolveFieldPath(type.schema, field)) fail(path, `field "${field}" is not declared in schema.properties`);
  };

  (type.schema.required ?? []).forEach((name, i) => needField(`/schema/required/${i}`, name));
  (type.schema.requiredExceptAdmin ?? []).forEach((name, i) => needField(`/schema/requiredExceptAdmin/${i}`, name));
  (type.schema.endNotBeforeStart ?? []).forEach((rule, i) => {
    needField(`/schema/endNotBeforeStart/${i}/start`, rule.start);
    needField(`/schema/endNotBeforeStart/${i}/end`, rule.end);
    if (rule.sameDay) needField(`/schema/endNotBeforeStart/${i}/sameDay`, rule.sameDay);
  });

  forEachFieldSchema(type.schema, (field, pointer) => {
    if (field.lov && !scope.lovs.has(field.lov)) fail(`${pointer}/lov`, `list of values "${field.lov}" is not declared`);
    for (const [i, target] of (field.itemTypes ?? []).entries()) {
      if (!scope.typeKeys.has(target)) fail(`${pointer}/itemTypes/${i}`, `item type "${target}" is not declared`);
    }
    const bboxFields = typeof field.geojson === 'object' ? field.geojson.bboxFields : [];
    bboxFields.forEach((name, i) => {
      const target = properties[name];
      if (!target || !(target.type === 'number' || (Array.isArray(target.type) && target.type.includes('number')))) {
        fail(`${pointer}/geojson/bboxFields/${i}`, `bbox field "${name}" is not a number field of the type`);
      }
    });
    if (field.pattern !== undefined) {
      let valid = true;
      try {
        new RegExp(field.pattern, 'u');
      } catch {
        valid = false;
        fail(`${pointer}/pattern`, 'pattern is not a valid regular expression');
      }
      if (valid && !safeRegex(field.pattern)) fail(`${pointer}/pattern`, 'pattern may backtrack catastrophically (nested quantifiers); simplify it');
    }
  });

  errors.push(...checkWorkflowStateMap(type, source, scope.lovs));

  const sections = new Set((type.sections ?? []).map((s) => s.key));
  for (const [name, hints] of Object.entries(type.fields ?? {})) {
    const pointer = `/fields/${name}`;
    if (!Object.hasOwn(properties, name)) fail(pointer, `hints given for undeclared field "${name}"`);
    if (!hints) continue;
    if (hints.widget && !scope.catalog.widgets.has(hints.widget)) fail(`${pointer}/widget`, `unknown widget "${hints.widget}"`);
    if (hints.cell && !scope.catalog.cells.has(hints.cell)) fail(`${pointer}/cell`, `unknown cell "${hints.cell}"`);
    if (hints.section && !sections.has(hints.section)) fail(`${pointer}/section`, `section "${hints.section}" is not declared in sections`);
    if (hints.copiedFrom) {
      const reference = properties[hints.copiedFrom.field];
      if (!reference || reference.format !== 'item-id') fail(`${pointer}/copiedFrom/field`, `"${hints.copiedFrom.field}" is not a reference field (format item-id) of the type`);
    }
    if (hints.derivedFrom && properties[hints.derivedFrom.field]?.type !== 'string') fail(`${pointer}/derivedFrom/field`, `"${hints.derivedFrom.field}" is not a text field of the type`);
  }

  if (type.view?.titleField) needField('/view/titleField', type.view.titleField);
  (type.view?.titleFields ?? []).forEach((f, i) => needField(`/view/titleFields/${i}`, f));
  if (type.view?.avatarField) needField('/view/avatarField', type.view.avatarField);
  if (type.view?.titleFields && (!type.view.titleField || !type.view.titleFields.includes(type.view.titleField))) {
    fail('/view/titleField', 'titleField must be one of titleFields (the one the title sorts by)');
  }
  (type.read?.fields ?? []).forEach((f, i) => needField(`/read/fields/${i}`, f));
  // Labels of references ($labels) carry the title to every reader of the referring item.
  for (const field of type.view?.titleFields ?? (type.view?.titleField ? [type.view.titleField] : [])) {
    if (type.read && !type.read.fields.includes(field)) fail('/read/fields', `the title field "${field}" must be readable by every reader`);
  }
  (type.view?.cardFields ?? []).forEach((f, i) => needField(`/view/cardFields/${i}`, f));

  const search = type.search ?? {};
  (search.headers ?? []).forEach((h, i) => {
    needField(`/search/headers/${i}/field`, h.field);
    if (h.cell && !scope.catalog.cells.has(h.cell)) fail(`/search/headers/${i}/cell`, `unknown cell "${h.cell}"`);
  });
  (search.facets ?? []).forEach((f, i) => {
    const pointer = `/search/facets/${i}`;
    const field = resolveFieldPath(type.schema, f.field);
    if (!field) return fail(`${pointer}/field`, `field "${f.field}" is not declared in schema.properties`);
    const lov = f.lov ?? field.lov ?? field.items?.lov;
    if (f.kind === 'lov' && !lov) fail(pointer, `facet of kind lov on "${f.field}" needs a lov (on the facet or the field)`);
    if (f.kind === 'lov' && lov && !scope.lovs.has(lov)) fail(`${pointer}/lov`, `list of values "${lov}" is not declared`);
    if (f.kind === 'number-ranges' && !f.ranges) fail(pointer, 'facet of kind number-ranges needs ranges');
  });
  (search.facetSets ?? []).forEach((key, i) => {
    if (!scope.facetSets.has(key)) fail(`/search/facetSets/${i}`, `facet set "${key}" is not declared`);
  });
  (search.text ?? []).forEach((f, i) => needField(`/search/text/${i}`, f));
  (search.defaultSort ?? []).forEach((s, i) => needField(`/search/defaultSort/${i}/field`, s.field));

  for (const [name, computed] of Object.entries(type.computed ?? {})) {
    if (!computed) continue;
    if (Object.hasOwn(properties, name)) fail(`/computed/${name}`, `computed field "${name}" has the name of a declared field`);
    for (const part of ['date', 'start', 'end'] as const) {
      const field = computed[part];
      if (field !== undefined) needField(`/computed/${name}/${part}`, field);
    }
  }

  (type.view?.related ?? []).forEach((related, i) => {
    const pointer = `/view/related/${i}`;
    const target = scope.types.get(related.type);
    if (!target) return fail(`${pointer}/type`, `item type "${related.type}" is not declared`);
    if (!resolveFieldPath(target.schema, related.field)) fail(`${pointer}/field`, `field "${related.field}" is not declared by type ${related.type}`);
    (related.sort ?? []).forEach((s, j) => {
      if (!resolveFieldPath(target.schema, s.field)) fail(`${pointer}/sort/${j}/field`, `field "${s.field}" is not declared by type ${related.type}`);
    });
  });

  const access = type.access ?? {};
  if (access.ownerField) needField('/access/ownerField', access.ownerField);
  if (access.selfField) needField('/access/selfField', access.selfField);
  (access.participantFields ?? []).forEach((f, i) => needField(`/access/participantFields/${i}`, f));
  (access.personFields ?? []).forEach((f, i) => needField(`/access/personFields/${i}`, f));

  return errors;
}
