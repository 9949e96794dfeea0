import type { ItemTypeDeclaration } from '../../../engine/declarations/bundle';
import { ITEM_RIGHTS_WRITE } from '../../../engine/registry/__fixtures__/writeRules';
import { seedAccessFixture, type AccessFixture } from '../../items/testing/accessFixture';
import { TEST_NOW, type TestKit } from '../../items/testing/testKit';
import type { Writer } from '../../items/itemStore';
import type { FacetRequest, Filter, SearchRequest, SortRequest } from '../searchRequest';

const DAY = 86_400_000;

/** A small seeded generator (mulberry32): the same data and queries on every run. */
export class SeededRandom {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(values: readonly T[]): T {
    const value = values[this.int(values.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  some<T>(values: readonly T[], p = 0.4): T[] {
    return values.filter(() => this.chance(p));
  }
}

/** A type whose `read` rule hides its notes from everyone but administrators (hidden-field guards). */
export const DOSSIER: ItemTypeDeclaration = {
  key: 'Dossier',
  label: 'types.Dossier.label',
  write: ITEM_RIGHTS_WRITE,
  schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, notes: { type: 'string' }, rank: { type: 'number' } } },
  view: { titleField: 'name', defaultAccess: 'COMMUNITY' },
  read: { fields: ['name'], allFields: { any: [{ admin: true }] } },
  search: {
    headers: [{ field: 'name', sortable: true }, { field: 'notes', sortable: true }, { field: 'rank', sortable: true }],
    facets: [{ field: 'notes', kind: 'terms' }, { field: 'rank', kind: 'number-ranges', ranges: [{ key: 'low', to: 5 }, { key: 'high', from: 5 }] }],
    text: ['name', 'notes'],
  },
};

const WORDS = ['river', 'mine', 'Road', 'pipeline', 'école', 'Salmon', 'rock', 'forest', 'lake', 'Camp', 'trail', 'Bridge'];
const TAGS = ['fish', 'water', 'rock', 'oil', 'green', 'food'];
const STATUSES = ['OPEN', 'DONE', 'OLD'];
const ACCESS = ['PUBLIC', 'COMMUNITY', 'PROTECTED', 'PRIVATE'] as const;
const WRITERS: Writer[] = [
  { userId: 'vgn-0', admin: true },
  { userId: 'User-2', admin: false },
  { userId: 'User-4', admin: false },
  { userId: 'User-5', admin: false },
];

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function projectFields(random: SeededRandom): Record<string, unknown> {
  const fields: Record<string, unknown> = { name: `${random.pick(WORDS)} ${random.pick(WORDS)} ${random.int(50)}` };
  if (random.chance(0.6)) fields.description = `${random.pick(WORDS)} near the ${random.pick(WORDS)}`;
  if (random.chance(0.8)) fields.status = random.pick(STATUSES);
  if (random.chance(0.7)) fields.budget = random.pick([0, 250, 500, 999, 1000, 1500, 5000, 20000]);
  if (random.chance(0.5)) fields.size = random.pick([10, 900, 5_000_000, 2_000_000_000]);
  if (random.chance(0.6)) fields.due = isoDay(TEST_NOW.getTime() + (random.int(500) - 250) * DAY);
  if (random.chance(0.7)) fields.tags = random.some(TAGS);
  if (random.chance(0.7)) fields.owner = random.pick(['Organization-1', 'Organization-2']);
  if (random.chance(0.3)) fields.partners = random.some(['Organization-1', 'Organization-2'], 0.6);
  if (random.chance(0.3)) fields.lead = random.pick(['Contact-5', 'User-2', 'User-4', 'User-5']);
  if (random.chance(0.3)) fields.secret = random.pick(['alpha', 'beta']);
  return fields;
}

/** The access fixture, then random projects, contacts and dossiers with grants, some updated or deleted later. */
export function seedRandomItems(kit: TestKit, random: SeededRandom, count: number): AccessFixture {
  const fixture = seedAccessFixture(kit);
  for (let n = 0; n < 5; n += 1) kit.store.create('Contact', { firstName: random.pick(WORDS) }, { userId: 'vgn-0', admin: true });
  for (let n = 0; n < count; n += 1) {
    kit.clock.now = new Date(TEST_NOW.getTime() - random.int(400) * DAY - random.int(DAY));
    const writer = random.pick(WRITERS);
    const id = kit.store.create('Project', projectFields(random), writer, { access: random.pick(ACCESS) }).$id;
    if (random.chance(0.05)) kit.grants.set(id, random.pick(['User-4', 'Contact-5', 'Organization-2']), ['read'], 'User-1');
    if (random.chance(0.2)) {
      const notes = random.chance(0.8) ? { notes: `${random.pick(WORDS)} secret` } : {};
      kit.store.create('Dossier', { name: `${random.pick(WORDS)} file`, rank: random.int(10), ...notes }, writer, { access: random.pick(ACCESS) });
    }
  }
  kit.clock.now = TEST_NOW;
  return fixture;
}

/** Updates and deletes some projects (after the index was built: they reach it through the change feed). */
export function changeSomeItems(kit: TestKit, random: SeededRandom, count: number): void {
  for (let n = 0; n < count; n += 1) {
    const id = `Project-${1 + random.int(count * 4)}`;
    const item = kit.store.get(id);
    if (!item) continue;
    if (random.chance(0.3)) kit.store.delete(id, item._u, { userId: 'vgn-0', admin: true });
    else kit.store.update(id, projectFields(random), item._u, { userId: 'vgn-0', admin: true }, { access: random.pick(ACCESS) });
  }
}

function randomFilter(random: SeededRandom): Filter {
  const day = (): string => isoDay(TEST_NOW.getTime() + (random.int(500) - 250) * DAY);
  const filters: (() => Filter)[] = [
    () => ({ kind: 'text', value: random.pick(WORDS).slice(0, 2 + random.int(3)) }),
    () => ({ prop: 'status', kind: 'eq', value: random.pick(STATUSES) }),
    () => ({ prop: 'tags', kind: 'in', value: random.some(TAGS) }),
    () => ({ prop: 'budget', kind: 'range', value: random.chance(0.5) ? { from: random.pick([0, 500, 1000]) } : { from: 250, to: random.pick([999, 5000]) } }),
    () => ({ prop: 'due', kind: 'range', value: { from: day(), ...(random.chance(0.5) ? { to: day() } : {}) } }),
    () => ({ prop: 'tags', kind: 'exists' }),
    () => ({ prop: 'name', kind: 'prefix', value: random.pick(WORDS).slice(0, 3).toUpperCase() }),
    () => ({ prop: 'description', kind: 'text', value: random.pick(WORDS).slice(1, 4) }),
    () => ({ prop: '_c.ts', kind: 'range', value: { from: day() } }),
    () => ({ prop: '_i', kind: 'in', value: [random.int(40), random.int(40)] }),
    () => ({ prop: '$id', kind: 'eq', value: `Project-${random.int(60)}` }),
    () => ({ prop: '$access', kind: 'eq', value: random.pick(ACCESS) }),
    () => ({ prop: '_c', kind: 'eq', value: random.pick(WRITERS).userId }),
    () => ({ prop: 'lead', kind: 'actor', value: random.pick(['user', 'contact'] as const) }),
    () => ({ prop: 'owner', kind: 'actor', value: random.pick(['orgs', 'adminOrgs'] as const) }),
    () => ({ prop: 'notes', kind: 'eq', value: `${random.pick(WORDS)} secret` }),
    () => ({ prop: 'secret', kind: 'eq', value: 'alpha' }),
  ];
  return random.pick(filters)();
}

export const FACETS: FacetRequest[] = [
  { field: 'status' },
  { field: 'tags' },
  { field: 'budget' },
  { field: 'size' },
  { field: 'due' },
  { field: '_c' },
  { field: '_c.ts' },
  { field: 'notes' },
  { field: 'secret' },
  { field: '_t', kind: 'terms' },
  { field: 'owner', kind: 'terms', limit: 1 },
];
const SELECTABLE: Record<string, string[]> = {
  status: STATUSES,
  tags: TAGS,
  budget: ['small', 'large'],
  size: ['small', 'medium', 'xlarge'],
  _c: ['User-2', 'vgn-0'],
  owner: ['Organization-1'],
};

/** A random search request over the seeded data: filters, boolean structure, sort, facets with selections, paging. */
export function randomRequest(random: SeededRandom): SearchRequest {
  const typed = random.chance(0.75);
  const request: SearchRequest = { must: [...(typed ? [{ kind: 'type' as const, value: random.chance(0.8) ? 'Project' : ['Project', 'Dossier'] }] : []), ...Array.from({ length: random.int(3) }, () => randomFilter(random))] };
  if (random.chance(0.3)) request.mustNot = [randomFilter(random)];
  if (random.chance(0.3)) {
    request.should = [randomFilter(random), randomFilter(random), randomFilter(random)];
    request.minShould = random.int(3);
  }
  if (random.chance(0.2)) request.subs = [{ should: [randomFilter(random), randomFilter(random)] }];
  const sortable = typed ? ['name', 'budget', 'due', '_i', '_c.ts'] : ['_i', '_c.ts'];
  if (random.chance(0.8)) request.sort = Array.from({ length: 1 + random.int(2) }, (): SortRequest => ({ key: random.pick(sortable), order: random.pick(['asc', 'desc'] as const) }));
  request.facets = random.some(FACETS, 0.5).map((facet) => {
    const keys = SELECTABLE[facet.field];
    return keys && random.chance(0.4) ? { ...facet, selected: random.some(keys, 0.5) } : facet;
  });
  if (random.chance(0.3)) request.offset = random.int(20);
  request.max = random.pick([5, 20, 50, 'all'] as const);
  return request;
}
