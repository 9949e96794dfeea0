import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_WRITER } from '../../items/itemStore';
import { adminActor } from '../../items/testing/testActors';
import { createTestKit, type TestKit } from '../../items/testing/testKit';
import type { SearchRequest } from '../searchRequest';
import { IndexCannotAnswer } from './slotTests';

/**
 * The index's change feed on a real PostgreSQL (TEST_DATABASE_URL): a writer on another connection
 * takes a change-row sequence value, and a later value commits first. The index must neither lose the
 * earlier change (moving its cursor past it) nor answer without the later one (the asker's own write).
 */
const url = process.env.TEST_DATABASE_URL?.trim() ?? '';
const admin = adminActor();
const projects: SearchRequest = { must: [{ kind: 'type', value: 'Project' }], facets: [{ field: 'status' }], sort: [{ key: '_i', order: 'asc' }] };

let kit: TestKit;
let writer: pg.Client;

describe.skipIf(url === '')('the search index feed on PostgreSQL: change rows committed out of sequence order', () => {
  beforeEach(async () => {
    kit = createTestKit();
    const schema = kit.db.prepare<[], string>('SELECT current_schema()').pluck().get() ?? 'public';
    writer = new pg.Client({ connectionString: url });
    await writer.connect();
    await writer.query(`SET search_path TO ${writer.escapeIdentifier(schema)}`);
  });
  afterEach(async () => {
    await writer.end();
    kit.close();
  });

  it('holds a later change back while an earlier one may commit, SQL answering meanwhile, and loses neither', async () => {
    const first = kit.store.create('Project', { name: 'First', status: 'OPEN' }, SYSTEM_WRITER);
    const second = kit.store.create('Project', { name: 'Second', status: 'OPEN' }, SYSTEM_WRITER);
    expect(kit.search.searchBy('index', admin, projects).facets.status).toEqual([{ key: 'OPEN', count: 2 }, { key: 'DONE', count: 0 }]);

    // Another writer marks First DONE the way ItemStore does (items row first, then its change row),
    // and keeps its transaction open: its change row holds the lower sequence value.
    await writer.query('BEGIN');
    await writer.query("UPDATE items SET u = u + 1, data = $1 WHERE id = $2", [JSON.stringify({ name: 'First', status: 'DONE' }), first.$id]);
    await writer.query("UPDATE item_values SET value_text = 'DONE' WHERE item_id = $1 AND field = 'status'", [first.$id]);
    await writer.query("INSERT INTO item_changes (item_id, u, ts, actor, op, changes) VALUES ($1, 2, '2024-06-15T12:00:00.000Z', 'system', 'update', '[]')", [first.$id]);

    // This connection's own write commits with a higher value: the next search must see it.
    kit.store.update(second.$id, { status: 'DONE' }, second._u, SYSTEM_WRITER);
    expect(() => kit.search.searchBy('index', admin, projects)).toThrow(IndexCannotAnswer);
    expect(kit.search.search(admin, projects).facets.status).toEqual([{ key: 'OPEN', count: 1 }, { key: 'DONE', count: 1 }]);

    await writer.query('COMMIT');
    const afterCommit = kit.search.searchBy('index', admin, projects);
    expect(afterCommit.facets.status).toEqual([{ key: 'OPEN', count: 0 }, { key: 'DONE', count: 2 }]);
    expect(afterCommit).toEqual(kit.search.searchBy('sql', admin, projects));
  });

  it('skips a value whose writer rolled back once that writer has ended', async () => {
    const first = kit.store.create('Project', { name: 'First', status: 'OPEN' }, SYSTEM_WRITER);
    kit.search.searchBy('index', admin, projects);
    await writer.query('BEGIN');
    await writer.query("UPDATE items SET u = u + 1 WHERE id = $1", [first.$id]);
    await writer.query("INSERT INTO item_changes (item_id, u, ts, actor, op, changes) VALUES ($1, 2, '2024-06-15T12:00:00.000Z', 'system', 'update', '[]')", [first.$id]);
    const second = kit.store.create('Project', { name: 'Second', status: 'DONE' }, SYSTEM_WRITER);
    await writer.query('ROLLBACK');
    // The first read after the rollback sees the gap; the next one finds its writer ended and skips it.
    kit.search.search(admin, projects);
    const reply = kit.search.searchBy('index', admin, projects);
    expect(reply.ids).toEqual([first.$id, second.$id]);
    expect(reply).toEqual(kit.search.searchBy('sql', admin, projects));
  });
});
