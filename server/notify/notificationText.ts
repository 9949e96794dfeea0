import type { Database } from 'better-sqlite3';
import type { Registry } from '../../engine/registry/registry';
import { labelOf } from '../items/labels';

/** One notification as people read it: what happened, to which item, by whom, when, and where to open it. */
export interface NotificationLine {
  notifyId: string;
  context: string;
  /** The event kind's message (events.{KIND}) or the kind made readable. */
  what: string;
  /** The context item's title; "a deleted item" when it is gone. */
  title: string;
  /** Name of the user who acted; the platform's own writes read as the site. */
  by: string;
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
export function unreadLines(db: Database, registry: Registry, userId: string, since?: string): NotificationLine[] {
  const rows = db
    .prepare<[string, string], NotificationRow>(
      'SELECT notify_id, context_id, event_id, ts FROM notifications WHERE user_id = ? AND unread = 1 AND ts > ? ORDER BY notify_idx',
    )
    .all(userId, since ?? '');
  return rows.map((row) => lineOf(db, registry, row));
}

/** The readable line of one notification. */
export function lineOf(db: Database, registry: Registry, row: NotificationRow): NotificationLine {
  const item = db.prepare<[string], { id: string; type: string; data: string; created_by: string }>('SELECT id, type, data, created_by FROM items WHERE id = ?');
  const event = item.get(row.event_id);
  const kind = event ? (JSON.parse(event.data) as { kind?: unknown }).kind : undefined;
  const context = row.context_id ?? row.event_id;
  const contextRow = item.get(context);
  const byRow = event ? item.get(event.created_by) : undefined;
  return {
    notifyId: row.notify_id,
    context,
    what: kindText(registry, typeof kind === 'string' ? kind : 'EVENT'),
    title: contextRow ? labelOf(registry, contextRow) : 'a deleted item',
    by: byRow ? labelOf(registry, byRow) : 'the platform',
    ts: row.ts,
  };
}

/** The text of one line in a mail, with the link that opens the item in the notification list. */
export function mailLine(line: NotificationLine, publicUrl: string): string {
  return `- ${line.what}: ${line.title}, by ${line.by} (${line.ts.slice(0, 16).replace('T', ' ')} UTC)\n  ${publicUrl}/notifications/i-${line.context}`;
}
