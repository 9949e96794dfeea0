import { afterAll, describe, expect, it } from 'vitest';
import { seedAccessFixture } from '../items/testing/accessFixture';
import { createTestKit } from '../items/testing/testKit';
import { readableByFacts, ReadFactsReader } from './readFacts';

const kit = createTestKit();
const fixture = seedAccessFixture(kit);
// A grant, so the grantee clause is exercised too: carol may read daves notes.
kit.grants.set(fixture.projects.daves, 'User-4', ['read'], 'User-5');
afterAll(() => kit.close());

describe('the read rule over facts captured before a delete', () => {
  it('answers what the SQL read predicate answers, for every actor and access situation', () => {
    const reader = new ReadFactsReader(kit.db);
    const items = [...Object.values(fixture.projects), 'Organization-1', 'User-5'];
    const verdicts: string[] = [];
    for (const [name, actor] of Object.entries(fixture.actors)) {
      for (const id of items) {
        const facts = reader.read(id);
        if (!facts) throw new Error(`${id} missing`);
        const byFacts = readableByFacts(kit.permissions.viewerOf(actor), facts);
        expect(byFacts, `${name} reading ${id}`).toBe(kit.permissions.canRead(actor, id));
        if (byFacts) verdicts.push(`${name}:${id}`);
      }
    }
    // The comparison covers both answers: some reads allowed, some refused.
    expect(verdicts.length).toBeGreaterThan(10);
    expect(verdicts.length).toBeLessThan(Object.keys(fixture.actors).length * items.length);
    expect(verdicts).toContain('carol:' + fixture.projects.daves);
  });
});
