import { randomUUID } from 'node:crypto';
import type { Task } from '../../generated/types/core';
import { OperationError, type Actor, type Connection } from '../protocol/contract';

/** Pushes of background tasks (platform spec section 7). */
export const TASK_UPDATE_PUSH = 'taskUpdate';
export const TASK_COMPLETE_PUSH = 'taskComplete';

/** Thrown by TaskContext.checkCancelled once the task was killed. */
export class TaskCancelledError extends Error {
  constructor() {
    super('task cancelled');
    this.name = 'TaskCancelledError';
  }
}

/** What running work sees: report progress, notice a kill (cooperative cancellation). */
export interface TaskContext {
  readonly signal: AbortSignal;
  /** 0-100; pushed as taskUpdate when the whole percentage changes. */
  progress(percentageComplete: number): void;
  /** Throws TaskCancelledError when the task was killed; call it between steps. */
  checkCancelled(): void;
  /** A JSON result kept in the task's state (activeTask/{key}) and sent in taskComplete. */
  setResult(result: unknown): void;
}

/** Returns the result URI (a download, an item path) or nothing. */
export type TaskWork = (context: TaskContext) => Promise<string | undefined>;

/**
 * A task as clients see it (platform spec section 3, Task): resultURI is set on success, errorKey
 * on failure (taskFailed, taskKilled after killTask, or the userMessage of an OperationError the
 * work threw).
 */
export interface TaskState extends Pick<Task, 'key' | 'resultURI' | 'errorKey' | 'keyItem'>, Required<Pick<Task, 'started' | 'percentageComplete'>> {
  /** Set on success when the work set one (act/{action}/async: the action's reply). */
  result?: unknown;
  done: boolean;
}

interface TaskEntry {
  state: TaskState;
  /** Set by the work; published with the outcome when it succeeds. */
  result?: unknown;
  owner: string;
  controller: AbortController;
  listeners: Map<string, Connection>;
}

export interface StartOptions {
  /** User id that may kill the task (administrators may kill any); "vgn-0" for platform tasks. */
  owner: string;
  /** Socket to push progress to. */
  connection?: Connection;
  /** Item the task works on (spec: keyItem). */
  keyItem?: string;
  /** Stable key for tasks that must not run twice (e.g. "reindex:Project"); default a random UUID. */
  key?: string;
}

/** Tasks running on the other server nodes of a deployment (server/cluster/sharedTasks.ts). */
export interface TasksElsewhere {
  get(key: string): { state: TaskState; owner: string } | undefined;
  /** Asks the node running it to kill it. */
  kill(key: string): void;
}

/** Finished tasks kept for activeTask/{key} queries. */
const KEEP_FINISHED = 200;

/**
 * Runs background work outside the request that started it, pushing taskUpdate / taskComplete to
 * the starting socket and every socket that asked about the task, and stopping it on killTask.
 */
