import type { SqlClient } from '../db/sqlClient';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import { resolveType } from '../../engine/registry/compileTypes';
import type { Registry, ResolvedType } from '../../engine/registry/registry';
import { CredentialStore } from '../auth/credentialStore';
import { openDatabase } from '../db/openDatabase';
import { testStoreTarget } from '../testing/testStore';
import { ItemStore } from '../items/itemStore';
import { createValidatorProvider } from '../items/validators';
import { builtInRegistry } from '../main';
import { makeDataDir, removeDataDir } from '../testing/testServer';
import { DemoCalendar } from './demoCalendar';
import { DemoRandom } from './demoRandom';
import { DemoSeed } from './demoSeed';
import { seedUncoveredTypes, typesWithExamples } from './exampleItems';

/** Types "declared later": a visit names a zone (also new, and sorting after it) and an organization. */
const SITE: ItemTypeDeclaration = {
  key: 'Zone',
  label: 'types.Zone.label',
  schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
  examples: [{ name: 'Gravel pit' }],
};
const VISIT: ItemTypeDeclaration = {
  key: 'Visit',
  label: 'types.Visit.label',
  schema: {
    type: 'object',
    required: ['site', 'host'],
    properties: {
      site: { type: 'string', format: 'item-id', itemTypes: ['Zone'] },
      host: { type: 'string', format: 'item-id', itemTypes: ['Organization'] },
      about: { type: 'string', format: 'item-id' },
      count: { type: 'integer', minimum: 0 },
    },
  },
  examples: [
    { site: 'Zone-4', host: 'Organization-9', about: 'Survey-21', count: 3 },
    { site: 'Zone-4', host: 'Survey-2' },
  ],
};
/** Requires a reference to a type nothing declares: its example cannot be used. */
const INSPECTION: ItemTypeDeclaration = {
  key: 'Inspection',
  label: 'types.Inspection.label',
  schema: { type: 'object', required: ['permit'], properties: { permit: { type: 'string', format: 'item-id', itemTypes: ['Permit'] } } },
  examples: [{ permit: 'Permit-3' }],
};
const SYSTEM_ONLY: ItemTypeDeclaration = { ...SITE, key: 'Audit', system: true };

let base: Registry;
const opened: { db: SqlClient; dir: string }[] = [];

beforeAll(async () => {
  base = (await builtInRegistry())();
});

afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    removeDataDir(dir);
  }
});

function withTypes(...declarations: ItemTypeDeclaration[]): Registry {
  const types = new Map<string, ResolvedType>(base.types);
  for (const declaration of declarations) {
    types.set(declaration.key, resolveType({ plugin: 'test', declaration }, base.facetSets));
  }
  return { ...base, types };
}

function newSeed(registry: Registry): DemoSeed {
  const dir = makeDataDir();
  const db = openDatabase(dir, testStoreTarget(dir));
  opened.push({ db, dir });
  const store = new ItemStore({ db, registry: () => registry, validators: createValidatorProvider() });
  const calendar = new DemoCalendar(new Date('2025-03-15T00:00:00Z'));
  return new DemoSeed({ store, registry, random: new DemoRandom(9), calendar, platformUserId: 'vgn-0', credentials: new CredentialStore(db), passwordHash: 'scrypt$test' });
}

describe('seedUncoveredTypes', () => {
  it('gives a type declared later demo items made from its examples, its references pointed at demo items', () => {
    const registry = withTypes(SITE, VISIT, INSPECTION, SYSTEM_ONLY);
    const seed = newSeed(registry);
    seed.create('Organization', { displayName: 'Host', type: 'OTHER' }, { created: { offsetDays: -10 } });

    const results = seedUncoveredTypes(seed);
    expect(results.Zone).toEqual({ created: 1, skipped: 0 });
    expect(results.Visit).toEqual({ created: 2, skipped: 0 });
    expect(results.Inspection).toEqual({ created: 0, skipped: 1 });
    expect(results).not.toHaveProperty('Audit');
    expect(results).not.toHaveProperty('Organization');
    const [first, second] = seed.ids('Visit').map((id) => seed.store.get(id));
    // The zone was seeded before the visit although "Visit" sorts first: references decide the order.
    expect(first).toMatchObject({ site: 'Zone-1', host: 'Organization-1', count: 3 });
    expect(first).not.toHaveProperty('about');
    // An example naming a type the field does not allow still gets an allowed demo item.
    expect(second).toMatchObject({ site: 'Zone-1', host: 'Organization-1' });
  });

  it('lists only creatable types with examples', () => {
    const types = typesWithExamples(withTypes(SITE, SYSTEM_ONLY, { ...SITE, key: 'Bare', examples: [] }));
    expect(types).toContain('Zone');
    expect(types).not.toContain('Audit');
    expect(types).not.toContain('Bare');
    expect(types).not.toContain('Event');
  });
});
