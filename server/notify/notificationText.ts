import type { SqlClient } from '../db/sqlClient';
import type { Registry } from '../../engine/registry/registry';
import { formatPartialDate } from '../../engine/format';
import { labelOf } from '../items/labels';
import type { MailTranslator } from '../i18n/mailTranslator';

/** One notification as people read it: what happened, to which item, by whom, when, and where to open it. */
export interface NotificationLine {
  notifyId: string;
  context: string;
  /** The event kind's message (events.{KIND}) or the kind made readable. */
  what: string;
  /** The context item's title; undefined when it is gone. */
  title: string | undefined;
  /** Name of the user who acted; undefined for the platform's own writes. */
  by: string | undefined;
  ts: string;
}

const FALLBACK_LOCALE = 'en';

/** The text of an event kind: its message, else the kind with spaces (never the raw key). */
export function kindText(registry: Registry, kind: string, locale = FALLBACK_LOCALE): string {
  const id = `events.${kind}`;
  return registry.messages[locale]?.[id] ?? registry.messages[FALLBACK_LOCALE]?.[id] ?? kind.replace(/_/g, ' ').toLowerCase();
}

/** A notification as the notifications table keeps it. */
export interface NotificationRow {
  notify_id: string;
  context_id: string | null;
  event_id: string;
  ts: string;
}

/**
 * Readable lines of the user's unread notifications created after `since` (all when undefined),
 * oldest first. Titles and names come from the stored items (the recipient may read the context:
 * the notifier checked it when it created the notification).
 */
export function unreadLines(db: SqlClient, registry: Registry, userId: string, since: string | undefined, locale: string): NotificationLine[] {
  const rows = db
    .prepare<[string, string], NotificationRow>(
      'SELECT notify_id, context_id, event_id, ts FROM notifications WHERE user_id = ? AND unread = 1 AND ts > ? ORDER BY notify_idx',
    )
    .all(userId, since ?? '');
  return rows.map((row) => lineOf(db, registry, row, locale));
}

/** The readable line of one notification. */
export function lineOf(db: SqlClient, registry: Registry, row: NotificationRow, locale: string): NotificationLine {
  const item = db.prepare<[string], { id: string; type: string; data: string; created_by: string }>('SELECT id, type, data, created_by FROM items WHERE id = ?');
  const event = item.get(row.event_id);
  const kind = event ? (JSON.parse(event.data) as { kind?: unknown }).kind : undefined;
  const context = row.context_id ?? row.event_id;
  const contextRow = item.get(context);
  const byRow = event ? item.get(event.created_by) : undefined;
  return {
    notifyId: row.notify_id,
    context,
    what: kindText(registry, typeof kind === 'string' ? kind : 'EVENT', locale),
    title: contextRow ? labelOf(registry, contextRow) : undefined,
    by: byRow ? labelOf(registry, byRow) : undefined,
    ts: row.ts,
  };
}

/** DD-MMM-YYYY HH:mm of an ISO instant in UTC (spec §9), month names in the mail's language. */
export function utcDateTimeText(ts: string, locale: string): string {
  return `${formatPartialDate(ts.slice(0, 10), locale)} ${ts.slice(11, 16)}`;
}

/** The text of one line in a mail, with the link that opens the item in the notification list. */
export function mailLine(line: NotificationLine, publicUrl: string, t: MailTranslator): string {
  const text = t('mail.notify.line', {
    what: line.what,
    title: line.title ?? t('mail.notify.deletedItem'),
    by: line.by ?? t('mail.notify.platform'),
    when: utcDateTimeText(line.ts, t.locale),
  });
  return `- ${text}\n  ${publicUrl}/notifications/i-${line.context}`;
}
