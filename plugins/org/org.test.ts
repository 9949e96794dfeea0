import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldSchema, ItemTypeDeclaration, LovDeclaration, PluginBundle } from '../../engine/declarations/bundle';
import { formatDeclarationErrors, loadBuiltInRegistry } from '../../engine/node/loadBuiltInRegistry';
import type { Registry } from '../../engine/registry/registry';
import { createFormAjv } from '../../engine/validation/createFormAjv';
import type { FieldError } from '../../engine/validation/fieldErrors';
import { compileFieldsValidator } from '../../engine/validation/itemValidator';
import { declaredMessageIds } from '../../engine/conformance/messageIds';

/**
 * Checks of the org plugin against the whole plugins/ folder: core names Contact and Organization,
 * so the registry only builds when both plugins load together. Examples and the shared form rules
 * run through the engine's own validator, with every declared list's keys known.
 */

const TYPE_KEYS = ['CommLog', 'Contact', 'Disposition', 'DispositionFeature', 'Meeting', 'Organization'];
const LOV_KEYS = ['CONTACT_USER_STATES', 'ORG_COMMLOG_DIRECTIONS', 'ORG_COMMLOG_TYPES', 'ORG_DISPOSITION_TYPES', 'ORG_MEETING_TYPES', 'ORG_TYPES'];
/** Business spec §5 names these lists as required. */
const REQUIRED_LOVS = ['ORG_COMMLOG_DIRECTIONS', 'ORG_COMMLOG_TYPES', 'ORG_DISPOSITION_TYPES', 'ORG_MEETING_TYPES'];
/** Lists organizations may add their own values to (business spec §6 for the disposition types). */
const ORGANIZATION_OWNED_LOVS = ['ORG_COMMLOG_TYPES', 'ORG_DISPOSITION_TYPES', 'ORG_MEETING_TYPES'];

let registry: Registry;
let org: PluginBundle;

beforeAll(async () => {
  const result = await loadBuiltInRegistry();
  if (!result.ok) throw new Error(`plugins/ did not load:\n${formatDeclarationErrors(result.errors)}`);
  registry = result.registry;
  const found = registry.bundles.find((b) => b.manifest.key === 'org');
  if (!found) throw new Error('plugins/org was not loaded');
  org = found;
});

/** The types org owns (its extensions of other plugins' types are checked on their own). */
const ownTypes = (): ItemTypeDeclaration[] => org.types.filter((t) => t.extends === undefined);
const typeNamed = (key: string): ItemTypeDeclaration => {
  const type = ownTypes().find((t) => t.key === key);
  if (!type) throw new Error(`org declares no type ${key}`);
  return type;
};
const lovNamed = (key: string): LovDeclaration => {
  const lov = org.lovs.find((l) => l.key === key);
  if (!lov) throw new Error(`org declares no list ${key}`);
  return lov;
};
const lovKeys = (list: string): ReadonlySet<string> | undefined => {
  const lov = registry.lovs.get(list);
  return lov && new Set(lov.values.map((v) => v.key));
};
const fieldLov = (schema: FieldSchema | undefined): string | undefined => schema?.lov ?? schema?.items?.lov;

/** One ajv for the file: it caches each type's compiled validator. */
const ajv = createFormAjv();

/** Validates fields of a type as a non-administrator would write them. */
function validate(typeKey: string, fields: Record<string, unknown>): FieldError[] {
  return compileFieldsValidator(ajv, typeNamed(typeKey).schema)(fields, { admin: false, lovKeys });
}
function firstExample(typeKey: string): Record<string, unknown> {
  const [example] = typeNamed(typeKey).examples ?? [];
  if (!example) throw new Error(`${typeKey} has no example`);
  return example as Record<string, unknown>;
}


