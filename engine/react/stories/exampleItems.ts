import type { Registry } from '../../registry/registry';
import type { ItemRecord } from '../views/itemRecord';

/** Fixed "now" of the stories, so relative times and examples read the same every time. */
export const STORY_NOW = new Date('2024-05-03T12:00:00Z');

/**
 * Every type's declared examples as stored items: ids {type}-{n}, system fields filled in as the
 * server would (created an hour before the story's "now" by User-1, the type's default access).
 */
export function exampleItems(registry: Registry): ItemRecord[] {
  const created = new Date(STORY_NOW.getTime() - 3600_000).toISOString();
  return [...registry.types.values()].flatMap((type) =>
    (type.declaration.examples ?? []).map((example, n): ItemRecord => ({
      ...(example as Record<string, unknown>),
      $id: `${type.key}-${n + 1}`,
      _t: type.key,
      _i: n + 1,
      _u: 1,
      _c: { ts: created, by: 'User-1' },
      $access: type.declaration.view?.defaultAccess ?? 'PROTECTED',
    })),
  );
}

/** The examples of one type. */
export function examplesOf(items: readonly ItemRecord[], type: string): ItemRecord[] {
  return items.filter((item) => item._t === type);
}
