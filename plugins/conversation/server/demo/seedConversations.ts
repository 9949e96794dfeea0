import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { DEMO_SHARED, type DemoAccountShare } from '../../../../engine/plugin/demoSharedKeys';
import type { ItemJson } from '../../../../engine/protocol/item';
import { DEMO_THREADS, type DemoThread } from './threads';

function accountOf(accounts: readonly DemoAccountShare[], email: string): DemoAccountShare | undefined {
  return accounts.find((account) => account.email === email);
}

function seedThread(seed: PluginDemoSeed, accounts: readonly DemoAccountShare[], spec: DemoThread): void {
  const starter = accountOf(accounts, spec.startedBy);
  const people = spec.participants.map((email) => accountOf(accounts, email));
  if (starter === undefined || people.some((person) => person === undefined)) return;
  const participants = people.flatMap((person) => (person === undefined ? [] : [person.contactId]));
  const owner = spec.ownerOfStarter ? starter.adminOrgIds[0] : undefined;
  const assignee = spec.assignedTo === undefined ? undefined : accountOf(accounts, spec.assignedTo);
  const lastReply = spec.replies.at(-1);
  const thread: ItemJson = seed.create(
    'Thread',
    {
      subject: spec.subject,
      body: spec.body,
      participants,
      ...(owner === undefined ? {} : { owner }),
      ...(spec.purpose === undefined ? {} : { purpose: spec.purpose }),
      ...(spec.actionType === undefined ? {} : { actionType: spec.actionType }),
      ...(assignee === undefined ? {} : { assignedTo: assignee.contactId }),
      ...(spec.dueInDays === undefined ? {} : { assignedDue: seed.calendar.date(spec.dueInDays) }),
      resolved: spec.resolved === true,
      syncState: 'LOCAL',
      replies: spec.replies.length,
      lastActivity: seed.calendar.stamp(lastReply?.offsetDays ?? spec.offsetDays, lastReply?.minuteOfDay ?? spec.minuteOfDay),
    },
    { access: 'PRIVATE', created: { offsetDays: spec.offsetDays, minuteOfDay: spec.minuteOfDay, by: starter.userId } },
  );
  const readers = [...new Set([...participants, ...(assignee === undefined ? [] : [assignee.contactId])])];
  for (const reply of spec.replies) {
    const author = accountOf(accounts, reply.by);
    if (author === undefined) continue;
    seed.create(
      'Message',
      { thread: thread.$id, author: author.contactId, body: reply.body, participants: readers, ...(owner === undefined ? {} : { owner }) },
      { access: 'PRIVATE', created: { offsetDays: reply.offsetDays, minuteOfDay: reply.minuteOfDay, by: author.userId }, asCreator: reply.notify === true },
    );
  }
}

/**
 * Conversations between the demo accounts (org's seeder shares them): a general thread kept by
 * Stoney Creek with replies from both other organizations, an incomplete-consultation request
 * assigned to Stoney Creek's administrator, and a resolved thread without an owner. The newest reply
 * is written as its author, so the others open the product with it unread in the bell.
 */
export function seedConversationDemoData(seed: PluginDemoSeed): void {
  const accounts = seed.shared.get(DEMO_SHARED.demoAccounts);
  if (accounts === undefined) return;
  for (const spec of DEMO_THREADS) seedThread(seed, accounts, spec);
}
