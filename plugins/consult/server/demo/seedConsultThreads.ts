import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import type { DemoAccountShare } from '../../../../engine/plugin/demoSharedKeys';
import type { ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../../engine/protocol/item';
import { INCOMPLETE_PURPOSE } from '../incompleteThread';
import { seedDocument } from './demoDocuments';

interface ThreadSeed {
  seed: PluginDemoSeed;
  context: ServerPluginContext;
  accounts: readonly DemoAccountShare[];
  byProject: ReadonlyMap<string, ItemJson>;
}

const account = (accounts: readonly DemoAccountShare[], email: string) => accounts.find((entry) => entry.email === email);

/** A reply in a demo thread, with the thread's people copied as act/conversation.reply copies them. */
function reply(seed: PluginDemoSeed, thread: ItemJson, author: DemoAccountShare, body: string, offsetDays: number, attachments: string[] = []): void {
  seed.create(
    'Message',
    { thread: thread.$id, author: author.contactId, body, participants: thread.participants, ...(attachments.length > 0 ? { attachments } : {}), ...(typeof thread.owner === 'string' ? { owner: thread.owner } : {}) },
    { access: 'PRIVATE', created: { offsetDays, minuteOfDay: 610, by: author.userId } },
  );
}

/** Staff sent the exploration drilling consultation back: its CONSULT_INCOMPLETE thread, answered by the proponent's member. */
function incompleteThread({ seed, accounts, byProject }: ThreadSeed): void {
  const consultation = byProject.get('Northern Ridge exploration drilling, phase 2');
  const daniel = account(accounts, 'member@demo.test');
  if (!consultation || !daniel) return;
  const thread = seed.create(
    'Thread',
    {
      subject: String(consultation.projectName),
      body: 'The site plan is missing: please attach the drill pad locations and the access trails, then submit the consultation again.',
      participants: [daniel.contactId],
      context: consultation.$id,
      purpose: INCOMPLETE_PURPOSE,
      resolved: false,
      syncState: 'LOCAL',
      replies: 1,
      lastActivity: seed.calendar.stamp(-9, 610),
    },
    { access: 'PRIVATE', created: { offsetDays: -10, minuteOfDay: 560 } },
  );
  reply(seed, thread, daniel, 'Understood. Our surveyor delivers the site plan on Friday; we will attach it then.', -9);
  seed.update(consultation, { incompleteThread: thread.$id });
}

/** Stoney Creek's answer on cut block 47 with its conditions as a file (CONSULT_RESPONSE needs one), and a follow-up with the visit notes. */
function responseThread({ seed, context, accounts, byProject }: ThreadSeed): void {
  const consultation = byProject.get('Cedar Coast cut block 47 harvest plan');
  const lena = account(accounts, 'orgadmin@demo.test');
  const stoneyCreek = lena?.adminOrgIds[0];
  if (!consultation || !lena || !stoneyCreek) return;
  const proponentContacts = seed.ids('Contact').filter((id) => context.items.get(id)?.assigned === consultation.primaryOrg).slice(0, 1);
  const participants = [lena.contactId, ...proponentContacts];
  // The opening message's file exists before its thread (the purpose needs it): it names the thread once created.
  const conditions = seedDocument(seed, context, { type: 'Thread', id: 'Thread-0' }, { name: 'Stoney Creek conditions - cut block 47.pdf', lines: ['1. No harvest within 100 m of the two culturally modified tree groves.', '2. A Stoney Creek monitor on site during road building.', '3. Replanting with cedar on the upper slopes.'] }, { offsetDays: -8, by: lena.userId });
  const thread = seed.create(
    'Thread',
    {
      subject: 'Cut block 47: our conditions',
      body: 'Stoney Creek supports the harvest plan with the three conditions in the attached letter.',
      participants,
      owner: stoneyCreek,
      context: consultation.$id,
      purpose: 'CONSULT_RESPONSE',
      attachments: [conditions.$id],
      actionType: 'REVIEW',
      resolved: false,
      syncState: 'LOCAL',
      replies: 1,
      lastActivity: seed.calendar.stamp(-5, 610),
    },
    { access: 'PRIVATE', created: { offsetDays: -8, minuteOfDay: 620, by: lena.userId } },
  );
  const notes = seedDocument(seed, context, { type: 'Thread', id: thread.$id }, { name: 'Elders site visit - notes.pdf', lines: ['Site visit with four elders on the upper slopes of cut block 47.', 'Two groves of culturally modified cedar confirmed; a trail to the estuary noted.'] }, { offsetDays: -5, by: lena.userId });
  seed.update(conditions, { relIndex: Number(thread.$id.slice(thread.$id.lastIndexOf('-') + 1)) });
  reply(seed, thread, lena, 'The notes of the elders’ site visit, for your planning team.', -5, [notes.$id]);
  // As the conversation plugin does for uploads: the thread's readers read its files.
  for (const file of [conditions.$id, notes.$id]) context.items.shareRead?.(file, [stoneyCreek, ...participants]);
}

/** Conversations about demo consultations: a send-back and a response with files. */
export function seedConsultThreads(seed: ThreadSeed): void {
  incompleteThread(seed);
  responseThread(seed);
}
