import { beforeAll, describe, expect, it } from 'vitest';
import { deriveForm, type FieldUi } from '../../engine/derive/formSchema';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';

let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

describe('the generated GeoKeeper forms', () => {
  it('label the program access choices with their texts, not their keys', () => {
    const form = deriveForm(registry, 'GeoKeeperProgram', 'create');
    expect((form.uiSchema.access as FieldUi)['ui:options'].enumMessages).toBe('types.GeoKeeperProgram.enums.access');
    for (const value of ['OPEN', 'MEMBERS', 'CLOSED']) expect(registry.messages.en?.[`types.GeoKeeperProgram.enums.access.${value}`]).toBeTruthy();
  });

  it('leave copied fields out of create forms and show them read-only when editing', () => {
    const create = deriveForm(registry, 'GeoKeeperFieldData', 'create');
    expect(Object.keys(create.schema.properties)).not.toContain('owner');
    expect(Object.keys(create.schema.properties)).not.toContain('formType');
    const edit = deriveForm(registry, 'GeoKeeperFieldData', 'edit');
    expect((edit.uiSchema.owner as FieldUi)['ui:options'].readonly).toBe(true);
  });
});
