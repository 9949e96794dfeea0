import { beforeAll, describe, expect, it } from 'vitest';
import type { PluginBundle } from '../declarations/bundle';
import { builtInBundles } from './builtInBundles.testkit';
import { exportDefinitions, parseImport } from './exportImport';
import { newTypeDefinition } from './newTypeDefinition';
import { addSimpleField } from './simpleField';
import type { TypeDefinition } from './typeDefinition';

let bundles: PluginBundle[];
beforeAll(async () => {
  bundles = await builtInBundles();
});

const permit = (): TypeDefinition => newTypeDefinition('Permit', 'Permit', { capability: 'Org' });

/** Inspection refers to Permit, so it must come after it in a file. */
function inspection(): TypeDefinition {
  const result = addSimpleField(newTypeDefinition('Inspection', 'Inspection'), { name: 'permit', label: 'Permit', kind: 'itemRef', itemTypes: ['Permit'], required: true });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.definition;
}

describe('export and import of type definitions', () => {
  it('round-trips through JSON text', () => {
    const file = exportDefinitions([permit(), inspection()], new Date('2024-05-02T10:00:00Z'));
    expect(file).toMatchObject({ format: 'vgn-type-definitions', version: 1, exportedAt: '2024-05-02T10:00:00.000Z' });
    expect(parseImport(JSON.parse(JSON.stringify(file)), bundles)).toEqual({ definitions: [permit(), inspection()] });
  });

  it('lets a definition refer to one earlier in the file, not later', () => {
    const wrongOrder = exportDefinitions([inspection(), permit()]);
    expect(parseImport(wrongOrder, bundles)).toEqual({
      errors: [{ source: 'import', path: '/definitions/0/declaration/schema/properties/permit/itemTypes/0', message: 'item type "Permit" is not declared' }],
    });
    // A type stored already counts as defined.
    expect(parseImport(exportDefinitions([inspection()]), bundles, [permit()])).toEqual({ definitions: [inspection()] });
  });

  it('refuses files of another format or version, saying what it found', () => {
    expect(parseImport([], bundles)).toEqual({ errors: [{ source: 'import', path: '', message: 'expected a JSON object of format "vgn-type-definitions"' }] });
    expect(parseImport({ types: [] }, bundles)).toEqual({
      errors: [{ source: 'import', path: '/format', message: 'missing "format": this is not a "vgn-type-definitions" file' }],
    });
    expect(parseImport({ format: 'vgn-lovs', version: 1, definitions: [] }, bundles)).toEqual({
      errors: [{ source: 'import', path: '/format', message: 'format is "vgn-lovs", expected "vgn-type-definitions"' }],
    });
    expect(parseImport({ format: 'vgn-type-definitions', version: 2, definitions: {}, extra: true }, bundles)).toEqual({
      errors: [
        { source: 'import', path: '/version', message: 'version 2 is not supported; this platform reads version 1' },
        { source: 'import', path: '/definitions', message: 'must be a list of type definitions' },
        { source: 'import', path: '/extra', message: 'unknown property "extra"' },
      ],
    });
  });

  it('refuses a malformed definition with a pointer into the file, and imports nothing', () => {
    const file = exportDefinitions([permit(), inspection()]);
    const broken = JSON.parse(JSON.stringify(file)) as { definitions: { declaration: { schema: { properties: Record<string, unknown> } } }[] };
    const second = broken.definitions[1];
    if (second) second.declaration.schema.properties.permit = { type: 'string', format: 'item-ref' };
    const result = parseImport(broken, bundles);
    expect(result).toEqual({
      errors: [
        {
          source: 'import',
          path: '/definitions/1/declaration/schema/properties/permit/format',
          message: 'must be one of ["email","phone","url","hex-color","partial-date","date","date-time","time","item-id","uuid"]',
        },
      ],
    });
  });

  it('refuses the same type twice in one file', () => {
    expect(parseImport(exportDefinitions([permit(), permit()]), bundles)).toEqual({
      errors: [{ source: 'import', path: '/definitions/1/declaration/key', message: 'type "Permit" is already defined by /definitions/0 of this file' }],
    });
  });
});
