import { declaredMessageIds, derivedMessageIds } from '../conformance/messageIds';
import type { DeclarationError, PluginBundle } from '../declarations/bundle';
import type { Registry } from '../registry/registry';
import type { TypeDefinition } from './typeDefinition';

/**
 * Message ids a definition needs texts for: those its declaration and nav entry name (labels,
 * section titles, field hints, header and facet labels, enum labels) and those the engine derives
 * for its type (default field labels, facet range labels), exactly as the plugin conformance
 * suite counts them for built-in plugins.
 */
export function definitionMessageIds(definition: TypeDefinition, registry: Registry): string[] {
  // declaredMessageIds reads a bundle; an unnamed one adds only the manifest label, dropped below.
  const bundle: PluginBundle = {
    manifest: { key: 'runtime', label: '' },
    types: [definition.declaration],
    lovs: [],
    facetSets: [],
    steps: [],
    nav: definition.nav ? [definition.nav] : [],
    messages: {},
  };
  const ids = new Set([...declaredMessageIds(bundle), ...derivedMessageIds(registry, definition.declaration.key)]);
  ids.delete('');
  return [...ids].sort();
}

/** Every needed id without an English text in the definition or in the registry's catalog. */
export function checkMessageCoverage(definition: TypeDefinition, registry: Registry, source: string): DeclarationError[] {
  const own = definition.messages?.en ?? {};
  const shared = registry.messages.en ?? {};
  return definitionMessageIds(definition, registry)
    .filter((id) => !Object.hasOwn(own, id) && !Object.hasOwn(shared, id))
    .map((id) => ({ source, path: '/messages/en', message: `no English text for message id "${id}"` }));
}
