import type { SqlClient } from '../db/sqlClient';
import { formatPartialDate } from '../../engine/format';
import type { Registry } from '../../engine/registry/registry';
import type { ItemChange, ItemStore } from '../items/itemStore';
import { mailLocaleOf, mailTranslator, type MailTranslator } from '../i18n/mailTranslator';
import type { Mailer, MailMessage } from '../mail/mailer';
import { NOTIFY_TYPE } from './notificationStore';
import { lineOf, mailLine, unreadLines, type NotificationLine } from './notificationText';

/** The User field with the language the user chose (plugins/core/types/User.type.json). */
const LANGUAGE_FIELD = 'language';

/** The User field with the user's choice (plugins/core/types/User.type.json, LOV NOTIFY_MAIL). */
export const NOTIFY_MAIL_FIELD = 'notifyMail';
export type NotifyMail = 'NONE' | 'IMMEDIATE' | 'DAILY';

export interface NotificationMailsDeps {
  db: SqlClient;
  store: ItemStore;
  mailer: Mailer;
  siteName: string;
  publicUrl: () => string;
  /** Injectable clock: the digest day is the UTC date of now(). */
  now?: () => Date;
  onError?: (error: unknown) => void;
}

interface UserRow {
  id: string;
  data: string;
}

/**
 * E-mail for notifications, as each user chose in `notifyMail`: IMMEDIATE sends one mail per new
 * notification; DAILY sends one digest a day of the notifications that arrived since the previous
 * digest and are still unread (none: no mail). The last digest's day is kept in notify_digests, so
 * a restart or several runs a day never send a second one. Each mail is written in the recipient's
 * language (their `language`, else English), its texts the core plugin's mail.notify.* messages.
 */
export class NotificationMails {
  private readonly now: () => Date;

  constructor(private readonly deps: NotificationMailsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Mails IMMEDIATE users each notification as it is created; returns the unsubscribe. */
  start(): () => void {
    return this.deps.store.onChange((change) => this.onChange(change));
  }

  private onChange(change: ItemChange): void {
    if (change.op !== 'create' || change.item._t !== NOTIFY_TYPE) return;
    const recipient = change.item.recipient;
    if (typeof recipient !== 'string') return;
    const user = this.user(recipient);
    if (!user || choiceOf(user) !== 'IMMEDIATE') return;
    // Read from the item: the notifications table gets its row only after this create.
    const { context, event } = change.item;
    if (typeof event !== 'string') return;
    const t = this.translatorFor(user);
    const line = lineOf(
      this.deps.db,
      this.registry(),
      { notify_id: change.item.$id, context_id: typeof context === 'string' ? context : null, event_id: event, ts: change.item._c.ts },
      t.locale,
    );
    const subject = t('mail.notify.subjectOne', { site: this.deps.siteName, what: line.what, title: line.title ?? t('mail.notify.deletedItem') });
    this.send({ to: emailOf(user), subject, text: this.body([line], t) });
  }

  /** Sends today's digest to every DAILY user who has not had one today; returns the users mailed. */
  async sendDigests(): Promise<string[]> {
    const now = this.now();
    const day = now.toISOString().slice(0, 10);
    const users = this.deps.db.prepare<[], UserRow>("SELECT id, data FROM items WHERE type = 'User'").all();
    const last = this.deps.db.prepare<[string], { day: string; sent_ts: string }>('SELECT day, sent_ts FROM notify_digests WHERE user_id = ?');
    const record = this.deps.db.prepare(
      'INSERT INTO notify_digests (user_id, day, sent_ts) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET day = excluded.day, sent_ts = excluded.sent_ts',
    );
    const mailed: string[] = [];
    for (const row of users) {
      const user = parse(row.data);
      if (choiceOf(user) !== 'DAILY' || emailOf(user) === '') continue;
      const previous = last.get(row.id);
      if (previous?.day === day) continue;
      const t = this.translatorFor(user);
      const lines = unreadLines(this.deps.db, this.registry(), row.id, previous?.sent_ts, t.locale).filter((l) => l.ts <= now.toISOString());
      if (lines.length === 0) continue;
      // Recorded before sending: a failing mail server loses one digest rather than mailing twice.
      record.run(row.id, day, now.toISOString());
      const subject = t('mail.notify.subjectDigest', { site: this.deps.siteName, count: lines.length, day: formatPartialDate(day, t.locale) });
      await this.deliver({ to: emailOf(user), subject, text: this.body(lines, t) });
      mailed.push(row.id);
    }
    return mailed;
  }

  private body(lines: readonly NotificationLine[], t: MailTranslator): string {
    const url = this.deps.publicUrl();
    return [
      t('mail.notify.greeting'),
      '',
      t('mail.notify.intro', { site: this.deps.siteName }),
      '',
      ...lines.map((line) => mailLine(line, url, t)),
      '',
      t('mail.notify.all', { url: `${url}/notifications` }),
      t('mail.notify.preferences'),
    ].join('\n');
  }

  private translatorFor(user: Record<string, unknown>): MailTranslator {
    const registry = this.registry();
    return mailTranslator(registry, this.deps.db, mailLocaleOf(registry, user[LANGUAGE_FIELD]));
  }

  private send(message: MailMessage): void {
    void this.deliver(message);
  }

  private async deliver(message: MailMessage): Promise<void> {
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      (this.deps.onError ?? console.error)(error);
    }
  }

  private registry(): Registry {
    return this.deps.store.registry();
  }

  private user(id: string): Record<string, unknown> | undefined {
    const row = this.deps.db.prepare<[string], UserRow>("SELECT id, data FROM items WHERE id = ? AND type = 'User'").get(id);
    return row ? parse(row.data) : undefined;
  }
}

function parse(data: string): Record<string, unknown> {
  const value: unknown = JSON.parse(data);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function choiceOf(user: Record<string, unknown>): NotifyMail {
  const value = user[NOTIFY_MAIL_FIELD];
  return value === 'IMMEDIATE' || value === 'DAILY' ? value : 'NONE';
}

function emailOf(user: Record<string, unknown>): string {
  return typeof user.email === 'string' ? user.email : '';
}
