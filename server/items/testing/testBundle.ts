import type { ItemTypeDeclaration, PluginBundle } from '../../../engine/declarations/bundle';
import { ADMIN_WRITE, ITEM_RIGHTS_WRITE, USER_WRITE } from '../../../engine/registry/__fixtures__/writeRules';

const itemId = (...itemTypes: string[]): Record<string, unknown> => ({ type: 'string', format: 'item-id', itemTypes });

const Organization: ItemTypeDeclaration = {
  key: 'Organization',
  label: 'types.Organization.label',
  write: ITEM_RIGHTS_WRITE,
  schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 200 }, kind: { type: 'string', lov: 'ORG_KINDS' } } },
  view: { titleField: 'name', defaultAccess: 'PUBLIC' },
  // Owns itself: its administrators (adminOrgs) update it, its members read it (server/permissions).
  access: { ownerField: '$id' },
  search: {
    headers: [{ field: 'name', sortable: true }],
    facets: [{ field: 'kind', kind: 'lov' }],
    facetSets: ['testkit.created'],
    text: ['name'],
    defaultSort: [{ field: 'name', order: 'asc' }],
  },
};

/** The type most tests write: every facet kind, every access hint. */
const Project: ItemTypeDeclaration = {
  key: 'Project',
  label: 'types.Project.label',
  write: ITEM_RIGHTS_WRITE,
  capability: 'Projects',
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', maxLength: 100 },
      description: { type: 'string' },
      status: { type: 'string', lov: 'STATUS' },
      budget: { type: 'number' },
      size: { type: 'integer', minimum: 0 },
      due: { type: 'string', format: 'date' },
      tags: { type: 'array', items: { type: 'string' } },
      owner: itemId('Organization'),
      partners: { type: 'array', items: itemId('Organization') },
      lead: itemId('User', 'Contact'),
      secret: { type: 'string' },
    },
  },
  view: { titleField: 'name', defaultAccess: 'PROTECTED' },
  access: { ownerField: 'owner', participantFields: ['partners'], personFields: ['lead'] },
  notify: 'DEFAULT',
  search: {
    headers: [
      { field: 'name', sortable: true },
      { field: 'budget', sortable: true },
      { field: 'due', sortable: true },
      { field: 'secret', adminOnly: true, sortable: true },
    ],
    facets: [
      { field: 'status', kind: 'lov' },
      { field: 'tags', kind: 'terms' },
      { field: 'budget', kind: 'number-ranges', ranges: [{ key: 'small', to: 1000 }, { key: 'large', from: 1000 }] },
      { field: 'size', kind: 'size-ranges' },
      { field: 'due', kind: 'date-ranges' },
      { field: 'secret', kind: 'terms', adminOnly: true },
    ],
    facetSets: ['testkit.created'],
    text: ['name', 'description'],
  },
};

const User: ItemTypeDeclaration = {
  key: 'User',
  label: 'types.User.label',
  write: USER_WRITE,
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string' },
      email: { type: 'string', format: 'email' },
      admin: { type: 'boolean' },
      contact: itemId('Contact'),
      capabilities: { type: 'object', additionalProperties: { type: 'boolean' } },
      adminOrg: { type: 'array', items: itemId('Organization') },
      readOrg: { type: 'array', items: itemId('Organization') },
      dark: { type: 'boolean' },
      notifyPairs: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' }, c: { type: 'string' } } } },
    },
  },
  view: { titleField: 'name', defaultAccess: 'COMMUNITY' },
  search: {
    headers: [{ field: 'name', sortable: true }, { field: 'contact' }],
    facets: [{ field: 'adminOrg', kind: 'terms', adminOnly: true }, { field: 'readOrg', kind: 'terms', adminOnly: true }],
    text: ['name'],
  },
};

const Contact: ItemTypeDeclaration = {
  key: 'Contact',
  label: 'types.Contact.label',
  write: ITEM_RIGHTS_WRITE,
  schema: { type: 'object', properties: { firstName: { type: 'string' } } },
  view: { titleField: 'firstName' },
};

const Event: ItemTypeDeclaration = {
  key: 'Event',
  label: 'types.Event.label',
  write: ADMIN_WRITE,
  system: true,
  schema: {
    type: 'object',
    required: ['kind'],
    properties: {
      kind: { type: 'string' },
      context: itemId('Project', 'Organization'),
      subContext: { type: 'string', format: 'item-id' },
      also: { type: 'array', items: { type: 'string', format: 'item-id' } },
      description: { type: 'string' },
    },
  },
  view: { defaultAccess: 'PRIVATE' },
  search: { facets: [{ field: 'kind', kind: 'terms' }] },
};

/** Shaped like plugins/core/types/Notify.type.json: plain stored names, recipient as the self field. */
const Notify: ItemTypeDeclaration = {
  key: 'Notify',
  label: 'types.Notify.label',
  write: ADMIN_WRITE,
  system: true,
  excludeGeneralSearch: true,
  schema: {
    type: 'object',
    required: ['kind', 'context', 'recipient'],
    properties: {
      kind: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
      context: { type: 'string', format: 'item-id' },
      eventContext: { type: 'string', format: 'item-id' },
      event: itemId('Event'),
      recipient: itemId('User'),
      unread: { type: 'boolean' },
    },
  },
  view: { titleField: 'context', defaultAccess: 'PRIVATE' },
  access: { selfField: 'recipient' },
  search: { facets: [{ field: 'unread', kind: 'terms' }, { field: 'kind', kind: 'terms' }], text: ['kind'] },
};

/** A self-contained plugin for the server's item tests (independent of plugins/ on disk). */
export function testBundle(extraTypes: ItemTypeDeclaration[] = []): PluginBundle {
  return {
    manifest: { key: 'testkit', label: 'plugins.testkit', capabilities: ['Core', 'Projects'] },
    types: [Organization, Project, User, Contact, Event, Notify, ...extraTypes],
    lovs: [
      { key: 'STATUS', label: 'lovs.STATUS', values: [{ key: 'OPEN', t: { en: 'Open' } }, { key: 'DONE', t: { en: 'Done' } }, { key: 'OLD', t: { en: 'Old' }, state: 'ARCHIVED' }] },
      { key: 'ORG_KINDS', label: 'lovs.ORG_KINDS', values: [{ key: 'COMMUNITY', t: { en: 'Community' } }, { key: 'INDUSTRY', t: { en: 'Industry' } }] },
    ],
    facetSets: [
      {
        key: 'testkit.created',
        headers: [{ field: '_i', sortable: true }, { field: '_c' }, { field: '_c.ts', sortable: true }],
        facets: [{ field: '_c', kind: 'terms' }, { field: '_c.ts', kind: 'time-ranges' }],
      },
    ],
    steps: [],
    nav: [],
    messages: { en: {} },
  };
}
