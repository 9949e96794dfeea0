import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../protocol/contract';
import { userActor } from '../../items/testing/testActors';
import { createTestKit, type TestKit } from '../../items/testing/testKit';
import type { AccessFixture } from '../../items/testing/accessFixture';
import type { SearchReply, SearchRequest } from '../searchRequest';
import { changeSomeItems, DOSSIER, FACETS, randomRequest, SeededRandom, seedRandomItems } from './equivalenceData';
import { IndexCannotAnswer } from './slotTests';
import { presortFrom } from './indexSort';
import { GrantStore } from '../../permissions/grantStore';

const QUERIES = 300;
let kit: TestKit;
let fx: AccessFixture;
let random: SeededRandom;

beforeEach(() => {
  kit = createTestKit([DOSSIER]);
  random = new SeededRandom(16);
  fx = seedRandomItems(kit, random, 120);
});
afterEach(() => kit.close());

type Outcome = { reply: SearchReply } | { error: string } | { skipped: true };

function run(path: 'sql' | 'index', actor: Actor | null, request: SearchRequest): Outcome {
  try {
    return { reply: kit.search.searchBy(path, actor, request) };
  } catch (error) {
    if (error instanceof IndexCannotAnswer) return { skipped: true };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs random requests for every actor through both paths; returns how many the index answered. */
function compareBoth(): number {
  const { admin, alice, bob, carol, dave, anonymous } = fx.actors;
  const actors: (Actor | null)[] = [admin, alice, bob, carol, dave, anonymous, userActor('User-9')];
  let answered = 0;
  for (let n = 0; n < QUERIES; n += 1) {
    const request = randomRequest(random);
    const actor = actors[n % actors.length] ?? null;
    const byIndex = run('index', actor, request);
    if ('skipped' in byIndex) continue;
    answered += 1;
    const bySql = run('sql', actor, request);
    expect(byIndex, `request ${n} as ${actor?.userId ?? 'anonymous'}: ${JSON.stringify(request)}`).toEqual(bySql);
  }
  return answered;
}

// 300 searches on SQL per test: on PostgreSQL every statement is a round trip, so allow minutes.
describe('the in-memory index answers as the SQL path does', { timeout: 180_000 }, () => {
  it('hits, order, totals and every facet count, for actors with different rights', () => {
    const answered = compareBoth();
    // Nearly every request is answered by the index (the rest would be NULL in SQL or need titles).
    expect(answered).toBeGreaterThan(QUERIES * 0.9);
  });

  it('facets of searches that hit whole types (counted over the type columns) and the default order', () => {
    const { admin, alice, anonymous } = fx.actors;
    const requests: SearchRequest[] = [
      { facets: FACETS },
      { must: [{ kind: 'type', value: 'Dossier' }], facets: FACETS, sort: [{ key: '_c.ts', order: 'asc' }] },
      { must: [{ kind: 'type', value: 'Dossier' }], facets: FACETS.map((facet) => (facet.field === 'status' ? { ...facet, selected: ['OPEN'] } : facet)), offset: 3 },
    ];
    const check = (): void => {
      for (const actor of [admin, alice, anonymous]) {
        for (const request of requests) expect(run('index', actor, request), JSON.stringify(request)).toEqual(run('sql', actor, request));
      }
    };
    check();
    // Deleted and updated items leave cleared rows in the columns: whole-type counts must skip them.
    changeSomeItems(kit, random, 40);
    check();
  });

  it('an administrator\'s match-all (hits counted from whole types, no hit list) across creates, updates and deletes', () => {
    const { admin } = fx.actors;
    const sorts: (SearchRequest['sort'] | undefined)[] = [undefined, [{ key: '_c.ts', order: 'asc' }], [{ key: '_c.ts', order: 'desc' }], [{ key: '_i', order: 'desc' }]];
    const requests: SearchRequest[] = sorts.flatMap((sort) =>
      [0, 3, 37].flatMap((offset) => (['all', 5, 20] as const).map((max): SearchRequest => ({ facets: FACETS, offset, max, ...(sort ? { sort } : {}) }))),
    );
    const check = (): void => {
      for (const request of requests) expect(run('index', admin, request), JSON.stringify(request)).toEqual(run('sql', admin, request));
    };
    check();
    // The kept orders are then corrected by the changed slots: new items (some older than every
    // kept one, some tied with others), updates, deletes.
    seedRandomItems(kit, random, 30);
    changeSomeItems(kit, random, 40);
    check();
    changeSomeItems(kit, random, 40);
    check();
  });

  it('pages from kept orders per type and sort (any hit count), across creates, updates and deletes', () => {
    const before = presortFrom(1);
    try {
      expect(compareBoth()).toBeGreaterThan(QUERIES * 0.9);
      // The kept orders now predate these writes: the changed slots compete on their own.
      seedRandomItems(kit, random, 30);
      changeSomeItems(kit, random, 40);
      expect(compareBoth()).toBeGreaterThan(QUERIES * 0.9);
    } finally {
      presortFrom(before);
    }
  });

  it('members\' kept readable sets follow the writes and grants made after them', () => {
    // Every viewer's readable set is computed and kept by these searches (readableSets.ts) ...
    expect(compareBoth()).toBeGreaterThan(QUERIES * 0.9);
    // ... then items change (re-tested one by one) and a grant is given (read at each search).
    changeSomeItems(kit, random, 40);
    new GrantStore(kit.db).set(fx.projects.privateP, 'User-5', ['read'], 'User-1');
    expect(compareBoth()).toBeGreaterThan(QUERIES * 0.9);
    const privateSeen = run('index', fx.actors.dave, { must: [{ kind: 'type', value: 'Project' }] });
    expect(privateSeen).toEqual(run('sql', fx.actors.dave, { must: [{ kind: 'type', value: 'Project' }] }));
    expect('reply' in privateSeen && privateSeen.reply.ids).toContain(fx.projects.privateP);
  });

  it('after updates and deletes reached it through the change feed', () => {
    kit.search.searchBy('index', fx.actors.admin, { must: [{ kind: 'type', value: 'Project' }] });
    changeSomeItems(kit, random, 40);
    expect(compareBoth()).toBeGreaterThan(QUERIES * 0.9);
  });
});
