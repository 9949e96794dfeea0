import type { ExtensionInput } from './applyExtensions';
import type { ResolvedType } from './registry';

/**
 * Records on each type the fields other plugins' extensions added (ResolvedType.extensionFields).
 * They matter to the items those plugins manage (the photo of a field record, the document of a
 * consultation) and are empty on every other item of the type, so views show them only when set.
 * An administrator's extension (plugin "runtime") is the deployment's own: its fields always show.
 */
export function markExtensionFields(types: Map<string, ResolvedType>, extensions: ReadonlyMap<string, readonly ExtensionInput[]>): void {
  for (const [key, inputs] of extensions) {
    const type = types.get(key);
    const fields = inputs.filter((input) => input.plugin !== 'runtime').flatMap((input) => Object.keys(input.declaration.schema.properties));
    if (type && fields.length > 0) types.set(key, { ...type, extensionFields: fields });
  }
}
