import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../protocol/contract';
import { createTestKit, type TestKit } from '../../items/testing/testKit';
import type { AccessFixture } from '../../items/testing/accessFixture';
import type { SearchRequest } from '../searchRequest';
import { changeSomeItems, DOSSIER, FACETS, SeededRandom, seedRandomItems } from './equivalenceData';
import { presortFrom } from './indexSort';
import type { SearchIndex } from './searchIndex';
import { sliceFrom } from './slicedWork';

let kit: TestKit;
let fx: AccessFixture;
let random: SeededRandom;
let slicedBefore: number;
let presortedBefore: number;

beforeEach(() => {
  kit = createTestKit([DOSSIER]);
  random = new SeededRandom(23);
  fx = seedRandomItems(kit, random, 150);
  // Every order made in steps between searches, and used from the first hit.
  slicedBefore = sliceFrom(1);
  presortedBefore = presortFrom(1);
});
afterEach(() => {
  sliceFrom(slicedBefore);
  presortFrom(presortedBefore);
  kit.close();
});

const projects = (sort: SearchRequest['sort'], offset = 0): SearchRequest => ({ must: [{ kind: 'type', value: 'Project' }], sort, offset, max: 20 });

/** Searches that use the creation order (an administrator's match-all) and kept orders per sort. */
const REQUESTS: SearchRequest[] = [
  { facets: FACETS },
  { facets: FACETS, sort: [{ key: '_c.ts', order: 'asc' }], offset: 3, max: 5 },
  projects([{ key: 'name', order: 'asc' }]),
  projects([{ key: 'budget', order: 'desc' }], 7),
  projects([{ key: 'due', order: 'asc' }, { key: 'name', order: 'desc' }], 2),
];

function index(): SearchIndex {
  const current = kit.search.memoryIndex();
  if (current === undefined) throw new Error('no current index');
  return current;
}

/** Every request as each actor, by the index and by SQL. */
function check(): void {
  const { admin, alice, anonymous } = fx.actors;
  const actors: (Actor | null)[] = [admin, alice, anonymous];
  for (const actor of actors) {
    for (const request of REQUESTS) {
      expect(kit.search.searchBy('index', actor, request), `${actor?.userId ?? 'anonymous'}: ${JSON.stringify(request)}`).toEqual(kit.search.searchBy('sql', actor, request));
    }
  }
}

describe('orders made in steps between searches (slicedWork.ts)', { timeout: 120_000 }, () => {
  it('answer exactly while they are made, across writes between their steps, and are then used', () => {
    // The second ask of a sort starts its order (the first does not pay for one).
    check();
    check();
    const work = index().work;
    let steps = 0;
    while (work.step()) {
      steps += 1;
      // Writes between steps: what a step read may be stale, the change log names those slots.
      if (steps % 2 === 0) changeSomeItems(kit, random, 12);
      check();
    }
    expect(steps).toBeGreaterThan(4);
    expect(work.lastError).toBeUndefined();
    const walks = index().sortedOrders.walks;
    check();
    // Three sorts of projects, as three actors: each page walked a kept order.
    expect(index().sortedOrders.walks - walks).toBe(9);
    changeSomeItems(kit, random, 30);
    check();
  });

  it('run by themselves between turns of the event loop', async () => {
    check();
    check();
    expect(index().work.has(`created\n${index().segments.find((segment) => segment.type === 'Project')?.ordinal ?? -1}`)).toBe(true);
    await kit.search.indexSettled();
    const walks = index().sortedOrders.walks;
    check();
    expect(index().sortedOrders.walks).toBeGreaterThan(walks);
  });
});
