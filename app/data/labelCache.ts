/** The reader may not see the item: its label is not theirs to know (never shown as its raw id). */
export class LabelUnavailableError extends Error {
  constructor(readonly id: string) {
    super('notVisible');
  }
}

/** Fetches the answer of label/{id}. */
export type LabelFetcher = (id: string) => Promise<unknown>;

/** The label in an answer of label/{id}: the text itself, { label }, or a map naming the id. */
export function parseLabelReply(body: unknown, id: string): string | undefined {
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.label === 'string') return record.label;
  const labels = typeof record.labels === 'object' && record.labels !== null ? (record.labels as Record<string, unknown>) : record;
  const text = labels[id];
  return typeof text === 'string' ? text : undefined;
}

/**
 * Item labels for reference cells and pickers. Labels the server already sent (an item's $labels,
 * a search reply's labels) are seeded so most references never ask; the rest ask label/{id} once.
 */
export class LabelCache {
  private readonly labels = new Map<string, string>();
  private readonly loads = new Map<string, Promise<string>>();
  /** Ids the reader may not see: asked once, then refused without asking again. */
  private readonly unavailable = new Set<string>();
  private generation = 0;

  constructor(private readonly fetcher: LabelFetcher) {}

  peek(id: string): string | undefined {
    return this.labels.get(id);
  }

  seed(labels: Readonly<Record<string, string>> | undefined): void {
    for (const [id, label] of Object.entries(labels ?? {})) if (typeof label === 'string') this.labels.set(id, label);
  }

  /**
   * The $labels the server sent with items (readMany rows): names a read hook disclosed — people the
   * reader cannot open — then label grid cells and facet buckets of those rows instead of their ids.
   */
  seedFromItems(items: readonly { $labels?: unknown }[]): void {
    for (const item of items) {
      const labels = item.$labels;
      if (typeof labels === 'object' && labels !== null && !Array.isArray(labels)) this.seed(labels as Record<string, string>);
    }
  }

  /**
   * The label; rejects (LabelUnavailableError) when the item cannot be labelled for this reader
   * (not readable, missing), remembered so it is asked once. A readable item without a title is
   * labelled by its id, as the server answers.
   */
  load(id: string): Promise<string> {
    const hit = this.labels.get(id);
    if (hit !== undefined) return Promise.resolve(hit);
    if (this.unavailable.has(id)) return Promise.reject(new LabelUnavailableError(id));
    const running = this.loads.get(id);
    if (running) return running;
    const generation = this.generation;
    const load = this.fetcher(id).then(
      (body) => parseLabelReply(body, id),
      () => undefined,
    ).then((label) => {
      const current = generation === this.generation;
      if (current) this.loads.delete(id);
      if (label === undefined) {
        if (current) this.unavailable.add(id);
        throw new LabelUnavailableError(id);
      }
      if (current) this.labels.set(id, label);
      return label;
    });
    this.loads.set(id, load);
    return load;
  }

  clear(): void {
    this.generation += 1;
    this.labels.clear();
    this.loads.clear();
    this.unavailable.clear();
  }
}
