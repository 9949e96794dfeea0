import { describe, expect, it } from 'vitest';
import type { Registry } from '../../engine/registry/registry';
import { parseRoute } from '../routing/parseRoute';
import { navRoutes, routeTableFrom } from '../routing/routeTable';
import { defaultCellWidth, fallbackCellTitle } from './cellDefaults';

const messages: Record<string, string> = {
  'types.Organization.label': 'Organization',
  'nav.myContacts': 'My contacts',
  'shell.views.notifications': 'Notifications',
  'shell.context.timeline': 'Timeline',
};
const translate = (id: string | undefined) => (id === undefined ? '' : (messages[id] ?? id));
const registry = {
  types: new Map([['Organization', { key: 'Organization', plugin: 'org', capability: 'Org', declaration: { label: 'types.Organization.label', view: { width: 'HALF' } } }]]),
} as unknown as Pick<Registry, 'types'>;
const table = routeTableFrom(navRoutes([{ path: 'my-contacts', title: 'nav.myContacts', view: { kind: 'search', types: ['Contact'] } }]));

function columnsOf(path: string) {
  return parseRoute(path, '', table).columns;
}

describe('cell defaults', () => {
  it('titles views by nav title or core view title', () => {
    const [contacts] = columnsOf('/my-contacts');
    const [notifications] = columnsOf('/notifications');
    expect(contacts && fallbackCellTitle(contacts, registry, translate)).toBe('My contacts');
    expect(notifications && fallbackCellTitle(notifications, registry, translate)).toBe('Notifications');
  });

  it('titles items by type label, index and context', () => {
    const [item, timeline, unknown] = columnsOf('/i-Organization-3/i-Organization-3-timeline/i-Thing-9');
    expect(item && fallbackCellTitle(item, registry, translate)).toBe('Organization 3');
    expect(timeline && fallbackCellTitle(timeline, registry, translate)).toBe('Organization 3 · Timeline');
    expect(unknown && fallbackCellTitle(unknown, registry, translate)).toBe('Thing 9');
  });

  it('takes declared widths, else two thirds for searches, half for views, a third for items', () => {
    const [contacts, org, other] = columnsOf('/my-contacts/i-Organization-3/i-Thing-9');
    const [home] = columnsOf('/');
    expect(contacts && defaultCellWidth(contacts, registry)).toBe('TWO_THIRDS');
    expect(org && defaultCellWidth(org, registry)).toBe('HALF');
    expect(other && defaultCellWidth(other, registry)).toBe('THIRD');
    expect(home && defaultCellWidth(home, registry)).toBe('HALF');
  });
});
