import type { PluginItems } from '../../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../../engine/protocol/item';
import type { Actor } from '../../../../engine/protocol/operations';
import { SEARCH_MAX_ALL } from '../../../../engine/protocol/searchWire';
import { CONSULTATION, text } from '../lookup';
import type { ExportValues } from './exportValues';
import type { TableColumn, TableRow } from './tableWriter';

/** A thread with the consultation it is about, found directly or through a response section. */
export interface ConsultThread {
  thread: ItemJson;
  consultation: ItemJson | undefined;
}

/**
 * The "thread consult gap" (spec §9, decided in plugins/consult/README.md): a thread about a
 * response section is one step away from its consultation (section → response → consultation);
 * the export closes that gap so every thread lists under the consultation it belongs to.
 */
export function consultationOfContext(items: PluginItems, context: unknown): ItemJson | undefined {
  let item = items.get(text(context) ?? '');
  if (item?._t === 'ConsultResponseSection') item = items.get(text(item.response) ?? '');
  if (item?._t === 'ConsultResponse') item = items.get(text(item.consultation) ?? '');
  return item?._t === CONSULTATION ? item : undefined;
}

/** Admin-export fields of Message (spec §3): columns only administrators' exports carry. */
const ADMIN_FIELDS = ['drupalTarget', 'drupalCID'] as const;

export function threadColumns(values: ExportValues, admin: boolean): TableColumn[] {
  const columns: TableColumn[] = [
    { key: 'consultation', heading: values.heading('ConsultResponse', 'consultation'), width: 30 },
    { key: 'consultationId', heading: values.message('consult.export.consultationId') },
    { key: 'thread', heading: values.message('consult.export.threadId') },
    { key: 'subject', heading: values.heading('Thread', 'subject'), width: 30 },
    { key: 'purpose', heading: values.heading('Thread', 'purpose') },
    { key: 'resolved', heading: values.heading('Thread', 'resolved'), width: 10 },
    { key: 'participants', heading: values.heading('Thread', 'participants'), width: 30 },
    { key: 'position', heading: values.message('consult.export.position'), width: 8 },
    { key: 'author', heading: values.heading('Message', 'author') },
    { key: 'written', heading: values.message('consult.export.written'), width: 22 },
    { key: 'body', heading: values.heading('Message', 'body'), width: 60 },
    { key: 'attachments', heading: values.heading('Message', 'attachments'), width: 30 },
  ];
  return admin ? [...columns, ...ADMIN_FIELDS.map((field) => ({ key: field, heading: values.heading('Message', field) }))] : columns;
}

function purposeText(values: ExportValues, purpose: unknown): string {
  const key = text(purpose);
  if (key === undefined) return '';
  const id = `conversation.purposes.${key}`;
  const label = values.message(id);
  return label === id ? key : label;
}

/** The messages of a thread the actor reads, oldest first. */
export function messagesOf(items: PluginItems, actor: Actor, threadId: string): ItemJson[] {
  const reply = items.search(actor, { must: [{ kind: 'type', value: 'Message' }, { prop: 'thread', kind: 'eq', value: threadId }], sort: [{ field: '_c.ts', order: 'asc' }], max: SEARCH_MAX_ALL });
  return reply.ids.flatMap((id) => items.read(actor, id) ?? []);
}

/** One row per message: the thread's opening message (position 0) then each reply, the thread's columns repeated. */
export function threadRows(values: ExportValues, entry: ConsultThread, messages: readonly ItemJson[]): TableRow[] {
  const { thread, consultation } = entry;
  const common: TableRow = {
    consultation: typeof consultation?.projectName === 'string' ? consultation.projectName : '',
    consultationId: consultation?.$id ?? '',
    thread: thread.$id,
    subject: values.field('Thread', 'subject', thread.subject),
    purpose: purposeText(values, thread.purpose),
    resolved: values.field('Thread', 'resolved', thread.resolved === true),
    participants: values.field('Thread', 'participants', thread.participants),
  };
  const opening: TableRow = {
    ...common,
    position: '0',
    author: values.label(thread._c.by),
    written: thread._c.ts,
    body: values.field('Thread', 'body', thread.body),
    attachments: attachmentNames(values, thread.attachments),
  };
  return [
    opening,
    ...messages.map((message, index) => {
      const row: TableRow = {
        ...common,
        position: String(index + 1),
        author: values.label(message.author),
        written: message._c.ts,
        body: values.field('Message', 'body', message.body),
        attachments: attachmentNames(values, message.attachments),
      };
      for (const field of ADMIN_FIELDS) row[field] = values.field('Message', field, message[field]);
      return row;
    }),
  ];
}

function attachmentNames(values: ExportValues, attachments: unknown): string {
  return Array.isArray(attachments) ? attachments.map((id) => values.label(id)).join('; ') : '';
}
