import type { ItemChange, ItemFields, ItemJson, Writer } from '../protocol/item';
import type { Actor, OperationHandler } from '../protocol/operations';
import type { SearchReply, SearchRequest } from '../protocol/searchWire';
import type { Registry } from '../registry/registry';
import type { PluginRoute } from './pluginRoute';
import type { PluginDemoSeeder } from './demoSeed';
import type { StepBehaviours } from './stepBehaviour';
import type { WriteRule } from './writeRule';

/**
 * The contract of a plugin's server entry (`plugins/<key>/server.ts`). The server discovers the
 * entry, calls `setup` once at start (plugins in dependsOn order, before the server listens) and
 * hands it this context. Everything a plugin registers is live from the first request and applies
 * to every write, read and push, exactly as the platform's own rules do.
 */
export interface ServerPluginContext {
  /** The plugin's key (its folder name). */
  readonly plugin: string;
  /** The current registry (rebuilt when administrators change run-time types). */
  registry(): Registry;
  log: PluginLogger;
  /** Socket and HTTP (POST /api/item) operations: `operations.register('act/probe', handler)`. */
  operations: {
    register(prefix: string, handler: OperationHandler, options?: { anonymous?: boolean }): void;
    /**
     * Runs a registered operation in-process as `actor`, with every check its handler makes (one
     * plugin using another's: consult applies a response workflow through act/workflow). A
     * synchronous handler answers synchronously, so the call may sit inside `items.transaction`;
     * refusals throw the handler's OperationError. No connection: pushes are dropped.
     */
    call(o: string, actor: Actor, body?: unknown): unknown;
  };
  /** Who may write a type beyond what its declaration says; consulted by create, update and delete. */
  writeRules: { register(type: string, rule: WriteRule): void };
  hooks: PluginHooks;
  items: PluginItems;
  /** Reads of a whole type at once, for indexes a plugin keeps itself (map tiles). */
  bulkItems: PluginBulkItems;
  /** Business events: an Event item on the context item's timeline, and notifications for its followers. */
  events: {
    emit(event: PluginEvent, by?: Writer): ItemJson;
    /**
     * What a write of the type means to its followers: an answer is recorded as the write's one
     * event (its kind and text, the platform's diff and readers kept) instead of ITEM_CREATED,
     * ITEM_UPDATED …; undefined keeps the platform event. Only writes that record events (types
     * declaring notify, written by a user) are described.
     */
    describe(type: string, describer: (change: ItemChange) => PluginEvent | undefined): void;
  };
  /** Background work with progress, cancellable by its starter (platform spec: tasks). */
  tasks: { start(options: PluginTaskOptions, work: PluginTaskWork): { key: string } };
  /**
   * Work done once per store, e.g. bringing what an older build wrote up to date: it runs in the
   * background once every plugin is set up (never holding the start), and a marker kept in the
   * store once it completes makes later starts skip it. Work that fails or is cut short by a stop
   * runs again at the next start, so it must be idempotent. `name` is the plugin's own.
   */
  once(name: string, work: (signal: AbortSignal) => Promise<void>): void;
  /** Runs `job` every `everyMs` while the server runs (first run after one period); failures are logged. */
  schedule(name: string, everyMs: number, job: () => void | Promise<void>): void;
  /**
   * Persisted one-shot timers (reminders, deadlines) that survive restarts and fire exactly once, at
   * most TIMER_POLL late. Kinds are the plugin's own (namespaced by its key). The handler runs inside
   * the transaction that removes the timer, so it must be synchronous: its store writes commit with it.
   */
  timers: PluginTimers;
  /**
   * Demo data (DEMO_DATA=1): the seeder runs once, on the first start of an empty store, after the
   * seeders of the plugins this one depends on and in one transaction with them (engine/plugin/demoSeed.ts).
   */
  demo: { seed(seeder: PluginDemoSeeder): void };
  /**
   * Server behaviour of workflow step kinds (engine/plugin/stepBehaviour.ts): any plugin adds one to
   * a kind it declares; the workflow plugin runs them inside each action's transaction.
   */
  steps: StepBehaviours;
  /** Uploaded content (POST /api/attachment) that a plugin reads itself, as an import reads its source file, or makes (a generated PDF). */
  files: PluginFiles;
  /**
   * E-mail to any address (people outside the platform too), through the server's mailer (SMTP_URL
   * when set, else the outbox table); inside `items.transaction` it is sent only once the transaction committed.
   */
  mail: PluginMail;
  /** HTTP routes beyond the envelope protocol (downloads, webhooks); the actor is resolved from the bearer token. */
  http: { route(route: PluginRoute): void };
  /** Runs when the server closes, in reverse order of registration. */
  onClose(cleanup: () => void | Promise<void>): void;
}

