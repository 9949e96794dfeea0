import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../engine/declarations/bundle';
import { applyTaskPush, taskViews, tasksFromUser } from './activeTasks';
import { debugFromQuery } from './debugFlag';
import { unreadLines } from './headerData';
import { flattenMenu, isMenuActive, menuFor, menuHref, menuUserOf, profileLocation } from './menuGlue';
import { searchBarIntent, suggestionRequest, suggestionsFrom } from './searchBarLogic';
import { newestVersion, sortByVersion, unseenCount, whatsNewEntryOf } from './whatsNewCount';

describe('search bar', () => {
  it('opens an exact item id directly', () => {
    expect(searchBarIntent(' Organization-3 ')).toEqual({ kind: 'item', id: 'Organization-3' });
  });

  it('asks to keep typing below 3 characters', () => {
    expect(searchBarIntent('oa')).toEqual({ kind: 'keepTyping' });
    expect(searchBarIntent('   ')).toEqual({ kind: 'empty' });
    expect(searchBarIntent('oak')).toEqual({ kind: 'suggest', text: 'oak' });
  });

  it('asks search/ids for the 5 best-matching labelled ids (the server scopes to the general-search types)', () => {
    expect(suggestionRequest('oak')).toEqual({ must: [{ kind: 'text', value: 'oak' }], sort: [{ key: '_score', order: 'desc' }], max: 5, labels: true });
  });

  it('reads suggestions with labels, falling back to the id', () => {
    expect(suggestionsFrom({ ids: ['Organization-3', 'Contact-4'], labels: { 'Organization-3': 'Oak Trust' } })).toEqual([
      { id: 'Organization-3', label: 'Oak Trust' },
      { id: 'Contact-4', label: 'Contact-4' },
    ]);
    expect(suggestionsFrom({ ids: 'x' })).toEqual([]);
  });
});

describe("what's new", () => {
  const entries = ['2.3.70', '2.3.90', '2.3.88', '2.3.80'].map((version, i) => ({ id: `WhatsNew-${i + 1}`, version, title: version }));

  it('counts entries newer than the last seen version', () => {
    expect(unseenCount(entries, '2.3.80')).toBe(2);
    expect(unseenCount(entries, undefined)).toBe(4);
    expect(newestVersion(entries)).toBe('2.3.90');
    expect(sortByVersion(entries).map((e) => e.version)).toEqual(['2.3.90', '2.3.88', '2.3.80', '2.3.70']);
  });

  it('reads WhatsNew items', () => {
    expect(whatsNewEntryOf({ $id: 'WhatsNew-1', version: '2.3.90', title: 'T', body: 'B' })).toEqual({
      id: 'WhatsNew-1',
      version: '2.3.90',
      title: 'T',
      body: 'B',
    });
    expect(whatsNewEntryOf({ version: '1' })).toBeUndefined();
  });
});