describe('org declarations', () => {
  it('load with the rest of plugins/ and declare the Organization module', () => {
    expect(org.manifest.capabilities).toEqual(['Org', 'Lovs']);
    expect(ownTypes().map((t) => t.key).sort()).toEqual(TYPE_KEYS);
    expect(org.lovs.map((l) => l.key).sort()).toEqual(LOV_KEYS);
    for (const key of TYPE_KEYS) expect(registry.types.get(key)?.capability, key).toBe('Org');
  });

  it('give every type an icon, a title field, a default access level, the created facets and a default sort', () => {
    for (const type of ownTypes()) {
      expect(type.view?.icon, type.key).toBeTruthy();
      expect(type.view?.titleField, type.key).toBeTruthy();
      expect(type.view?.defaultAccess, type.key).toBeTruthy();
      expect(type.search?.facetSets, type.key).toContain('core.created');
      expect(type.search?.defaultSort?.length ?? 0, type.key).toBeGreaterThan(0);
    }
  });

  it('offer a list facet for every list field and a terms facet for every owning organization', () => {
    for (const type of ownTypes()) {
      const facets = type.search?.facets ?? [];
      for (const [field, schema] of Object.entries(type.schema.properties)) {
        if (fieldLov(schema)) expect(facets.some((f) => f.field === field && f.kind === 'lov'), `${type.key}.${field}`).toBe(true);
      }
      const owner = type.access?.ownerField;
      // "$id": the item owns itself (Organization), there is no owner to facet on.
      if (owner && owner !== '$id') expect(facets.some((f) => f.field === owner && f.kind === 'terms'), `${type.key}.${owner}`).toBe(true);
    }
  });

  it('let organizations see each other, and keep their contacts, logs, meetings and dispositions protected', () => {
    expect(typeNamed('Organization').view?.defaultAccess).toBe('COMMUNITY');
    // Owns itself: its administrators edit it, its members read it (server/permissions/README.md).
    expect(typeNamed('Organization').access).toEqual({ ownerField: '$id' });
    for (const key of TYPE_KEYS.filter((k) => k !== 'Organization')) expect(typeNamed(key).view?.defaultAccess, key).toBe('PROTECTED');
    expect(typeNamed('Contact').access).toEqual({ ownerField: 'assigned', personFields: ['user'] });
    expect(typeNamed('CommLog').access).toEqual({ ownerField: 'owner' });
    expect(typeNamed('Meeting').access).toEqual({ ownerField: 'owner', participantFields: ['otherOrgs'], personFields: ['otherContacts'] });
  });

  it('sort contacts by last name and meetings by date then start, both newest first', () => {
    expect(typeNamed('Contact').search?.defaultSort?.[0]).toEqual({ field: 'lastName', order: 'asc' });
    expect(typeNamed('Meeting').search?.defaultSort).toEqual([
      { field: 'date', order: 'desc' },
      { field: 'start', order: 'desc' },
    ]);
  });

  it('extend core\'s User with organization membership: the user\'s contact and the organizations they administer and read', () => {
    const extensions = org.types.filter((t) => t.extends !== undefined);
    expect(extensions.map((t) => t.extends)).toEqual(['User']);
    expect(Object.keys(extensions[0]?.schema.properties ?? {})).toEqual(['contact', 'adminOrg', 'readOrg']);
    const user = registry.types.get('User');
    expect(user?.plugin).toBe('core');
    expect(user?.search.facets.map((f) => f.field)).toEqual(expect.arrayContaining(['adminOrg', 'readOrg']));
  });

  it('declare no platform-reserved field names (_related and $assigned become related and assigned)', () => {
    for (const type of ownTypes()) {
      expect(Object.keys(type.schema.properties).filter((n) => n.startsWith('_') || n.startsWith('$')), type.key).toEqual([]);
    }
  });
});

describe('org lists of values', () => {
  it('hold the nine organization types of the business spec', () => {
    expect(lovNamed('ORG_TYPES').values.map((v) => v.key)).toEqual(
      ['COMMUNITY', 'GOVERNMENT', 'INDUSTRY', 'CONSULTANT', 'EDUCATION', 'NOT_FOR_PROFIT', 'INDIVIDUAL', 'MUSEUM', 'OTHER'],
    );
    expect(lovNamed('CONTACT_USER_STATES').values.map((v) => v.key)).toEqual(
      ['NONE', 'BLOCKED', 'INVITED', 'WEEK', 'DAYS_30', 'DAYS_60', 'DAYS_90', 'NORECENT', 'NEVER'],
    );
  });

  it('mark as required exactly the lists business spec §5 names', () => {
    expect(org.lovs.filter((l) => l.required === true).map((l) => l.key).sort()).toEqual(REQUIRED_LOVS);
  });

  it('let organizations own values where they may add their own, edited by who may update the organization', () => {
    expect(org.lovs.filter((l) => l.ownerType !== undefined).map((l) => l.key).sort()).toEqual(ORGANIZATION_OWNED_LOVS);
    for (const key of ORGANIZATION_OWNED_LOVS) {
      expect(lovNamed(key).ownerType, key).toBe('Organization');
      expect(lovNamed(key).edit, key).toEqual({ ownerType: 'Organization', permissionType: 'Organization', action: 'update' });
    }
  });

  it('translate every value into English and French', () => {
    for (const lov of org.lovs) {
      for (const value of lov.values) expect(Object.keys(value.t).sort(), `${lov.key}.${value.key}`).toEqual(['en', 'fr']);
    }
  });
});