export interface PluginFiles {
  /** The stored content of an Attachment the actor may read; undefined when it is missing or unreadable. */
  content(actor: Actor | null, attachmentId: string): PluginFileContent | undefined;
  /**
   * The stored content of an Attachment without a permission check, for a plugin that already
   * decided (the reader of a Basemap reads its archive, as the reader of an item sees its avatar).
   */
  contentOf(attachmentId: string): PluginFileContent | undefined;
  /**
   * Stores bytes a plugin made as an upload of `actor` would be stored: the content by digest, a File
   * and an Attachment item written by the actor, related to `relation`'s item (whose readers then
   * read it). Refused like an upload: empty, over MAX_UPLOAD_BYTES, related item unreadable.
   */
  store(actor: Actor, file: PluginNewFile, relation?: PluginFileRelation): ItemJson;
  /**
   * Only the content, by digest: the fields of the File item that names it (repo, name, size,
   * sha256), for a demo seeder that creates the File and Attachment items itself with its stamps.
   */
  storeContent(bytes: Uint8Array): PluginStoredContent;
}

export interface PluginStoredContent {
  repo: string;
  name: string;
  size: number;
  sha256: string;
}

export interface PluginNewFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The item an attachment belongs to (an Attachment's relType, relIndex and relProp). */
export interface PluginFileRelation {
  relType: string;
  relIndex: number;
  relProp?: string;
}

export interface PluginMail {
  /**
   * Sends one mail to one address; attachments name stored Attachments (their content goes with the
   * mail, refused at once when missing). A failed delivery is logged, never thrown to the caller.
   */
  send(message: PluginMailMessage): void;
}

export interface PluginMailMessage {
  to: string;
  subject: string;
  text: string;
  attachmentIds?: string[];
}

export interface PluginFileContent {
  /** Local path of the bytes (content-addressed, never changed once stored): read it, never write it. */
  path: string;
  size: number;
  sha256: string;
  contentType: string;
  /** The name the uploader gave the file. */
  fileName: string;
}

export interface PluginTimers {
  handle(kind: string, handler: (timer: PluginDueTimer) => void): void;
  /** Sets the timer, or moves it when kind and key exist (a new due time, the new payload). */
  set(kind: string, key: string, dueAt: Date | string, payload?: unknown): void;
  cancel(kind: string, key: string): void;
}

export interface PluginDueTimer {
  key: string;
  /** When it was due (ISO). */
  dueAt: string;
  payload: unknown;
}

export interface PluginLogger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface PluginHooks {
  /** Runs inside the write's transaction after validation and permission checks; throw to refuse. */
  beforeWrite(type: string, hook: (write: Parameters<WriteRule['check']>[0]) => void): void;
  /**
   * Runs after the write committed (a failing hook is logged and never undoes the write), on the
   * node that wrote. `everyNode`: also for writes other server nodes sharing the store committed
   * (CLUSTER=sqlite), for caches a plugin keeps; such a change has no `previous`, and a deleted item
   * is the item as it was. Never for effects that must happen once (writes, mails).
   */
  afterWrite(type: string, hook: (change: ItemChange) => void, options?: { everyNode?: boolean }): void;
  /** Shapes an item of the type every time it leaves the server (reads, search hits, pushes); must be pure and cheap. */
  onRead(type: string, hook: (item: ItemJson) => ItemJson): void;
}

/** The item store as a plugin uses it. Reads as an actor answer only what that actor may read. */
export interface PluginItems {
  /** The stored item, unchecked: for rules and hooks that decide on what the asker cannot see. */
  get(id: string): ItemJson | undefined;
  /** The item when the actor may read it. */
  read(actor: Actor | null, id: string): ItemJson | undefined;
  can(actor: Actor | null, id: string, action: 'read' | 'update' | 'delete'): boolean;
  search(actor: Actor | null, request: SearchRequest): SearchReply;
  /** Validated writes; permission checks are the caller's (use `can`), except that the writer must be known. */
  create(type: string, fields: ItemFields, writer: Writer): ItemJson;
  /**
   * Creates items of one type as createMany/{type} does: validated, in one transaction, all or none
   * (a refusal lists the refused ones by index: `details.errors`), far faster than one create each.
   * Optional only so that hand-made stand-ins of this interface in tests need not provide it.
   */
  createMany?(type: string, items: readonly ItemFields[], writer: Writer): ItemJson[];
  update(id: string, patch: ItemFields, expectedU: number, writer: Writer): ItemJson;
  /**
   * Lets principals (Users, Contacts, Organizations) read an item, as a platform grant (by vgn-0):
   * files attached to a record before it existed (uploaded from a create form) become readable by
   * the record's readers. Principals already holding a grant on the item keep theirs. Optional
   * only so that hand-made stand-ins of this interface in tests need not provide it.
   */
  shareRead?(id: string, principals: readonly string[]): void;
  /**
   * Runs `work` in one store transaction: its writes (items, events, timers) commit together or not
   * at all (a throw rolls all back). Synchronous; transactions nest.
   */
  transaction<T>(work: () => T): T;
}

/** Whole-type reads in one SQL pass each. */
export interface PluginBulkItems {
  /**
   * Every stored item of a type with only the named top-level fields, unchecked (like `get`),
   * streamed from one SQL pass; filter per reader with `readableIdsOfType`. Consume it
   * synchronously: the store answers nothing else meanwhile.
   */
  scan(type: string, fields: readonly string[]): IterableIterator<ScannedItem>;
  /**
   * The same items in pages (default 2,000), the event loop free between pages so the server keeps
   * answering: for work done in the background (e.g. an index built at start). A write between
   * pages shows in a later page if its item comes later; follow `hooks.afterWrite` meanwhile to
   * catch the rest.
   */
  scanPages(type: string, fields: readonly string[], pageSize?: number): AsyncIterableIterator<ScannedItem[]>;
  /** Ids of every item of a type the actor may read, by the same rule as `items.read`. */
  readableIdsOfType(actor: Actor | null, type: string): Set<string>;
}

/** One item of a bulk scan: its id and the fields asked for (absent ones left out). */
export interface ScannedItem {
  id: string;
  fields: Record<string, unknown>;
}

/** An Event item's fields (plugins/core/types/Event.type.json). */
export interface PluginEvent {
  /** Event kind, e.g. CNS_SUBMITTED; its text is the message `events.{kind}`. */
  kind: string;
  /** The item the event is about (its timeline shows it). */
  context: string;
  subContext?: string;
  /** Further people, contacts or organizations to notify. */
  also?: string[];
  /** Free text shown with the event on the timeline. */
  description?: string;
  /** Values of the message events.{kind}: plain text, or message ids that readers see translated. */
  params?: Record<string, string>;
}

export interface PluginTaskOptions {
  /** The user who may follow and kill the task; "vgn-0" for the platform's own work. */
  owner: string;
  /** Item the task works on. */
  keyItem?: string;
  /** Stable key for work that must not run twice at once; default a random UUID. */
  key?: string;
}

export interface PluginTaskContext {
  readonly signal: AbortSignal;
  progress(percentageComplete: number): void;
  checkCancelled(): void;
  setResult(result: unknown): void;
}

export type PluginTaskWork = (context: PluginTaskContext) => Promise<string | undefined>;

/** What `plugins/<key>/server.ts` exports as `serverPlugin`. */
export interface ServerPlugin {
  setup(context: ServerPluginContext): void | Promise<void>;
}

/** Identity helper that gives a plugin's server entry its types: `export const serverPlugin = defineServerPlugin({ setup(ctx) { … } })`. */
export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  return plugin;
}

/** The named export the server looks for in a plugin's server entry. */
export const SERVER_ENTRY_EXPORT = 'serverPlugin';
