import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import { SYSTEM_WRITER, type ItemChange } from '../../../engine/protocol/item';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * After a version is added: it gets the next number and the agreement's owner and other party (so
 * the agreement's readers read it), the agreement counts it and shows the newest date, and its files
 * are shared with those readers — they were uploaded from the create form, before the version
 * existed. Written by the platform, so the version's own CREATED event is the only one.
 */
export function recordVersion(items: PluginItems, change: ItemChange): void {
  // A version that already has its number was written whole by the platform (demo data, imports).
  if (change.op !== 'create' || typeof change.item.agreement !== 'string' || change.item.number !== undefined) return;
  const agreement = items.get(change.item.agreement);
  if (agreement === undefined) return;
  const count = (typeof agreement.versions === 'number' ? agreement.versions : 0) + 1;
  items.transaction(() => {
    const parties = Object.fromEntries((['owner', 'with'] as const).filter((field) => typeof agreement[field] === 'string').map((field) => [field, agreement[field]]));
    items.update(change.item.$id, { number: count, ...parties }, change.item._u, SYSTEM_WRITER);
    const date = typeof change.item.date === 'string' ? change.item.date : undefined;
    const newest = typeof agreement.currentVersionDate === 'string' && date !== undefined && agreement.currentVersionDate > date ? agreement.currentVersionDate : date;
    items.update(agreement.$id, { versions: count, ...(newest === undefined ? {} : { currentVersionDate: newest }) }, agreement._u, SYSTEM_WRITER);
  });
  const readers = [...new Set([agreement.owner, agreement.with, agreement._c.by].filter((id): id is string => typeof id === 'string'))];
  for (const file of strings(change.item.files)) items.shareRead?.(file, readers);
}
