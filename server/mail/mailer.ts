import type { SqlClient } from '../db/sqlClient';
import { createTransport } from 'nodemailer';
import type { Logger } from '../log';

/** A file sent with a mail: its stored bytes (content-addressed, read when the mail leaves). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  /** Local path of the bytes (the content store's). */
  path: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface OutboxMail extends MailMessage {
  id: number;
  created: string;
  attachments: MailAttachment[];
}

/** Without SMTP_URL every mail lands in the mail_outbox table and the log, so flows work on a fresh machine. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: SqlClient,
    private readonly log: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.db
      .prepare('INSERT INTO mail_outbox (recipient, subject, body, created, attachments) VALUES (?, ?, ?, ?, ?)')
      .run(message.to, message.subject, message.text, new Date().toISOString(), JSON.stringify(message.attachments ?? []));
    this.log.info({ mail: message }, 'mail stored in outbox (no SMTP_URL configured)');
  }

  close(): void {}
}

/** Sends over SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: Logger,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const attachments = (message.attachments ?? []).map((file) => ({ filename: file.fileName, contentType: file.contentType, path: file.path }));
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, attachments });
    this.log.info({ to: message.to, subject: message.subject }, 'mail sent');
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailer(options: { smtpUrl: string | null; from: string; db: SqlClient; log: Logger }): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from, options.log)
    : new OutboxMailer(options.db, options.log);
}

/** Mails in the outbox, newest last; optionally only those to one recipient (used by tests and admins). */
export function readOutbox(db: SqlClient, recipient?: string): OutboxMail[] {
  const rows: unknown[] =
    recipient === undefined
      ? db.prepare('SELECT * FROM mail_outbox ORDER BY id').all()
      : db.prepare('SELECT * FROM mail_outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id').all(recipient);
  return rows.flatMap((row) => {
    if (typeof row !== 'object' || row === null) return [];
    const { id, recipient: to, subject, body, created, attachments } = row as Record<string, unknown>;
    if (typeof id !== 'number' || typeof to !== 'string' || typeof subject !== 'string') return [];
    if (typeof body !== 'string' || typeof created !== 'string') return [];
    return [{ id, to, subject, text: body, created, attachments: parseAttachments(attachments) }];
  });
}

/** The outbox row's attachments column (JSON written by OutboxMailer; empty for older rows). */
function parseAttachments(value: unknown): MailAttachment[] {
  if (typeof value !== 'string') return [];
  const parsed: unknown = JSON.parse(value);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { fileName, contentType, path } = entry as Record<string, unknown>;
    return typeof fileName === 'string' && typeof contentType === 'string' && typeof path === 'string' ? [{ fileName, contentType, path }] : [];
  });
}