describe('org navigation', () => {
  const navItem = (path: string) => org.nav.find((n) => n.path === path);

  it('declare the Organization capability routes', () => {
    expect(org.nav.map((n) => n.path)).toEqual(['my-organizations', 'my-contacts', 'admin.lovs', 'list-lov']);
    // The user's organizations: a search the server narrows to the asker's own (actor filter).
    expect(navItem('my-organizations')?.view).toMatchObject({ kind: 'search', types: ['Organization'], must: [{ prop: '$id', kind: 'actor', value: 'orgs' }] });
    expect(navItem('admin.lovs')?.admin).toBe(true);
    expect(navItem('list-lov')?.routeOnly).toBe(true);
  });

  it('search contacts by last name and offer creation only to admins outside dedicated deployments', () => {
    const view = navItem('my-contacts')?.view;
    expect(view?.types).toEqual(['Contact']);
    expect(view?.sort?.[0]).toEqual({ field: 'lastName', order: 'asc' });
    expect(view?.create).toBe('Contact');
    expect(view?.createShow).toEqual({ any: [{ admin: true }, { dedicated: true }] });
  });
});

describe('org examples and shared form rules', () => {
  it('give every type examples that pass the engine validator', () => {
    for (const type of ownTypes()) {
      expect(type.examples?.length ?? 0, type.key).toBeGreaterThan(1);
      for (const example of type.examples ?? []) expect(validate(type.key, example as Record<string, unknown>), type.key).toEqual([]);
    }
  });

  it('refuse an invalid e-mail on a Contact', () => {
    expect(validate('Contact', { ...firstExample('Contact'), email: 'mary.whitehorse@' })).toEqual([
      { path: '/email', messageId: 'errors.invalidEmail', values: {} },
    ]);
  });

  it('refuse a Meeting that ends before it starts, on the end field', () => {
    const meeting = { ...firstExample('Meeting'), start: '14:00', end: '13:30' };
    expect(validate('Meeting', meeting)).toEqual([{ path: '/end', messageId: 'errors.endBeforeStart', values: {} }]);
    expect(validate('Meeting', { ...meeting, end: '14:00' })).toEqual([]);
  });

  it('refuse missing required fields, empty lists and blanks counting as missing', () => {
    const requiredErrors = (typeKey: string, fields: Record<string, unknown>): string[] =>
      validate(typeKey, fields).filter((e) => e.messageId === 'errors.required').map((e) => e.path).sort();
    expect(requiredErrors('Organization', {})).toEqual(['/displayName', '/type']);
    expect(requiredErrors('Contact', { firstName: 'Mary', lastName: '' })).toEqual(['/lastName']);
    expect(requiredErrors('CommLog', { notes: 'No subject yet' })).toEqual(['/date', '/direction', '/owner', '/subject', '/type']);
    expect(requiredErrors('Meeting', { ...firstExample('Meeting'), meetingTypes: [] })).toEqual(['/meetingTypes']);
    expect(requiredErrors('Disposition', { title: 'Untitled' })).toEqual(['/dispositionType', '/label']);
  });

  it('refuse list keys the lists do not hold and related items of the wrong type', () => {
    const errors = validate('Meeting', { ...firstExample('Meeting'), meetingTypes: ['LUNCH'], otherContacts: ['User-4'] });
    expect(errors.map((e) => [e.path, e.messageId])).toEqual([
      ['/meetingTypes/0', 'errors.lovValue'],
      ['/otherContacts/0', 'errors.relatedItem'],
    ]);
  });
});

describe('org messages', () => {
  it('have an English text for every message id the declarations name', () => {
    const en = org.messages.en ?? {};
    expect([...declaredMessageIds(org)].filter((id) => !Object.hasOwn(en, id))).toEqual([]);
  });

  it('translate every English text into French and nothing else', () => {
    const en = org.messages.en ?? {};
    const fr = org.messages.fr ?? {};
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
});
