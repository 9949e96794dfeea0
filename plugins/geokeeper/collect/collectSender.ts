import { collectStore, type QueuedEntry } from './collectStore';
import { trackUpdate } from './trackEntry';
import { uploadPhoto } from './uploadPhoto';

export interface SenderDeps {
  userId: string;
  send(o: string, b?: unknown): Promise<unknown>;
  authorization(): string | undefined;
  /** Called whenever an entry's status changed (the page re-reads the queue). */
  onChange(): void;
  /** Whether the server answered last time the page asked (reachability.ts). */
  reachable(): boolean;
  /** A send failed for want of a connection: the page starts asking again whether the server answers. */
  onUnreachable(): void;
}

const CREATE = 'create/GeoKeeperFieldData';
/** Longest wait between retries while the server cannot be reached. */
const MAX_BACKOFF_MS = 60_000;
/** An answer that takes longer counts as a lost connection (the entry is retried; its uuid keeps it single). */
const SEND_TIMEOUT_MS = 30_000;

/** Refusals a re-send would not change, by the server's message id, and the text the page shows for them. */
function reasonOf(message: string): string | undefined {
  if (message.startsWith('geokeeper.errors.') || message === 'errors.uuidTaken') return message;
  if (message === 'uuidTaken') return 'errors.uuidTaken';
  if (message === 'validationFailed') return 'geokeeper.collect.reason.invalid';
  if (message === 'notAllowed' || message === 'identFailed' || message === 'tokenExpired') return 'geokeeper.collect.reason.notAllowed';
  if (/\b413\b|fileTooLarge/.test(message)) return 'geokeeper.collect.reason.tooLarge';
  if (message === 'invalidId' || message === 'notFound') return 'geokeeper.collect.reason.gone';
  return undefined;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), SEND_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Sends the device's queue, oldest first, whenever the server answers: on start, on the `online`
 * event, when the page finds the server again, after each new entry, and on retries with a doubling
 * delay while sends fail for want of a connection. A trip goes before its records (they name its server id)
 * and its end (track and finish time, an update of the trip). Photos and videos go first, through
 * resumable uploads; then the item, with its `_uuid`, so an answer lost on the way makes a re-send
 * find the same item. Refusals that a re-send would not change fail with their reason.
 */
export class CollectSender {
  private running = false;
  private again = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly deps: SenderDeps) {}

  start(): void {
    window.addEventListener('online', this.kick);
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.kick);
    clearTimeout(this.timer);
  }

  readonly kick = (): void => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run();
  };

  private async run(): Promise<void> {
    this.running = true;
    clearTimeout(this.timer);
    try {
      do {
        this.again = false;
        await this.pass();
      } while (this.again && !this.stopped);
    } finally {
      this.running = false;
    }
  }

  private async pass(): Promise<void> {
    if (!this.deps.reachable()) return;
    const entries = await collectStore.entries(this.deps.userId);
    const trips = new Map(entries.filter((entry) => entry.formType === 'trip').map((entry) => [entry.uuid, entry]));
    for (const entry of entries) {
      if (entry.status === 'sent' || entry.status === 'failed') continue;
      const trip = entry.tripUuid === undefined ? undefined : trips.get(entry.tripUuid);
      if (trip?.status === 'failed') {
        await this.save(entry, { status: 'failed', reason: 'geokeeper.collect.reason.tripFailed' });
        continue;
      }
      if (trip && trip.itemId === undefined) continue;
      try {
        await this.sendOne(entry, trip?.itemId);
      } catch (error) {
        const reason = navigator.onLine ? reasonOf(error instanceof Error ? error.message : String(error)) : undefined;
        if (reason !== undefined) {
          await this.save(entry, { status: 'failed', reason });
          continue;
        }
        await this.save(entry, { status: 'queued', attempts: entry.attempts + 1 });
        this.deps.onUnreachable();
        this.retryLater();
        return;
      }
    }
    this.failures = 0;
  }

  private retryLater(): void {
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.failures);
    this.failures += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(this.kick, delay);
  }

  private async sendOne(entry: QueuedEntry, tripId: string | undefined): Promise<void> {
    await this.save(entry, { status: 'sending' });
    if (entry.formType === 'track') return this.sendTrack(entry, tripId);
    const authorization = this.deps.authorization();
    if (authorization === undefined) throw new Error('notAllowed');
    for (const photo of entry.photos) {
      if (photo.attachmentId !== undefined) continue;
      photo.attachmentId = await uploadPhoto(photo, authorization);
      await collectStore.put(entry);
    }
    const media = entry.photos.flatMap((photo) => (photo.attachmentId === undefined ? [] : [photo.attachmentId]));
    const body = { ...entry.fields, _uuid: entry.uuid, ...(tripId === undefined ? {} : { trip: tripId }), ...(media.length > 0 ? { media } : {}) };
    const item = (await withTimeout(this.deps.send(CREATE, body))) as { $id: string };
    // The trip's records later in this pass read its itemId from this same object.
    await this.save(entry, { status: 'sent', itemId: item.$id, reason: undefined });
  }

  /** The end of a trip: its track and finish time onto the trip as it is now (read for its `_u`; sending it again only writes the same again). */
  private async sendTrack(entry: QueuedEntry, tripId: string | undefined): Promise<void> {
    if (tripId === undefined) throw new Error('notFound');
    const trip = (await withTimeout(this.deps.send(`read/${tripId}`))) as { _u: number } | undefined;
    if (!trip) throw new Error('notFound');
    await withTimeout(this.deps.send('update', trackUpdate(entry, tripId, trip._u)));
    await this.save(entry, { status: 'sent', itemId: tripId, reason: undefined });
  }

  private async save(entry: QueuedEntry, change: Partial<QueuedEntry>): Promise<void> {
    Object.assign(entry, change);
    if (change.reason === undefined && 'reason' in change) delete entry.reason;
    await collectStore.put(entry);
    this.deps.onChange();
  }
}
