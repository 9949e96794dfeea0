import type { SqlClient, SqlStatement } from '../db/sqlClient';

/** One statement the connection ran, with the values it was given. */
export interface ExecutedStatement {
  source: string;
  args: unknown[];
}

/** A statement's query plan as SQLite chose it for the values it ran with. */
export interface StatementPlan {
  source: string;
  /** EXPLAIN QUERY PLAN details, e.g. "SEARCH items USING INDEX …" or "SCAN timers". */
  details: string[];
}

const EXECUTING_METHODS = ['run', 'get', 'all', 'iterate'] as const;
type ExecutingMethod = (typeof EXECUTING_METHODS)[number];
type Method = (this: SqlStatement, ...args: unknown[]) => unknown;

/**
 * Records every prepared statement the process executes while `recording` is on: better-sqlite3's
 * Statement methods are wrapped on their shared prototype, so statements the server prepared at
 * start are seen too. Only one recorder may be installed at a time; `uninstall` restores the methods.
 */
export class StatementRecorder {
  private readonly executed: ExecutedStatement[] = [];
  private readonly originals = new Map<ExecutingMethod, Method>();
  private readonly prototype: Record<ExecutingMethod, Method>;
  private recording = false;

  constructor(db: SqlClient) {
    this.prototype = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<ExecutingMethod, Method>;
    for (const name of EXECUTING_METHODS) {
      const original = this.prototype[name];
      this.originals.set(name, original);
      const record = (statement: SqlStatement, args: unknown[]): void => {
        if (this.recording) this.executed.push({ source: statement.source, args });
      };
      this.prototype[name] = function (this: SqlStatement, ...args: unknown[]): unknown {
        record(this, args);
        return original.apply(this, args);
      };
    }
  }

  /** Runs `work` while recording and answers the statements it executed (also those of async work it awaits). */
  async during(work: () => Promise<void>): Promise<ExecutedStatement[]> {
    const first = this.executed.length;
    this.recording = true;
    try {
      await work();
    } finally {
      this.recording = false;
    }
    return this.executed.slice(first);
  }

  /** Runs synchronous `work` while recording: its result and the statements it executed. */
  record<T>(work: () => T): { result: T; executed: ExecutedStatement[] } {
    const first = this.executed.length;
    this.recording = true;
    try {
      return { result: work(), executed: this.executed.slice(first) };
    } finally {
      this.recording = false;
    }
  }

  uninstall(): void {
    for (const [name, original] of this.originals) this.prototype[name] = original;
  }
}

/**
 * The query plan of each distinct statement, explained with the values it actually ran with (with
 * STAT4 the plan may depend on them). Statements SQLite cannot explain with those values (pre-bound
 * ones) are explained with their parameters unbound.
 */
export function explainStatements(db: SqlClient, executed: readonly ExecutedStatement[]): StatementPlan[] {
  const seen = new Map<string, StatementPlan>();
  for (const { source, args } of executed) {
    if (seen.has(source) || !/^\s*(WITH|SELECT|UPDATE|DELETE|INSERT|REPLACE)\b/i.test(source)) continue;
    const explain = db.prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${source}`);
    let rows: { detail: string }[];
    try {
      rows = explain.all(...args);
    } catch {
      rows = explain.all();
    }
    seen.set(source, { source, details: rows.map((row) => row.detail) });
  }
  return [...seen.values()];
}

const NOT_ALIASES = new Set(['WHERE', 'ON', 'JOIN', 'LEFT', 'INNER', 'CROSS', 'ORDER', 'GROUP', 'INDEXED', 'NOT', 'LIMIT', 'USING', 'SET', 'VALUES', 'AS', 'UNION', 'HAVING']);

/** Table names by the names plan details use for them: the table itself and its aliases (FROM items i). */
function tablesByName(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of source.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+(?:\w+\.)?(\w+)(?:\s+(?:AS\s+)?(\w+))?/gi)) {
    const table = match[1] ?? '';
    names.set(table, table);
    const alias = match[2];
    if (alias !== undefined && !NOT_ALIASES.has(alias.toUpperCase())) names.set(alias, table);
  }
  return names;
}

/** Reads every item of one type: a search of the type index bounded by nothing else. */
const WHOLE_TYPE = /USING (COVERING )?INDEX items_by_type\w* \(type=\?\)$/;
/** A virtual table (FTS5) always shows as SCAN; "INDEX 0:=" (FTS5's lookup by rowid) is handed a constraint. */
const CONSTRAINED_VIRTUAL = /VIRTUAL TABLE INDEX \d+:\S/;

/**
 * Plan steps that read a whole table among `tables` ("SCAN items", "SCAN timers USING COVERING
 * INDEX …", aliases resolved) or every item of a type (the type index with nothing else bounding
 * it). SEARCH steps through a key or an index range are what a transition may do.
 */
export function fullScans(plans: readonly StatementPlan[], tables: readonly string[]): { source: string; detail: string }[] {
  const growing = new Set(tables);
  return plans.flatMap((plan) => {
    const names = tablesByName(plan.source);
    const reads = (detail: string): boolean => {
      const step = /^(SCAN|SEARCH) (\w+)/.exec(detail);
      const table = step?.[2] === undefined ? undefined : (names.get(step[2]) ?? step[2]);
      if (table === undefined || !growing.has(table)) return false;
      if (step?.[1] === 'SEARCH') return table === 'items' && WHOLE_TYPE.test(detail);
      return !CONSTRAINED_VIRTUAL.test(detail);
    };
    return plan.details.filter(reads).map((detail) => ({ source: plan.source, detail }));
  });
}