describe('menu glue', () => {
  const nav: NavItem[] = [
    { path: 'consult', title: 'nav.consult', capability: 'ConsultSubmit', view: { kind: 'group' } },
    { path: 'consult.projects', title: 'nav.consult.projects', capability: 'ConsultSubmit', view: { kind: 'search', types: ['Consultation'] } },
    { path: 'my-contacts', title: 'nav.myContacts', view: { kind: 'search', types: ['Contact'] } },
    { path: 'admin.sysalerts', title: 'nav.admin.sysalerts', admin: true, view: { kind: 'search', types: ['SystemAlert'] } },
    { path: 'docs/{docKey}', title: 'nav.docs', routeOnly: true, noColumns: true },
  ];

  it('treats a signed-out visitor as the blank user', () => {
    expect(menuUserOf({ admin: true }, false, false)).toEqual({ signedIn: false, admin: false, capabilities: { Core: true }, validToken: false });
  });

  it('builds the drawer and the separate admin menu by capability and admin status', () => {
    const member = menuFor(nav, menuUserOf({ capabilities: { ConsultSubmit: true } }, true, true), { dedicated: false });
    expect(member.main.map((n) => n.path)).toEqual(['consult', 'my-contacts']);
    expect(member.main[0]?.children.map((n) => n.path)).toEqual(['consult.projects']);
    expect(member.admin).toEqual([]);

    const admin = menuFor(nav, menuUserOf({ admin: true }, true, true), { dedicated: false });
    expect(admin.admin.map((n) => n.path)).toEqual(['admin.sysalerts']);

    const visitor = menuFor(nav, menuUserOf(undefined, false, false), { dedicated: false });
    expect(visitor.main.map((n) => n.path)).toEqual(['my-contacts']);
  });

  it('links entries to their routes and flattens the tree', () => {
    const tree = menuFor(nav, menuUserOf({ capabilities: { ConsultSubmit: true } }, true, true), { dedicated: false });
    expect(tree.main.map(menuHref)).toEqual([undefined, '/my-contacts']);
    expect(flattenMenu(tree.main).map(({ node, depth }) => `${depth}:${node.path}`)).toEqual(['0:consult', '1:consult.projects', '0:my-contacts']);
    const projects = tree.main[0]?.children[0];
    expect(projects && menuHref(projects)).toBe('/consult.projects');
    expect(tree.main[0] && isMenuActive(tree.main[0], 'consult.projects')).toBe(true);
    expect(profileLocation('User-7')).toBe('/i-User-7');
  });
});

describe('active tasks', () => {
  it('adds, updates and removes tasks from pushes', () => {
    let tasks = tasksFromUser([{ key: 'export-1', percentageComplete: 10 }, { nokey: true }]);
    tasks = applyTaskPush(tasks, 'taskUpdate', { key: 'export-1', percentageComplete: 55 });
    tasks = applyTaskPush(tasks, 'taskUpdate', { key: 'import-2' });
    expect(taskViews(tasks, (k) => k.toUpperCase())).toEqual([
      { key: 'export-1', label: 'EXPORT-1', percent: 55 },
      { key: 'import-2', label: 'IMPORT-2' },
    ]);
    tasks = applyTaskPush(tasks, 'taskComplete', { key: 'export-1' });
    expect(tasks.map((t) => t.key)).toEqual(['import-2']);
  });

  it('ignores the simulated error key', () => {
    expect(tasksFromUser([{ key: 'x', errorKey: 'simulated' }])).toEqual([{ key: 'x' }]);
  });
});

describe('debug flag', () => {
  it('reads the debug query parameter', () => {
    expect(debugFromQuery('?debug')).toBe(true);
    expect(debugFromQuery('?debug=1')).toBe(true);
    expect(debugFromQuery('?debug=false')).toBe(false);
    expect(debugFromQuery('?c0=x')).toBeUndefined();
  });
});

describe('bell lines', () => {
  it('read the kind, the item title and the name of who acted from act/fetchNotifications, never an id', () => {
    const reply = {
      items: [
        { $id: 'Notify-9', _i: 9, kind: 'ITEM_UPDATED', context: 'Organization-1', $by: 'User-1', _c: { ts: '2026-03-02T08:00:00Z', by: 'vgn-0' } },
        { $id: 'Notify-8', _i: 8, kind: 'ITEM_DELETED', context: 'CommLog-4', $by: 'vgn-0', _c: { ts: '2026-03-01T08:00:00Z', by: 'vgn-0' } },
      ],
      labels: { 'Organization-1': 'Stoney Creek First Nation', 'User-1': 'Admin' },
    };
    expect(unreadLines(reply)).toEqual([
      { id: 'Notify-9', kind: 'ITEM_UPDATED', context: 'Organization-1', title: 'Stoney Creek First Nation', by: 'Admin', ts: '2026-03-02T08:00:00Z' },
      { id: 'Notify-8', kind: 'ITEM_DELETED', context: 'CommLog-4', title: '', by: '', ts: '2026-03-01T08:00:00Z' },
    ]);
    expect(unreadLines(null)).toEqual([]);
  });
});
