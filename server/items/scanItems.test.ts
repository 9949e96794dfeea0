import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scanItemPages, scanItems } from './scanItems';
import { createTestKit, type TestKit } from './testing/testKit';

const alice = { userId: 'User-10', admin: false };

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

async function pagesOf(pageSize: number): Promise<string[][]> {
  const pages: string[][] = [];
  for await (const page of scanItemPages(kit.db, 'Project', ['name'], pageSize)) pages.push(page.map((item) => `${item.id}:${String(item.fields.name)}`));
  return pages;
}

describe('scanItemPages', () => {
  it('reads the same items as scanItems, in pages by per-type index', async () => {
    const ids = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name) => kit.store.create('Project', { name }, alice).$id);
    kit.store.create('Organization', { name: 'Acme' }, alice);
    const whole = [...scanItems(kit.db, 'Project', ['name'])].map((item) => `${item.id}:${String(item.fields.name)}`);
    const pages = await pagesOf(2);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(whole);
    expect(pages.flat().map((entry) => entry.split(':')[0])).toEqual(ids);
    expect(await pagesOf(5)).toEqual([whole]);
  });

  it('lets writes in between pages show in later pages, and answers nothing for a type without items', async () => {
    const first = kit.store.create('Project', { name: 'One' }, alice);
    kit.store.create('Project', { name: 'Two' }, alice);
    const seen: string[] = [];
    for await (const page of scanItemPages(kit.db, 'Project', ['name'], 1)) {
      seen.push(...page.map((item) => String(item.fields.name)));
      // Written while the scan is between pages: the later page reads the store as it is then.
      if (seen.length === 1) kit.store.create('Project', { name: 'Three' }, alice);
    }
    expect(seen).toEqual(['One', 'Two', 'Three']);
    expect(first.$id).toBe('Project-1');
    expect(await pagesOf(10)).toHaveLength(1);
    const none: unknown[] = [];
    for await (const page of scanItemPages(kit.db, 'Organization', ['name'], 10)) none.push(page);
    expect(none).toEqual([]);
  });
});