export class TaskRunner {
  private readonly tasks = new Map<string, TaskEntry>();
  private readonly pushListeners = new Set<(owner: string, o: string, b: unknown) => void>();
  private readonly stateListeners = new Set<(state: TaskState, owner: string) => void>();
  private elsewhere: TasksElsewhere | null = null;

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly onError: (key: string, error: unknown) => void = () => undefined,
  ) {}

  start(options: StartOptions, work: TaskWork): TaskState {
    const key = options.key ?? randomUUID();
    if (this.tasks.get(key)?.state.done === false) throw new Error(`task ${key} is already running`);
    const state: TaskState = { key, started: this.now().toISOString(), percentageComplete: 0, done: false };
    if (options.keyItem) state.keyItem = options.keyItem;
    const entry: TaskEntry = { state, owner: options.owner, controller: new AbortController(), listeners: new Map() };
    if (options.connection) entry.listeners.set(options.connection.id, options.connection);
    this.tasks.set(key, entry);
    this.told(entry);
    const context: TaskContext = {
      signal: entry.controller.signal,
      progress: (percentage) => this.progress(entry, percentage),
      checkCancelled: () => {
        if (entry.controller.signal.aborted) throw new TaskCancelledError();
      },
      setResult: (result) => {
        if (!entry.state.done) entry.result = result;
      },
    };
    // Started on the next turn so the caller can reply with the key before the first push.
    void Promise.resolve()
      .then(() => work(context))
      .then(
        (resultURI) => this.finish(entry, { ...(resultURI === undefined ? {} : { resultURI }), ...(entry.result === undefined ? {} : { result: entry.result }) }),
        (error: unknown) => {
          if (entry.controller.signal.aborted) return this.finish(entry, { errorKey: 'taskKilled' });
          // A refusal the work answers like an operation (notAllowed, notFound ...) is its outcome, not a fault.
          if (error instanceof OperationError) return this.finish(entry, { errorKey: error.userMessage });
          if (!(error instanceof TaskCancelledError)) this.onError(key, error);
          this.finish(entry, { errorKey: 'taskFailed' });
        },
      );
    return { ...state };
  }

  /** A task of this node, or else of another node of the deployment. */
  get(key: string): TaskState | undefined {
    const state = this.tasks.get(key)?.state ?? this.elsewhere?.get(key)?.state;
    return state ? { ...state } : undefined;
  }

  /** Several nodes: where tasks of the other nodes are found and killed (null: this node alone). */
  setElsewhere(elsewhere: TasksElsewhere | null): void {
    this.elsewhere = elsewhere;
  }

  /** Hears each task's state when it starts, progresses and ends (other nodes read it: setElsewhere). */
  onState(listener: (state: TaskState, owner: string) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Settles when the task is done (tests and shutdown). */
  async settled(key: string): Promise<TaskState | undefined> {
    while (this.tasks.get(key)?.state.done === false) await new Promise((resolve) => setImmediate(resolve));
    return this.get(key);
  }

  /** Hears every taskUpdate / taskComplete with the task's owner (other server nodes relay them to the owner's sockets). */
  onPush(listener: (owner: string, o: string, b: unknown) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  /** Adds a socket to the task's pushes (activeTask/{key}). */
  listen(key: string, connection: Connection): void {
    this.tasks.get(key)?.listeners.set(connection.id, connection);
  }

  /** Whether the actor may kill it: its owner, or an administrator. */
  mayKill(key: string, actor: Actor | null): boolean {
    const owner = this.tasks.get(key)?.owner ?? this.elsewhere?.get(key)?.owner;
    return owner !== undefined && actor !== null && (actor.admin || owner === actor.userId);
  }

  /**
   * Requests cancellation; the work stops at its next checkCancelled. A task of another node is
   * asked to stop there (its taskComplete follows from that node). False when not running.
   */
  kill(key: string): boolean {
    if (this.tasks.has(key)) return this.killHere(key);
    const remote = this.elsewhere?.get(key);
    if (!remote || remote.state.done) return false;
    this.elsewhere?.kill(key);
    return true;
  }

  /** Kills a task of this node only (another node's kill request). */
  killHere(key: string): boolean {
    const entry = this.tasks.get(key);
    if (!entry || entry.state.done) return false;
    entry.controller.abort();
    return true;
  }

  /** Running tasks of a user (for the help menu's list of active tasks). */
  activeFor(userId: string): TaskState[] {
    return [...this.tasks.values()].filter((e) => !e.state.done && e.owner === userId).map((e) => ({ ...e.state }));
  }

  /** Every running task (the administrators' server state). */
  active(): TaskState[] {
    return [...this.tasks.values()].filter((e) => !e.state.done).map((e) => ({ ...e.state }));
  }

  /** Stops every running task (server shutdown). */
  killAll(): void {
    for (const key of this.tasks.keys()) this.killHere(key);
  }

  private progress(entry: TaskEntry, percentage: number): void {
    const rounded = Math.max(0, Math.min(100, Math.floor(percentage)));
    if (entry.state.done || rounded === entry.state.percentageComplete) return;
    entry.state.percentageComplete = rounded;
    this.told(entry);
    this.push(entry, TASK_UPDATE_PUSH, { key: entry.state.key, percentageComplete: rounded });
  }

  private finish(entry: TaskEntry, outcome: { resultURI?: string; result?: unknown; errorKey?: string }): void {
    Object.assign(entry.state, outcome, { done: true });
    if (outcome.errorKey === undefined) entry.state.percentageComplete = 100;
    this.told(entry);
    this.push(entry, TASK_COMPLETE_PUSH, { key: entry.state.key, ...outcome });
    entry.listeners.clear();
    this.prune();
  }

  private told(entry: TaskEntry): void {
    for (const listener of this.stateListeners) listener({ ...entry.state }, entry.owner);
  }

  private push(entry: TaskEntry, o: string, b: unknown): void {
    for (const connection of entry.listeners.values()) if (connection.canPush) connection.push(o, b);
    for (const listener of this.pushListeners) listener(entry.owner, o, b);
  }

  private prune(): void {
    const finished = [...this.tasks.entries()].filter(([, e]) => e.state.done);
    for (const [key] of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) this.tasks.delete(key);
  }
}
