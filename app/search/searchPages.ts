import type { CachedItem } from '../net/itemCache';
import type { SearchReply, SearchRequest } from './searchProtocol';

/** One page of a search: the reply of search/ids and the hits' items in result order. */
export interface SearchPage {
  reply: SearchReply;
  rows: CachedItem[];
}

/** Runs one search/ids request (with its offset and max) and, withItems, reads the hits' items. */
export type PageFetcher = (request: SearchRequest, withItems: boolean) => Promise<SearchPage>;

/** Rows per server page; the grid's cache blocks have the same size. */
export const GRID_PAGE_SIZE = 100;

/**
 * The results of a search as the previous/next controls of an opened item see them: positions in
 * the whole result list, whether or not their page was loaded yet.
 */
export interface ResultList {
  readonly total: number;
  /** Position of a loaded id in the results, -1 when it was not loaded (or is no hit). */
  indexOf(id: string): number;
  /** The id at a position, when its page was loaded. */
  idAt(index: number): string | undefined;
  /** Asks the server for the id at a position (a page of one id). */
  fetchIdAt(index: number): Promise<string | undefined>;
}

type Listener = () => void;

/**
 * One search paged from the server (platform spec §9: a grid shows a window of the hits, never all
 * of them). The first page carries the facet counts and total the cell shows; later pages ask the
 * same search with an offset and without facets. Every id seen is kept with its position so that
 * previous/next can move across pages, and every page's total keeps the count current.
 */
export class SearchPages implements ResultList {
  private readonly idsByIndex = new Map<number, string>();
  private readonly indexById = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private readonly reloadListeners = new Set<Listener>();
  private readonly pushListeners = new Set<(item: CachedItem) => void>();
  private first: Promise<SearchPage> | undefined;
  private firstArrived: readonly CachedItem[] | undefined;
  /** Whether the first page's promise was handed to the grid already (a second ask fetches anew). */
  private firstServed = false;
  total = 0;

  constructor(
    /** The search without paging: its max and offset are set per page. */
    readonly request: SearchRequest,
    private readonly fetcher: PageFetcher,
    readonly pageSize: number = GRID_PAGE_SIZE,
  ) {}

  /** Ids whose position is known (loaded pages and fetched neighbours). */
  get loaded(): number {
    return this.idsByIndex.size;
  }

  /** The first page with the facet counts, fetched once until reload(). */
  firstPage(): Promise<SearchPage> {
    if (this.first === undefined) {
      const started = this.fetch(0, this.pageSize, true);
      this.first = started;
      started.then(
        (page) => {
          if (this.first === started) this.firstArrived = page.rows;
        },
        () => undefined, // the caller of firstPage() reports the failure
      );
    }
    return this.first;
  }

  /** The first page's rows once they arrived (shown as plain rows while the grid mounts). */
  get firstRows(): readonly CachedItem[] | undefined {
    return this.firstArrived;
  }

  /** Fetches the first page again (a pushed change may have moved hits) and tells the grid to reload its pages. */
  async reload(): Promise<SearchPage> {
    this.first = undefined;
    this.firstServed = false;
    const page = await this.firstPage();
    for (const listener of [...this.reloadListeners]) listener();
    return page;
  }

  /** Rows [start, end) of the results: the first page once from what the cell fetched, else from the server. */
  async rows(start: number, end: number): Promise<CachedItem[]> {
    if (start === 0 && end <= this.pageSize && !this.firstServed) {
      this.firstServed = true;
      return (await this.firstPage()).rows.slice(0, end);
    }
    return (await this.fetch(start, end - start, false)).rows;
  }

  indexOf(id: string): number {
    return this.indexById.get(id) ?? -1;
  }

  idAt(index: number): string | undefined {
    return this.idsByIndex.get(index);
  }

  async fetchIdAt(index: number): Promise<string | undefined> {
    if (index < 0 || (this.total > 0 && index >= this.total)) return undefined;
    const known = this.idsByIndex.get(index);
    if (known !== undefined) return known;
    await this.fetch(index, 1, false, false);
    return this.idsByIndex.get(index);
  }

  /** A pushed version of an item: the grid replaces its row if shown (a new order follows with reload). */
  push(item: CachedItem): void {
    for (const listener of [...this.pushListeners]) listener(item);
  }

  /** Called whenever positions or the total change. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onReload(listener: Listener): () => void {
    this.reloadListeners.add(listener);
    return () => this.reloadListeners.delete(listener);
  }

  onPush(listener: (item: CachedItem) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  private async fetch(offset: number, max: number, withFacets: boolean, withItems = true): Promise<SearchPage> {
    const { facets, ...rest } = this.request;
    const request: SearchRequest = { ...rest, ...(withFacets && facets ? { facets } : {}), offset, max, labels: withItems };
    const page = await this.fetcher(request, withItems);
    this.record(offset, page.reply);
    return page;
  }

  private record(offset: number, reply: SearchReply): void {
    reply.ids.forEach((id, n) => {
      const previous = this.idsByIndex.get(offset + n);
      if (previous !== undefined && previous !== id) this.indexById.delete(previous);
      const moved = this.indexById.get(id);
      if (moved !== undefined && moved !== offset + n) this.idsByIndex.delete(moved);
      this.idsByIndex.set(offset + n, id);
      this.indexById.set(id, offset + n);
    });
    this.total = reply.total;
    for (const listener of [...this.listeners]) listener();
  }
}
