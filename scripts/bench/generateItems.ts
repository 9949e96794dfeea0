import type { ItemFields } from '../../server/items/itemShape';
import type { ItemStore, Writer } from '../../server/items/itemStore';
import {
  COMMLOG_DIRECTIONS,
  COMMLOG_NOTES,
  COMMLOG_OPENERS,
  COMMLOG_TOPICS,
  COMMLOG_TYPES,
  EMAIL_DOMAINS,
  emailLocal,
  FIRST_NAMES,
  LAST_NAMES,
  ORG_KINDS,
  ORG_PREFIXES,
  phoneNumber,
  Random,
  USER_STATES,
} from './fakeData';

const DAY_MS = 86_400_000;
/** Items per createMany (its limit): large enough that commits (fsync) do not dominate. */
const BATCH = 10_000;
const STAFF_USERS = 20;
const MAX_ORGANIZATIONS = 500;

export interface GeneratedData {
  organizations: string[];
  staff: string[];
  contacts: string[];
  commLogs: string[];
  /** Contacts and CommLogs by owning organization (who a member of that organization reads). */
  ownedBy: Map<string, string[]>;
  total: number;
  seconds: number;
  itemsPerSecond: number;
}

export interface GenerateOptions {
  /** Items to create in all (organizations, staff users, contacts and communication logs). */
  total: number;
  /** Writes with raw creation stamps: an administrator. */
  writer: Writer;
  seed?: number;
  now?: number;
  onProgress?: (done: number, total: number) => void;
}

