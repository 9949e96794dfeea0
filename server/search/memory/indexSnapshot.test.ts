import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../items/testing/testKit';
import { SYSTEM_WRITER } from '../../items/itemStore';
import type { AccessFixture } from '../../items/testing/accessFixture';
import type { Actor } from '../../protocol/contract';
import { SearchService } from '../searchService';
import { changeSomeItems, DOSSIER, randomRequest, SeededRandom, seedRandomItems } from './equivalenceData';
import { readIndexSnapshot, writeIndexSnapshot } from './indexSnapshot';
import { LiveSearchIndex } from './liveSearchIndex';
import type { SearchIndex } from './searchIndex';
import { IndexCannotAnswer } from './slotTests';

let kit: TestKit;
let fx: AccessFixture;
let random: SeededRandom;
let dir: string;
let file: string;

beforeEach(() => {
  kit = createTestKit([DOSSIER]);
  random = new SeededRandom(7);
  fx = seedRandomItems(kit, random, 50);
  dir = mkdtempSync(join(tmpdir(), 'index-snapshot-'));
  file = join(dir, 'search-index.snapshot');
});
afterEach(() => {
  kit.close();
  rmSync(dir, { recursive: true, force: true });
});

const serviceWithSnapshot = (): SearchService =>
  new SearchService({ db: kit.db, registry: () => kit.registryRef.current, permissions: kit.permissions, now: () => kit.clock.now.getTime(), memoryIndex: true, indexSnapshotFile: file });

const liveIndex = (): LiveSearchIndex => new LiveSearchIndex(kit.db, () => kit.registryRef.current, { snapshotFile: file });

/** Everything an index holds, in comparable form. */
function contentOf(index: SearchIndex): unknown {
  const slots = (array: ArrayLike<number>): number[] => Array.from(array).slice(0, index.end);
  return {
    end: index.end,
    count: index.count,
    terms: Array.from({ length: index.terms.size }, (_, code) => [index.terms.text(code), index.terms.num(code)]),
    slots: [index.live, index.typeOrd, index.idx, index.u, index.createdMs, index.createdBy, index.access].map(slots),
    irregular: [...index.irregularTimes].sort(),
    segments: index.segments.map((segment) => ({
      type: segment.type,
      term: segment.typeTerm,
      slots: Array.from(segment.slots),
      columns: [...segment.columns].map(([field, column]) => [field, Array.from(column.first), [...column.more]]),
    })),
  };
}

/** Random requests as several actors: the index path answers exactly as SQL. */
function expectSameAsSql(search: SearchService): void {
  const { admin, alice, carol, anonymous } = fx.actors;
  const actors: (Actor | null)[] = [admin, alice, carol, anonymous];
  for (let n = 0; n < 60; n += 1) {
    const request = randomRequest(random);
    const actor = actors[n % actors.length] ?? null;
    let byIndex;
    try {
      byIndex = search.searchBy('index', actor, request);
    } catch (error) {
      if (error instanceof IndexCannotAnswer) continue;
      throw error;
    }
    expect(byIndex, JSON.stringify(request)).toEqual(search.searchBy('sql', actor, request));
  }
}

describe('the search index snapshot', () => {
  it('reads back exactly the index that was written, and a start uses it instead of the tables', () => {
    const built = liveIndex();
    const original = built.rebuild();
    expect(built.lastSnapshot?.megabytes).toBeGreaterThan(0);
    const restored = liveIndex();
    const index = restored.current();
    expect(restored.lastBuild?.source).toBe('snapshot');
    expect(index && contentOf(index)).toEqual(contentOf(original));
    expect(serviceWithSnapshot().indexFigures()).toBeUndefined();
    const search = serviceWithSnapshot();
    search.warmUp();
    expect(search.indexFigures()?.source).toBe('snapshot');
    expectSameAsSql(search);
  });

  it('catches up with writes made after the snapshot from the change feed', () => {
    serviceWithSnapshot().warmUp();
    changeSomeItems(kit, random, 30);
    const created = kit.store.create('Project', { name: 'After the snapshot', status: 'OPEN' }, SYSTEM_WRITER, { access: 'PUBLIC' });
    const search = serviceWithSnapshot();
    search.warmUp();
    expect(search.indexFigures()?.source).toBe('snapshot');
    expect(search.searchBy('index', null, { must: [{ kind: 'eq', prop: 'name', value: 'After the snapshot' }] }).ids).toEqual([created.$id]);
    expectSameAsSql(search);
  });

  it('saves at shutdown what changed since the last snapshot', () => {
    const first = serviceWithSnapshot();
    first.warmUp();
    const before = first.snapshotFigures()?.seq ?? 0;
    changeSomeItems(kit, random, 5);
    first.saveIndex();
    expect(first.snapshotFigures()?.seq).toBeGreaterThan(before);
    expect(readIndexSnapshot(file)?.meta.feed.seq).toBe(first.snapshotFigures()?.seq);
  });

  it('is ignored when written with another index plan or for another change feed', () => {
    const index = liveIndex().rebuild();
    const meta = readIndexSnapshot(file)?.meta;
    if (!meta) throw new Error('no snapshot written');
    writeIndexSnapshot(file, index, { ...meta, fingerprints: { ...meta.fingerprints, Project: 'an older plan' } });
    const otherPlan = liveIndex();
    otherPlan.current();
    expect(otherPlan.lastBuild?.source).toBe('tables');

    writeIndexSnapshot(file, index, { ...meta, feed: { ...meta.feed, itemId: 'Project-999' } });
    const otherFeed = liveIndex();
    otherFeed.current();
    expect(otherFeed.lastBuild?.source).toBe('tables');

    writeIndexSnapshot(file, index, { ...meta, feed: { ...meta.feed, seq: meta.feed.seq + 1000 } });
    const ahead = liveIndex();
    ahead.current();
    expect(ahead.lastBuild?.source).toBe('tables');
  });

  it('of another database is ignored', () => {
    const other = createTestKit([DOSSIER]);
    try {
      seedRandomItems(other, new SeededRandom(99), 20);
      new LiveSearchIndex(other.db, () => other.registryRef.current, { snapshotFile: file }).rebuild();
    } finally {
      other.close();
    }
    const live = liveIndex();
    live.current();
    expect(live.lastBuild?.source).toBe('tables');
  });

  it('is ignored when corrupt, truncated or not a snapshot at all', () => {
    liveIndex().rebuild();
    const good = readFileSync(file);
    const flipped = Buffer.from(good);
    flipped[Math.floor(flipped.length / 2)] = (flipped[Math.floor(flipped.length / 2)] ?? 0) ^ 0xff;
    for (const bad of [flipped, good.subarray(0, good.length - 100), Buffer.from('not a snapshot')]) {
      writeFileSync(file, bad);
      expect(readIndexSnapshot(file)).toBeUndefined();
      const live = liveIndex();
      live.current();
      expect(live.lastBuild?.source).toBe('tables');
      // The build replaced the bad file with a good one.
      expect(readIndexSnapshot(file)).toBeDefined();
    }
  });
});
