/** One error the server logged, as the server state screen lists it. */
export interface RecentError {
  time: string;
  message: string;
  /** The error's own message when one was logged with the entry (err). */
  detail?: string;
}

/** How many recent errors the server state screen can show; older ones fall off. */
export const RECENT_ERRORS_KEPT = 50;

/**
 * A bounded ring of the latest error log entries, so administrators see recent faults on the
 * server state screen without reading the log; bounded so a storm of errors costs no memory.
 */
export class ErrorRing {
  private readonly entries: RecentError[] = [];

  constructor(private readonly capacity: number = RECENT_ERRORS_KEPT) {}

  add(entry: RecentError): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** Newest first. */
  list(): RecentError[] {
    return [...this.entries].reverse();
  }
}

function errorDetail(value: unknown): string | undefined {
  if (value instanceof Error) return value.message;
  if (typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string') return value.message;
  return undefined;
}

/** Turns pino's logMethod arguments (object?, message?) into a ring entry. */
export function recentErrorOf(args: readonly unknown[], now: Date): RecentError {
  const [first, second] = args;
  const fields = typeof first === 'object' && first !== null && !(first instanceof Error) ? (first as Record<string, unknown>) : undefined;
  const message = typeof first === 'string' ? first : typeof second === 'string' ? second : (errorDetail(first) ?? 'error');
  const detail = first instanceof Error ? first.message : errorDetail(fields?.err);
  return { time: now.toISOString(), message, ...(detail === undefined || detail === message ? {} : { detail }) };
}
