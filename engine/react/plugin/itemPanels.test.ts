import { describe, expect, it } from 'vitest';
import type { CompiledTypeDeclaration } from '../../registry/compiledType';
import { itemPanelsFor, type ItemPanelContribution } from './itemPanels';

const Body = () => null;
const panel = (key: string, extra: Partial<ItemPanelContribution> = {}): ItemPanelContribution => ({ key, component: Body, ...extra });
const declaration = (extra: Partial<CompiledTypeDeclaration>): CompiledTypeDeclaration => ({ key: 'Case', schema: { type: 'object', properties: {} }, fields: {}, ...extra }) as CompiledTypeDeclaration;
const withWorkflow = declaration({ workflow: { states: 'WKF_STATES' } });
const plain = declaration({});

describe('item panels', () => {
  it('orders panels by order, then key; panels without an order come last', () => {
    const panels = [panel('zeta'), panel('b', { order: 20 }), panel('a', { order: 10 }), panel('alpha')];
    expect(itemPanelsFor(panels, 'Case', plain).map((p) => p.key)).toEqual(['a', 'b', 'alpha', 'zeta']);
  });

  it('shows a panel on the listed types only', () => {
    const panels = [panel('cases', { types: ['Case'] }), panel('orgs', { types: ['Organization'] })];
    expect(itemPanelsFor(panels, 'Case', plain).map((p) => p.key)).toEqual(['cases']);
  });

  it('lets the plugin decide from the type declaration', () => {
    const panels = [panel('workflow', { show: (d) => d.workflow !== undefined })];
    expect(itemPanelsFor(panels, 'Case', withWorkflow).map((p) => p.key)).toEqual(['workflow']);
    expect(itemPanelsFor(panels, 'Case', plain)).toEqual([]);
  });

  it('needs both the type list and the show rule when both are given; keeps the first of panels sharing a key', () => {
    const first = panel('x', { types: ['Case'], show: (d) => d.workflow !== undefined });
    const panels = [first, panel('x', { order: 1 })];
    expect(itemPanelsFor(panels, 'Case', withWorkflow)).toEqual([first]);
    expect(itemPanelsFor(panels, 'Case', plain)).toEqual([]);
    expect(itemPanelsFor(panels, 'Other', withWorkflow)).toEqual([]);
  });
});
