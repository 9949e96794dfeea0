import type { PluginBundle } from '../declarations/bundle';
import { deriveForm } from '../derive/formSchema';
import { deriveSearchModel } from '../derive/searchModel';
import { deriveViewModel } from '../derive/viewModel';
import type { Registry } from '../registry/registry';

/** Every message id a plugin's declarations name directly: labels, titles, hints, enum labels. */
export function declaredMessageIds(bundle: PluginBundle): Set<string> {
  const ids = new Set<string>([bundle.manifest.label]);
  const add = (id: string | undefined): void => {
    if (id !== undefined) ids.add(id);
  };
  add(bundle.manifest.description);
  bundle.nav.forEach((item) => add(item.title));
  bundle.lovs.forEach((lov) => add(lov.label));
  for (const step of bundle.steps) {
    add(step.label);
    // Step properties are labelled steps.{KEY}.properties.{field} (the workflow panel's forms).
    Object.keys(step.properties?.properties ?? {}).forEach((field) => add(`steps.${step.key}.properties.${field}`));
  }
  for (const set of bundle.facetSets) [...(set.headers ?? []), ...(set.facets ?? [])].forEach((h) => add(h.label));
  for (const type of bundle.types) {
    add(type.label);
    add(type.description);
    (type.sections ?? []).forEach((s) => add(s.title));
    (type.view?.related ?? []).forEach((r) => add(r.title));
    Object.values(type.computed ?? {}).forEach((c) => add(c?.label));
    for (const hints of Object.values(type.fields ?? {})) [hints?.label, hints?.help, hints?.placeholder].forEach(add);
    [...(type.search?.headers ?? []), ...(type.search?.facets ?? [])].forEach((h) => add(h.label));
    // Plain enums of top-level fields are labelled types.{Type}.enums.{field}.{VALUE}.
    for (const [field, schema] of Object.entries(type.schema.properties)) {
      for (const value of schema?.enum ?? []) add(`types.${type.key}.enums.${field}.${String(value)}`);
    }
  }
  return ids;
}

/** Message ids the engine derives for a type (default field labels, facet and range labels, sections). */
export function derivedMessageIds(registry: Registry, typeKey: string): Set<string> {
  const ids = new Set<string>();
  const search = deriveSearchModel(registry, typeKey);
  search.headers.forEach((h) => ids.add(h.label));
  for (const facet of search.facets) {
    ids.add(facet.label);
    facet.ranges?.forEach((r) => ids.add(r.label));
  }
  for (const context of ['create', 'edit'] as const) {
    const form = deriveForm(registry, typeKey, context);
    form.sections.forEach((s) => s.title !== undefined && ids.add(s.title));
    for (const field of form.uiSchema['ui:order']) {
      const ui = form.uiSchema[field];
      if (ui && !Array.isArray(ui)) ids.add(ui['ui:options'].label);
    }
  }
  for (const variant of ['default', 'card'] as const) {
    for (const section of deriveViewModel(registry, typeKey, variant).sections) {
      if (section.title !== undefined) ids.add(section.title);
      section.fields.forEach((f) => ids.add(f.label));
    }
  }
  return ids;
}
