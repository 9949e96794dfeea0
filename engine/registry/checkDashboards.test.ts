import { describe, expect, it } from 'vitest';
import { buildRegistry } from './buildRegistry';
import { bundlesFromFiles, type PluginFiles } from './bundleFromFiles';
import { sampleFiles } from './__fixtures__/sampleFiles';
import type { DeclarationError } from '../declarations/bundle';
import { visibleDashboards, calendarDays } from '../derive/dashboards';

function withNav(items: unknown[]): PluginFiles {
  const files = structuredClone(sampleFiles()) as Record<string, Record<string, unknown>>;
  files['demo/nav.json'] = { items };
  return files;
}

function build(files: PluginFiles): { ok: true; nav: readonly unknown[] } | { ok: false; errors: DeclarationError[] } {
  const { bundles, errors } = bundlesFromFiles(files);
  if (errors.length > 0) return { ok: false, errors };
  const result = buildRegistry(bundles);
  return result.ok ? { ok: true, nav: result.registry.nav } : { ok: false, errors: result.errors };
}

const listOf = (key: string, show?: object) => ({ key, title: 'nav.demo.widgets', display: 'list', types: ['Widget'], ...(show ? { show } : {}) });

describe('dashboards (nav views of kind dashboard)', () => {
  it('builds dashboards that name declared types', () => {
    const result = build(withNav([{ path: 'demo', title: 'nav.demo.widgets', view: { kind: 'dashboard', dashboards: [listOf('widgets')] } }]));
    expect(result.ok).toBe(true);
  });

  it('refuses a dashboard key declared twice, naming both places (the server does not start)', () => {
    const result = build(
      withNav([
        { path: 'demo', title: 'nav.demo.widgets', view: { kind: 'dashboard', dashboards: [listOf('widgets')] } },
        { path: 'demo.more', title: 'nav.demo.widgets', view: { kind: 'dashboard', dashboards: [listOf('widgets')] } },
      ]),
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ source: 'demo/nav.json#/items/1/view/dashboards/0', path: '/key', message: 'dashboard "widgets" is already declared by demo/nav.json#/items/0/view/dashboards/0' }],
    });
  });

  it('refuses an unknown type, a calendar without its date, dashboards on another view kind and a dashboard view without any', () => {
    const result = build(
      withNav([
        { path: 'a', title: 'nav.demo.widgets', view: { kind: 'dashboard', dashboards: [{ ...listOf('a'), types: ['Nope'] }, { ...listOf('b'), display: 'calendar' }] } },
        { path: 'b', title: 'nav.demo.widgets', view: { kind: 'search', types: ['Widget'], dashboards: [listOf('c')] } },
        { path: 'c', title: 'nav.demo.widgets', view: { kind: 'dashboard' } },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      '/items/0/view/dashboards/0/types/0: item type "Nope" is not declared',
      '/items/0/view/dashboards/1/dateField: dashboard "b" is a calendar and must name its dateField',
      '/items/1/view/dashboards: only a view of kind dashboard lists dashboards',
      '/items/2/view: a view of kind dashboard must list its dashboards',
    ]);
  });

  it('shows each user the dashboards whose show rule holds for them, in declared order', () => {
    const nav = [
      { path: 'd', title: 't', show: { signedIn: true }, view: { kind: 'dashboard' as const, dashboards: [listOf('x', { capability: 'A' }), listOf('y', { capability: 'B' }), listOf('z')] as never } },
    ];
    const user = { signedIn: true, validToken: true, admin: false, capabilities: { Core: true, A: true } };
    expect(visibleDashboards(nav, user, { dedicated: false }).map((d) => d.dashboard.key)).toEqual(['x', 'z']);
    expect(visibleDashboards(nav, { ...user, signedIn: false }, { dedicated: false })).toEqual([]);
  });

  it('groups a calendar by day, ascending, leaving out items without the date', () => {
    const days = calendarDays([{ d: '2026-03-05' }, { d: '2026-03-01T10:00:00Z' }, {}, { d: '2026-03-05' }], (i: { d?: string }) => i.d);
    expect(days.map((d) => [d.day, d.items.length])).toEqual([
      ['2026-03-01', 1],
      ['2026-03-05', 2],
    ]);
  });
});
