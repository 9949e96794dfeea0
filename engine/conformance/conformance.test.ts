import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS_DIR, formatDeclarationErrors } from '../node/loadBuiltInRegistry';
import { builtInRegistry } from '../typedef/builtInBundles.testkit';
import { readPluginFiles } from '../node/readPluginFiles';
import type { Registry } from '../registry/registry';
import { declaredLovKeys } from '../registry/checkTypeValidates';
import { createFormAjv } from '../validation/createFormAjv';
import { compileFieldsValidator } from '../validation/itemValidator';
import { declaredMessageIds, derivedMessageIds } from './messageIds';
import { findRepeatedDefaults } from './repeatedDefaults';

/**
 * The conformance suite every plugin passes: its declarations load (meta-schemas and every
 * cross-reference: widgets, cells, LOVs, facet sets, types), its examples validate against its own
 * schema with the shared validator, every message id it names or the engine derives for it has
 * an English text, and no hint repeats a default the engine fills in by itself. A new plugin is
 * covered by adding its folder; nothing here names a plugin.
 */
describe('plugin conformance', () => {
  let registry: Registry;
  beforeAll(async () => {
    registry = await builtInRegistry();
  });

  it('loads every plugin', () => {
    expect(registry.bundles.length).toBeGreaterThan(0);
    for (const bundle of registry.bundles) expect(bundle.messages.en, `${bundle.manifest.key} has messages/en.json`).toBeDefined();
  });

  it('gives every type a title, an icon and at least one valid example unless the platform writes it', () => {
    const ajv = createFormAjv();
    const context = { admin: false, lovKeys: declaredLovKeys(registry.lovs) };
    for (const type of registry.types.values()) {
      const declaration = type.declaration;
      expect(declaration.view?.icon, `${type.key} icon`).toBeTruthy();
      if (!declaration.system) expect(declaration.examples?.length ?? 0, `${type.key} examples`).toBeGreaterThan(0);
      const validate = compileFieldsValidator(ajv, declaration.schema);
      for (const example of declaration.examples ?? []) {
        expect(validate(example as Record<string, unknown>, context), `${type.key} example`).toEqual([]);
      }
    }
  });

  it('has an English text for every message id declared or derived', () => {
    const en = registry.messages.en ?? {};
    const missing = new Set<string>();
    for (const bundle of registry.bundles) {
      for (const id of declaredMessageIds(bundle)) if (!Object.hasOwn(en, id)) missing.add(`${bundle.manifest.key}: ${id}`);
    }
    for (const type of registry.types.values()) {
      for (const id of derivedMessageIds(registry, type.key)) if (!Object.hasOwn(en, id)) missing.add(`${type.plugin}/${type.key}: ${id}`);
    }
    expect([...missing]).toEqual([]);
  });

  it('writes no hint the engine would fill in identically (label, widget, cell, width, default sort ...)', async () => {
    const { files } = await readPluginFiles(BUILT_IN_PLUGINS_DIR);
    expect(formatDeclarationErrors(findRepeatedDefaults(files))).toBe('');
  });

  it('translates other locales only with ids English knows', () => {
    const en = registry.messages.en ?? {};
    for (const [locale, messages] of Object.entries(registry.messages)) {
      expect(Object.keys(messages).filter((id) => !Object.hasOwn(en, id)), locale).toEqual([]);
    }
  });
});
