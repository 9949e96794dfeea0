import type { WhatsNew } from '../../generated/types/core';
import { compareVersions } from '../overlays/versionCheck';

/** A WhatsNew item as the list and the menu count show it; body is left out when it is not text. */
export interface WhatsNewEntry extends Pick<WhatsNew, 'version' | 'title' | 'capability'>, Partial<Pick<WhatsNew, 'body'>> {
  id: WhatsNew['$id'];
}

/** Reads a WhatsNew item (core plugin type); undefined when it is not one. */
export function whatsNewEntryOf(item: unknown): WhatsNewEntry | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const r = item as Record<string, unknown>;
  if (typeof r.$id !== 'string' || typeof r.version !== 'string' || typeof r.title !== 'string') return undefined;
  const entry: WhatsNewEntry = { id: r.$id, version: r.version, title: r.title };
  if (typeof r.body === 'string') entry.body = r.body;
  if (typeof r.capability === 'string') entry.capability = r.capability;
  return entry;
}

/** Entries the user has not seen: newer than user.whatsNewLast (all when the user never looked). */
export function unseenCount(entries: readonly WhatsNewEntry[], lastSeen: string | undefined): number {
  if (lastSeen === undefined || lastSeen === '') return entries.length;
  return entries.filter((e) => compareVersions(e.version, lastSeen) > 0).length;
}

/** The newest version among the entries (what whatsNewLast becomes once the user opened the list). */
export function newestVersion(entries: readonly WhatsNewEntry[]): string | undefined {
  return entries.reduce<string | undefined>((best, e) => (best === undefined || compareVersions(e.version, best) > 0 ? e.version : best), undefined);
}

/** Newest first, as the list and the menu show them. */
export function sortByVersion(entries: readonly WhatsNewEntry[]): WhatsNewEntry[] {
  return [...entries].sort((a, b) => compareVersions(b.version, a.version));
}
