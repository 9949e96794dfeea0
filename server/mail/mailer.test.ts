import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migration as outbox } from '../db/migrations/005_mail_outbox';
import { migration as outboxAttachments } from '../db/migrations/019_mail_outbox_attachments';
import { createLogger } from '../log';
import { OutboxMailer, SmtpMailer, createMailer, readOutbox } from './mailer';

const log = createLogger('silent');

/** A minimal SMTP sink: accepts one conversation and hands back the DATA section. */
function smtpSink(): Promise<{ server: Server; port: number; received: Promise<string> }> {
  let deliver: (data: string) => void = () => undefined;
  const received = new Promise<string>((resolve) => (deliver = resolve));
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while (!inData && (end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250 sink\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
      const stop = buffer.indexOf('\r\n.\r\n');
      if (inData && stop >= 0) {
        deliver(buffer.slice(0, stop));
        buffer = buffer.slice(stop + 5);
        inData = false;
        socket.write('250 queued\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })),
  );
}

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

describe('mailers', () => {
  it('stores mails in the outbox without SMTP_URL and reads them back per recipient', async () => {
    const db = new BetterSqlite3(':memory:');
    outbox.up(db);
    outboxAttachments.up(db);
    const mailer = createMailer({ smtpUrl: null, from: 'x@example.com', db, log });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    await mailer.send({ to: 'a@example.com', subject: 'One', text: 'first' });
    await mailer.send({ to: 'b@example.com', subject: 'Two', text: 'second' });
    expect(readOutbox(db).map((mail) => mail.subject)).toEqual(['One', 'Two']);
    expect(readOutbox(db, 'A@example.com')).toMatchObject([{ to: 'a@example.com', subject: 'One', text: 'first', attachments: [] }]);
    const letter = { fileName: 'letter.pdf', contentType: 'application/pdf', path: '/data/files/ab/abcd' };
    await mailer.send({ to: 'c@example.com', subject: 'Letter', text: 'attached', attachments: [letter] });
    expect(readOutbox(db, 'c@example.com')).toMatchObject([{ subject: 'Letter', attachments: [letter] }]);
  });

  it('sends attachments over SMTP_URL', async () => {
    const sink = await smtpSink();
    servers.push(sink.server);
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: 'Site <site@example.com>', db: new BetterSqlite3(':memory:'), log });
    await mailer.send({ to: 'c@example.com', subject: 'Letter', text: 'attached', attachments: [{ fileName: 'letter.pdf', contentType: 'application/pdf', path: new URL(import.meta.url).pathname }] });
    const data = await sink.received;
    expect(data).toContain('Content-Type: application/pdf; name=letter.pdf');
    expect(data).toContain('filename=letter.pdf');
    mailer.close();
  });

  it('sends over SMTP_URL when configured', async () => {
    const sink = await smtpSink();
    servers.push(sink.server);
    const db = new BetterSqlite3(':memory:');
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: 'Site <site@example.com>', db, log });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    await mailer.send({ to: 'c@example.com', subject: 'Reset', text: 'open the link' });
    const data = await sink.received;
    expect(data).toContain('Subject: Reset');
    expect(data).toContain('To: c@example.com');
    expect(data).toContain('open the link');
    mailer.close();
  });
});
