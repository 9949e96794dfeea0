import type { PluginBundle } from '../../../engine/declarations/bundle';

/**
 * The plugin-data namespace under which other plugins name the operations that may refuse a reply
 * (plugin.json `data["conversation.replyChecks"]`: `{ "operation": "act/consult.threadReplyCheck" }`).
 * This plugin knows nothing of consultations; a plugin that gives a thread's context its own rules
 * (consult: an informed organization is read-only) answers through its operation.
 */
export const REPLY_CHECKS_NAMESPACE = 'conversation.replyChecks';

/**
 * The answer of a reply check, called in-process as the replying actor with `{ thread }`:
 * `{ refusal: messageId }` refuses (403, that translated message), anything else lets the reply be.
 */
export interface ReplyCheckAnswer {
  refusal?: string;
}

/** The operations every plugin registered, in plugin (dependsOn) order; malformed entries are warnings. */
export function readReplyChecks(bundles: readonly PluginBundle[]): { operations: string[]; warnings: string[] } {
  const operations: string[] = [];
  const warnings: string[] = [];
  for (const bundle of bundles) {
    for (const entry of bundle.manifest.data?.[REPLY_CHECKS_NAMESPACE] ?? []) {
      const { operation } = entry as Record<string, unknown>;
      if (typeof operation === 'string' && operation !== '') operations.push(operation);
      else warnings.push(`${bundle.manifest.key}: a reply check without an operation`);
    }
  }
  return { operations, warnings };
}

/** The first refusal the checks give, as a message id. */
export function refusalOf(answers: Iterable<unknown>): string | undefined {
  for (const answer of answers) {
    const refusal = typeof answer === 'object' && answer !== null ? (answer as ReplyCheckAnswer).refusal : undefined;
    if (typeof refusal === 'string' && refusal !== '') return refusal;
  }
  return undefined;
}
