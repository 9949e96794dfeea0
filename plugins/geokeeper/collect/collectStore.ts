import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CollectChoices } from './collectTypes';

/** A photo taken for a record, kept on the device until its upload finished. */
export interface QueuedPhoto {
  key: string;
  name: string;
  type: string;
  blob: Blob;
  /** When it was taken (ms): part of the upload's fingerprint, so an interrupted upload resumes. */
  taken: number;
  /** The Attachment the finished upload became. */
  attachmentId?: string;
}

export type EntryStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** A trip or record made on the device, sent when the server can be reached. */
export interface QueuedEntry {
  /** The item's _uuid: a re-send after a lost answer finds the item made the first time. */
  uuid: string;
  userId: string;
  /** Creation order: trips are sent before their records. */
  seq: number;
  /** A trip, a record, or the end of a trip: its track and finish time, saved onto the trip (trackEntry.ts). */
  formType: 'trip' | 'record' | 'track';
  /** The trip (its uuid) a record was collected on, or a track belongs to. */
  tripUuid?: string;
  fields: Record<string, unknown>;
  photos: QueuedPhoto[];
  status: EntryStatus;
  /** Message id of why it failed (a refusal that a re-send would not change). */
  reason?: string;
  itemId?: string;
  attempts: number;
}

/** What the page remembers per user: its last choices and the trip being recorded. */
export interface CollectSession {
  userId: string;
  choices?: CollectChoices;
  programId?: string;
  tripFormId?: string;
  recordFormId?: string;
  tripUuid?: string;
  /** Device positions [longitude, latitude] while the trip is open (trackRecorder.ts). */
  track?: [number, number][];
  /** Consultations and organizations the next trip is about. */
  related?: string[];
}

interface CollectDb extends DBSchema {
  entries: { key: string; value: QueuedEntry; indexes: { byUser: string } };
  sessions: { key: string; value: CollectSession };
}

const DB_NAME = 'vgn-geokeeper-collect';
let opened: Promise<IDBPDatabase<CollectDb>> | undefined;

function db(): Promise<IDBPDatabase<CollectDb>> {
  opened ??= openDB<CollectDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('entries', { keyPath: 'uuid' }).createIndex('byUser', 'userId');
      database.createObjectStore('sessions', { keyPath: 'userId' });
    },
  });
  return opened;
}

/** The device's durable queue (IndexedDB): survives reloads, closed tabs and lost connections. */
export const collectStore = {
  async entries(userId: string): Promise<QueuedEntry[]> {
    const all = await (await db()).getAllFromIndex('entries', 'byUser', userId);
    return all.sort((a, b) => a.seq - b.seq);
  },
  async put(entry: QueuedEntry): Promise<void> {
    await (await db()).put('entries', entry);
  },
  async session(userId: string): Promise<CollectSession> {
    return (await (await db()).get('sessions', userId)) ?? { userId };
  },
  async saveSession(session: CollectSession): Promise<void> {
    await (await db()).put('sessions', session);
  },
};
