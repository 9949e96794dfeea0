import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mayDeferDerivation } from '../../items/createManyOperation';
import { SYSTEM_WRITER } from '../../items/itemStore';
import type { AccessFixture } from '../../items/testing/accessFixture';
import { createTestKit, type TestKit } from '../../items/testing/testKit';
import type { Actor } from '../../protocol/contract';
import type { SearchRequest } from '../searchRequest';
import { SearchService } from '../searchService';
import { changeSomeItems, DOSSIER, randomRequest, SeededRandom, seedRandomItems } from './equivalenceData';
import { readIndexSnapshot } from './indexSnapshot';
import { IndexCannotAnswer } from './slotTests';

let kit: TestKit;
let fx: AccessFixture;
let random: SeededRandom;
let dir: string;
let file: string;
const services: SearchService[] = [];

beforeEach(() => {
  kit = createTestKit([DOSSIER]);
  random = new SeededRandom(11);
  fx = seedRandomItems(kit, random, 60);
  dir = mkdtempSync(join(tmpdir(), 'index-background-'));
  file = join(dir, 'search-index.snapshot');
});
afterEach(() => {
  for (const service of services.splice(0)) service.saveIndex();
  kit.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A search service that builds in the background whatever the store's size (the server's threshold is 50,000 items). */
function backgroundService(): SearchService {
  const service = new SearchService({
    db: kit.db,
    registry: () => kit.registryRef.current,
    permissions: kit.permissions,
    now: () => kit.clock.now.getTime(),
    memoryIndex: true,
    indexSnapshotFile: file,
    backgroundIndexBuildFrom: 0,
    onIndexError: (error) => {
      throw error;
    },
  });
  services.push(service);
  return service;
}

const actorsOf = (): (Actor | null)[] => [fx.actors.admin, fx.actors.alice, fx.actors.carol, fx.actors.anonymous];
const named = (name: string): SearchRequest => ({ must: [{ kind: 'eq', prop: 'name', value: name }], facets: [{ field: 'status' }] });

/** Random requests as several actors: the automatic path answers exactly as SQL. */
function expectAutoSameAsSql(search: SearchService, count: number): void {
  const actors = actorsOf();
  for (let n = 0; n < count; n += 1) {
    const request = randomRequest(random);
    const actor = actors[n % actors.length] ?? null;
    expect(search.search(actor, request), JSON.stringify(request)).toEqual(search.searchBy('sql', actor, request));
  }
}

describe('building the index in the background', () => {
  it('answers on SQL while the worker builds, then on the index with the same results, writes made meanwhile included', async () => {
    const search = backgroundService();
    search.warmUp();
    expect(search.indexBuilding()).toBe(true);
    expect(() => search.searchBy('index', fx.actors.admin, named('x'))).toThrow(IndexCannotAnswer);
    // Writes while the worker reads (at once: a worker on PostgreSQL reads a small store faster than
    // twenty searches on SQL take there): each is visible to the writer's next search (SQL answers),
    // and the ones after the worker's read transaction reach the index through the change feed.
    const written: string[] = [];
    const settled = search.indexSettled();
    let building = true;
    void settled.then(() => {
      building = false;
    });
    for (let n = 0; building && n < 400; n += 1) {
      const id = kit.store.create('Project', { name: `During the build ${n}`, status: 'OPEN' }, SYSTEM_WRITER, { access: 'PUBLIC' }).$id;
      written.push(id);
      expect(search.search(null, named(`During the build ${n}`)).ids).toEqual([id]);
      changeSomeItems(kit, random, 2);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await settled;
    expect(search.indexBuilding()).toBe(false);
    expect(written.length).toBeGreaterThan(1);
    expectAutoSameAsSql(search, 20);
    for (const [n, id] of written.entries()) expect(search.searchBy('index', null, named(`During the build ${n}`)).ids).toEqual([id]);
    expect(search.indexFigures()?.source).toBe('tables');
    const actors = actorsOf();
    for (let n = 0; n < 80; n += 1) {
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
  });

  it('makes createMany derive in its transaction while the worker builds (it would take a deferred batch in without its rows)', async () => {
    const search = backgroundService();
    expect(mayDeferDerivation({ deferBulkDerivation: true, search })).toBe(true);
    search.warmUp();
    expect(search.indexBuilding()).toBe(true);
    expect(mayDeferDerivation({ deferBulkDerivation: true, search })).toBe(false);
    await search.indexSettled();
    expect(mayDeferDerivation({ deferBulkDerivation: true, search })).toBe(true);
    expect(mayDeferDerivation({ deferBulkDerivation: false, search })).toBe(false);
  });

  it('leaves the snapshot to the worker, and the next start reads it back in the worker, SQL answering meanwhile', async () => {
    const first = backgroundService();
    first.warmUp();
    await first.indexSettled();
    const written = first.snapshotFigures();
    expect(written?.megabytes).toBeGreaterThan(0);
    expect(readIndexSnapshot(file)?.meta.feed.seq).toBe(written?.seq);
    const created = kit.store.create('Project', { name: 'After the snapshot', status: 'OPEN' }, SYSTEM_WRITER, { access: 'PUBLIC' });
    const next = backgroundService();
    next.warmUp();
    expect(next.indexBuilding()).toBe(true);
    expect(next.search(null, named('After the snapshot')).ids).toEqual([created.$id]);
    await next.indexSettled();
    expect(next.indexFigures()?.source).toBe('snapshot');
    // The snapshot predates the create: the feed catch-up brings it in.
    expect(next.searchBy('index', null, named('After the snapshot')).ids).toEqual([created.$id]);
    expectAutoSameAsSql(next, 10);
  });

  it('builds from the tables when the snapshot read in the worker is damaged or of another store', async () => {
    const first = backgroundService();
    first.warmUp();
    await first.indexSettled();
    const bytes = readFileSync(file);
    // Damaged: the worker finds the checksum wrong and builds in the same run.
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    const damaged = backgroundService();
    damaged.warmUp();
    await damaged.indexSettled();
    expect(damaged.indexFigures()?.source).toBe('tables');
    // Of another store: whole, but the change row it names is not this database's; the main thread
    // refuses it and a build from the tables follows.
    const otherKit = createTestKit([DOSSIER]);
    seedRandomItems(otherKit, new SeededRandom(5), 70);
    const other = new SearchService({ db: otherKit.db, registry: () => otherKit.registryRef.current, permissions: otherKit.permissions, now: () => otherKit.clock.now.getTime(), memoryIndex: true, indexSnapshotFile: file });
    other.warmUp();
    other.saveIndex();
    otherKit.close();
    const refused = backgroundService();
    refused.warmUp();
    await refused.indexSettled();
    expect(refused.indexFigures()?.source).toBe('tables');
    expectAutoSameAsSql(refused, 10);
  });

  it('is ended by a shutdown under way, and the store stays searchable on SQL', () => {
    const search = backgroundService();
    search.warmUp();
    expect(search.indexBuilding()).toBe(true);
    search.saveIndex();
    expect(search.indexBuilding()).toBe(false);
    expectAutoSameAsSql(search, 5);
  });
});
