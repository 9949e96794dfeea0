import type { LovEntry } from '../../engine/react/services/engineServices';
import { parseLovReply } from './lovReply';

/** Fetches the raw answer of GET /lov/{locale}/{list}[/{ownerId}]. */
export type LovFetcher = (locale: string, list: string, ownerId?: string) => Promise<unknown>;

/**
 * Lists of values per locale (platform spec §7: cached, the cache cleared on locale change). One
 * request per list and owner however many fields ask at once; a failed load is not cached so the
 * next asker tries again.
 */
export class LovCache {
  private locale: string | undefined;
  private readonly entries = new Map<string, readonly LovEntry[]>();
  private readonly loads = new Map<string, Promise<readonly LovEntry[]>>();
  private generation = 0;

  constructor(private readonly fetcher: LovFetcher) {}

  peek(locale: string, list: string, ownerId?: string): readonly LovEntry[] | undefined {
    this.switchTo(locale);
    return this.entries.get(cacheKey(list, ownerId));
  }

  load(locale: string, list: string, ownerId?: string): Promise<readonly LovEntry[]> {
    this.switchTo(locale);
    const key = cacheKey(list, ownerId);
    const hit = this.entries.get(key);
    if (hit) return Promise.resolve(hit);
    const running = this.loads.get(key);
    if (running) return running;
    const generation = this.generation;
    const load = this.fetcher(locale, list, ownerId).then(
      (body) => {
        const entries = parseLovReply(body, locale, ownerId);
        if (generation === this.generation) {
          this.loads.delete(key);
          this.entries.set(key, entries);
        }
        return entries;
      },
      (error: unknown) => {
        if (generation === this.generation) this.loads.delete(key);
        throw error;
      },
    );
    this.loads.set(key, load);
    return load;
  }

  /** Forgets every list (a list's values were edited, the locale or user changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loads.clear();
  }

  private switchTo(locale: string): void {
    if (this.locale === locale) return;
    if (this.locale !== undefined) this.clear();
    this.locale = locale;
  }
}

function cacheKey(list: string, ownerId: string | undefined): string {
  return `${list}/${ownerId ?? ''}`;
}

/** The address of a list (owner-specific lists carry the owner id). */
export function lovPath(locale: string, list: string, ownerId?: string): string {
  const parts = [locale, list, ...(ownerId ? [ownerId] : [])].map(encodeURIComponent);
  return `/lov/${parts.join('/')}`;
}
