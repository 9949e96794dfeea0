import type { GuardedWrite, WriteRule } from '../../engine/plugin/writeRule';
import { notAllowed } from './errors';

export type { GuardedWrite, WriteRule } from '../../engine/plugin/writeRule';

/**
 * Write rules per item type, consulted by create/{type}, update and delete/{id}. Declarations cannot
 * say everything a write must respect (who may extend a list of values, which fields only an upload
 * may set); the modules that know register a rule here instead of special-casing the operations.
 */
export class WriteRules {
  private readonly rules = new Map<string, WriteRule[]>();

  register(type: string, rule: WriteRule): () => void {
    const list = this.rules.get(type) ?? [];
    list.push(rule);
    this.rules.set(type, list);
    return () => {
      const remaining = (this.rules.get(type) ?? []).filter((entry) => entry !== rule);
      if (remaining.length > 0) this.rules.set(type, remaining);
      else this.rules.delete(type);
    };
  }

  /** True when some rule of the type decides alone (the generic permission check is skipped). */
  replacesGenericRule(type: string): boolean {
    return (this.rules.get(type) ?? []).some((rule) => rule.mode === 'replace');
  }

  /** Runs every rule of the write's type; the first refusal is thrown. */
  check(write: GuardedWrite): void {
    for (const rule of this.rules.get(write.type) ?? []) rule.check(write);
  }

  /**
   * The permission check of an operation's write: the generic rule (asked only when no rule of the
   * type replaces it) must allow it, then every rule of the type must not refuse it.
   */
  authorize(write: GuardedWrite, genericRule: () => boolean): void {
    if (!this.replacesGenericRule(write.type) && !genericRule()) throw notAllowed(`may not ${write.op} ${write.current?.$id ?? write.type}`);
    this.check(write);
  }
}
