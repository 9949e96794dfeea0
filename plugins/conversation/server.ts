import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../engine/protocol/item';
import { seedConversationDemoData } from './server/demo/seedConversations';
import { readPurposes, type PurposeCatalog } from './server/purposes';
import { readReplyChecks, refusalOf } from './server/replyChecks';
import { MESSAGE, mayReply, PLATFORM_WRITER, replyToThread, THREAD, type ReplyDeps } from './server/replyOperation';
import { stringsOf, threadPeople, threadReaders } from './server/threadAccess';
import { messageEvent, threadEvent } from './server/threadEvents';
import { threadWriteRule } from './server/threadWriteRule';

/**
 * Conversations: threads with a registered purpose, replies through act/conversation.reply, the
 * purposes' file rules, CNV_STARTED / CNV_REPLIED events and the demo threads.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    // Purposes are plugin data (plugin.json `data["conversation.purposes"]`); read once per registry.
    let catalog: { hash: string; value: PurposeCatalog } | undefined;
    const purposes = (): PurposeCatalog => {
      const registry = context.registry();
      if (catalog?.hash !== registry.hash) catalog = { hash: registry.hash, value: readPurposes(registry.bundles) };
      return catalog.value;
    };
    // Business spec §5: a purpose key that is not uppercase, or registered twice, is a warning in the server log.
    for (const warning of purposes().warnings) context.log.warn(`conversation purposes: ${warning}`);
    const contactOf = (userId: string): string | undefined => {
      const contact = context.items.get(userId)?.contact;
      return typeof contact === 'string' ? contact : undefined;
    };

    context.writeRules.register(THREAD, threadWriteRule({ purposes, contactOf }));
    context.events.describe(THREAD, threadEvent);
    context.events.describe(MESSAGE, messageEvent);
    // Files uploaded from the create form belong to nobody yet: the thread's readers get to read them.
    // A new thread's activity stamp is its creation (replies move it; the field is the server's own).
    context.hooks.afterWrite(THREAD, (change) => {
      const { item, op } = change;
      if (op === 'delete') return;
      const readers = threadReaders(item);
      for (const file of stringsOf(item.attachments)) context.items.shareRead?.(file, readers);
      if (op === 'create' && item.lastActivity === undefined) context.items.update(item.$id, { lastActivity: item._c.ts, replies: 0 }, item._u, PLATFORM_WRITER);
    });
    // Everybody in a thread sees who takes part by name, even contacts of organizations they cannot read.
    const personLabel = (id: string): string | undefined => {
      const contact = context.items.get(id);
      if (contact === undefined) return undefined;
      const name = [contact.firstName, contact.lastName].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
      return name === '' ? undefined : name;
    };
    const withPeopleLabels = (item: ItemJson): ItemJson => {
      const people = [...threadPeople(item), ...(typeof item.author === 'string' ? [item.author] : [])];
      const known = typeof item.$labels === 'object' && item.$labels !== null ? (item.$labels as Record<string, string>) : {};
      const added = Object.fromEntries(people.filter((id) => known[id] === undefined).flatMap((id) => {
        const label = personLabel(id);
        return label === undefined ? [] : [[id, label]];
      }));
      return Object.keys(added).length === 0 ? item : { ...item, $labels: { ...known, ...added } };
    };
    context.hooks.onRead(THREAD, withPeopleLabels);
    context.hooks.onRead(MESSAGE, withPeopleLabels);
    // Other plugins' reply checks (plugin data conversation.replyChecks): operations run in-process as the replier.
    let checks: { hash: string; operations: string[] } | undefined;
    const replyCheckOperations = (): string[] => {
      const registry = context.registry();
      if (checks?.hash !== registry.hash) checks = { hash: registry.hash, operations: readReplyChecks(registry.bundles).operations };
      return checks.operations;
    };
    for (const warning of readReplyChecks(context.registry().bundles).warnings) context.log.warn(`conversation reply checks: ${warning}`);
    const replyDeps: ReplyDeps = {
      items: context.items,
      purposes,
      contactOf,
      now: () => new Date(),
      replyRefusal: (actor, thread) => refusalOf(replyCheckOperations().map((operation) => context.operations.call(operation, actor, { thread: thread.$id }))),
    };
    context.operations.register('act/conversation.reply', (ctx, body) => replyToThread(replyDeps, ctx.actor, body));
    context.operations.register('act/conversation.mayReply', (ctx, body) => mayReply(replyDeps, ctx.actor, body));
    context.operations.register('act/conversation.purposes', () => ({
      purposes: [...purposes().purposes.values()].map(({ key, label, attachments, adminsMayAttach }) => ({ key, label, attachments, adminsMayAttach })),
    }));
    context.demo.seed(seedConversationDemoData);
  },
});