/** How many of each type make up `total` items: ~500 organizations, 40% contacts, 60% logs. */
export function plannedCounts(total: number): { organizations: number; staff: number; contacts: number; commLogs: number } {
  const staff = Math.min(STAFF_USERS, Math.max(1, Math.floor(total / 1000)));
  const organizations = Math.min(MAX_ORGANIZATIONS, Math.max(1, Math.floor(total / 20)));
  const rest = Math.max(0, total - staff - organizations);
  const contacts = Math.floor(rest * 0.4);
  return { organizations, staff, contacts, commLogs: rest - contacts };
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function organizationFields(random: Random, n: number): ItemFields {
  const prefix = ORG_PREFIXES[n % ORG_PREFIXES.length] ?? 'Lake';
  const [kind, type, industry] = ORG_KINDS[Math.floor(n / ORG_PREFIXES.length) % ORG_KINDS.length] ?? ['Group', 'OTHER', 'Other'];
  const round = Math.floor(n / (ORG_PREFIXES.length * ORG_KINDS.length));
  const displayName = round === 0 ? `${prefix} ${kind}` : `${prefix} ${kind} ${round + 1}`;
  const slug = displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const fields: ItemFields = { displayName, type, industry, website: `https://${slug}.example.com` };
  if (random.chance(0.5)) fields.legalName = `${displayName} Council`;
  return fields;
}

export function contactFields(random: Random, organizations: readonly string[], serial: number): ItemFields {
  const firstName = random.skewed(FIRST_NAMES);
  const lastName = random.skewed(LAST_NAMES);
  const fields: ItemFields = { firstName, lastName };
  if (random.chance(0.15)) fields.middleName = random.pick(FIRST_NAMES);
  if (random.chance(0.85)) fields.email = `${emailLocal(firstName, lastName, serial)}@${random.pick(EMAIL_DOMAINS)}`;
  if (random.chance(0.5)) fields.mobilePhone = phoneNumber(random);
  if (random.chance(0.6)) fields.officePhone = phoneNumber(random);
  if (random.chance(0.95)) fields.assigned = random.skewed(organizations);
  if (random.chance(0.4)) fields.userState = random.weighted(USER_STATES);
  return fields;
}

export function commLogFields(random: Random, organizations: readonly string[], contacts: readonly string[], now: number): ItemFields {
  const fields: ItemFields = {
    owner: random.skewed(organizations),
    subject: `${random.pick(COMMLOG_OPENERS)} ${random.pick(COMMLOG_TOPICS)}`,
    // From 600 days ago to 200 days ahead, so both past and future date facets have counts.
    date: isoDate(now - 600 * DAY_MS + random.int(800) * DAY_MS),
    type: random.weighted(COMMLOG_TYPES),
    direction: random.weighted(COMMLOG_DIRECTIONS),
  };
  if (contacts.length > 0 && random.chance(0.4)) fields.context = random.pick(contacts);
  if (random.chance(0.3)) fields.notes = random.pick(COMMLOG_NOTES);
  return fields;
}

/**
 * Fills the store through the real ItemStore.createMany (validation, index rows, full-text rows,
 * access rows, change log: the write path of createMany/{type}), BATCH items per call and commit.
 * Creation stamps are spread over the past two years and over the staff users. Yields to the event
 * loop between batches, so an interrupt (Ctrl-C) is handled during a long load.
 */
export async function generateItems(store: ItemStore, options: GenerateOptions): Promise<GeneratedData> {
  const random = new Random(options.seed ?? 20240615);
  const now = options.now ?? Date.now();
  const counts = plannedCounts(options.total);
  const total = counts.organizations + counts.staff + counts.contacts + counts.commLogs;
  const data: GeneratedData = { organizations: [], staff: [], contacts: [], commLogs: [], ownedBy: new Map(), total, seconds: 0, itemsPerSecond: 0 };
  const started = performance.now();
  let done = 0;
  let lastReport = 0;

  const stamp = (): { ts: string; by: string } => ({
    ts: new Date(now - random.int(730 * DAY_MS)).toISOString(),
    by: data.staff.length > 0 ? random.skewed(data.staff) : options.writer.userId,
  });
  const own = (org: unknown, id: string): void => {
    if (typeof org !== 'string') return;
    const list = data.ownedBy.get(org) ?? [];
    list.push(id);
    data.ownedBy.set(org, list);
  };
  // Each step makes one type; `made` notes the new item's id where later steps and figures need it.
  const steps: { type: string; count: number; fields: (n: number) => ItemFields; made: (id: string, fields: ItemFields) => void }[] = [
    {
      type: 'User',
      count: counts.staff,
      fields: (n) => ({ name: `Staff ${n + 1}`, email: `staff${n + 1}@bench.example.com`, capabilities: { Core: true, Org: true } }),
      made: (id) => data.staff.push(id),
    },
    { type: 'Organization', count: counts.organizations, fields: (n) => organizationFields(random, n), made: (id) => data.organizations.push(id) },
    {
      type: 'Contact',
      count: counts.contacts,
      fields: (n) => contactFields(random, data.organizations, n),
      made: (id, fields) => {
        data.contacts.push(id);
        own(fields.assigned, id);
      },
    },
    {
      type: 'CommLog',
      count: counts.commLogs,
      fields: () => commLogFields(random, data.organizations, data.contacts, now),
      made: (id, fields) => {
        data.commLogs.push(id);
        own(fields.owner, id);
      },
    },
  ];

  for (const step of steps) {
    for (let first = 0; first < step.count; first += BATCH) {
      const last = Math.min(step.count, first + BATCH);
      const batch = Array.from({ length: last - first }, (_, k) => ({ fields: step.fields(first + k), options: { created: stamp() } }));
      // The bulk write path of createMany/{type}: one transaction, ids reserved once, multi-row inserts.
      const stored = store.createMany(step.type, batch, options.writer);
      stored.forEach((item, k) => step.made(item.$id, batch[k]?.fields ?? {}));
      done += last - first;
      await new Promise((resolve) => setImmediate(resolve));
      if (options.onProgress && (done - lastReport >= total / 20 || done === total)) {
        lastReport = done;
        options.onProgress(done, total);
      }
    }
  }
  data.seconds = (performance.now() - started) / 1000;
  data.itemsPerSecond = data.seconds > 0 ? total / data.seconds : 0;
  return data;
}
