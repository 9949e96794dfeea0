import type { AsyncActionRunner } from './asyncActions';
import type { OperationHandler, OperationRegistry } from './contract';

/** Operations the socket session answers itself; nobody may register them. */
export const SESSION_OPERATIONS: ReadonlySet<string> = new Set(['tokenAuth', 'signout', 'nextToken', 'ping']);

export interface ResolvedOperation {
  prefix: string;
  handler: OperationHandler;
  anonymous: boolean;
  /** Path segments after the prefix: "read/Project-3" with prefix "read" gives ["Project-3"]. */
  params: string[];
}

interface Entry {
  handler: OperationHandler;
  anonymous: boolean;
}

/**
 * The OperationRegistry implementation. Prefixes match whole "/"-separated segments and the longest
 * registered prefix wins, so "act/isAllowed" may be registered beside a general "act".
 */
export class OperationTable implements OperationRegistry {
  private readonly entries = new Map<string, Entry>();
  private runner: AsyncActionRunner | undefined;

  register(prefix: string, handler: OperationHandler, options: { anonymous?: boolean } = {}): void {
    if (!/^[^/]+(\/[^/]+)*$/.test(prefix)) throw new Error(`Operation prefix "${prefix}" is not a/b/c shaped`);
    if (SESSION_OPERATIONS.has(prefix)) throw new Error(`Operation "${prefix}" is answered by the socket session`);
    if (this.entries.has(prefix)) throw new Error(`Operation "${prefix}" is registered twice`);
    this.entries.set(prefix, { handler, anonymous: options.anonymous === true });
  }

  setAsyncRunner(runner: AsyncActionRunner): void {
    if (this.runner) throw new Error('An async action runner is set already');
    this.runner = runner;
  }

  /** The runner of act/{action}/async calls, when a module set one. */
  asyncRunner(): AsyncActionRunner | undefined {
    return this.runner;
  }

  resolve(o: string): ResolvedOperation | null {
    const segments = o.split('/');
    for (let length = segments.length; length > 0; length -= 1) {
      const prefix = segments.slice(0, length).join('/');
      const entry = this.entries.get(prefix);
      if (entry) return { prefix, handler: entry.handler, anonymous: entry.anonymous, params: segments.slice(length) };
    }
    return null;
  }

  prefixes(): string[] {
    return [...this.entries.keys()].sort();
  }
}
