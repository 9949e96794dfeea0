import { beforeAll, describe, expect, it } from 'vitest';
import { isCell } from '../catalog/cells';
import { isWidget } from '../catalog/widgets';
import { builtInRegistry } from '../typedef/builtInBundles.testkit';
import type { Registry } from '../registry/registry';
import { deriveForm } from './formSchema';
import { buildMenuTree, type MenuNode } from './menuTree';
import { routeTable } from './routeTable';
import { deriveGeneralSearchModel, deriveSearchModel } from './searchModel';
import { deriveViewModel } from './viewModel';

/** Every derivation over the real plugins: each must succeed and name only catalogued widgets and cells. */
describe('derivations over the built-in plugins', () => {
  let registry: Registry;
  beforeAll(async () => {
    registry = await builtInRegistry();
  });

  it('derives search models whose cells exist', () => {
    for (const key of registry.types.keys()) {
      const model = deriveSearchModel(registry, key);
      for (const header of model.headers) expect(isCell(header.cell) || registry.catalog.cells.has(header.cell), `${key} header ${header.field} cell ${header.cell}`).toBe(true);
      expect(model.defaultSort.length, key).toBeGreaterThan(0);
    }
    expect(deriveGeneralSearchModel(registry).facets[0]?.field).toBe('_t');
  });

  it('derives create and edit forms that order every field they show, with known widgets', () => {
    for (const key of registry.types.keys()) {
      for (const context of ['create', 'edit'] as const) {
        const form = deriveForm(registry, key, context);
        expect([...form.uiSchema['ui:order']].sort(), `${key} ${context}`).toEqual(Object.keys(form.schema.properties).sort());
        for (const field of form.uiSchema['ui:order']) {
          const ui = form.uiSchema[field];
          const widget = ui && !Array.isArray(ui) ? ui['ui:widget'] : undefined;
          // Built-in widgets, or one a plugin contributes (its client entry implements it: app/plugins/clientEntries.test.ts).
          expect(widget !== undefined && (isWidget(widget) || registry.catalog.widgets.has(widget)), `${key}.${field} widget ${widget}`).toBe(true);
        }
      }
    }
  });

  it('derives default and card views with known cells', () => {
    for (const key of registry.types.keys()) {
      for (const variant of ['default', 'card'] as const) {
        for (const field of deriveViewModel(registry, key, variant).sections.flatMap((s) => s.fields)) {
          expect(isCell(field.cell) || registry.catalog.cells.has(field.cell), `${key} ${variant} ${field.field} cell ${field.cell}`).toBe(true);
        }
      }
    }
  });

  it("shows other plugins' fields of a type only when set: an Attachment's consultation and field data, not its file", () => {
    const fields = deriveViewModel(registry, 'Attachment', 'default').sections.flatMap((s) => s.fields);
    const whenSet = new Set(fields.filter((field) => field.whenSet).map((field) => field.field));
    expect(whenSet.has('consultation') && whenSet.has('fieldData') && whenSet.has('formDef')).toBe(true);
    const own = fields.filter((field) => !whenSet.has(field.field)).map((field) => field.field);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((field) => field in (registry.types.get('Attachment')?.declared.schema.properties ?? {}))).toBe(true);
    expect(own).not.toContain('consultation');
  });

  it('builds menus and a route table from the nav items', () => {
    const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children)]);
    const admin = buildMenuTree(registry.nav, { signedIn: true, admin: true, capabilities: { Core: true }, validToken: true }, { dedicated: false });
    const anonymous = buildMenuTree(registry.nav, { signedIn: false, admin: false, capabilities: { Core: true }, validToken: false }, { dedicated: false });
    expect(paths(admin.admin).length).toBeGreaterThan(0);
    expect(paths(anonymous.admin)).toEqual([]);
    expect(paths(admin.main).length).toBeGreaterThan(paths(anonymous.main).length);
    expect(routeTable(registry.nav).size).toBeGreaterThan(0);
  });
});
