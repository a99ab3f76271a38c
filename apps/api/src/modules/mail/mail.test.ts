import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { openTestDatabase } from '../../test/app.ts';
import { sendMail } from './service.ts';
import { smtpTransport } from './smtp.ts';

/** A minimal local SMTP server that accepts one session's mail and records it (it stands in for the outside service). */
function fakeSmtp() {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let data = false;
    let body = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(body);
            body = '';
            socket.write('250 OK queued\r\n');
          } else body += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (cmd === 'MAIL' || cmd === 'RCPT') socket.write('250 OK\r\n');
        else if (cmd === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else if (line) socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('mail (D12)', () => {
  it('keeps mail in the outbox without SMTP', async () => {
    const id = await sendMail({ db: database.db }, { to: 'a@example.com', subject: 'Kept', text: 'x' });
    const [row] = await rows<{ status: string }>(
      database.db,
      sql`select status from mail_outbox where id = ${id}`,
    );
    expect(row!.status).toBe('kept');
  });

  it('sends over SMTP when configured and records it as sent; a refused send is recorded as failed', async () => {
    const { server, received } = fakeSmtp();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const mailer = smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Chamak <care@chamak.example>');
      const id = await sendMail(
        { db: database.db, mailer },
        { to: 'b@example.com', subject: 'Order confirmed', text: 'Thank you' },
      );
      const [row] = await rows<{ status: string; sent_at: Date | null }>(
        database.db,
        sql`select status, sent_at from mail_outbox where id = ${id}`,
      );
      expect(row!.status).toBe('sent');
      expect(row!.sent_at).not.toBeNull();
      expect(received[0]).toContain('Subject: Order confirmed');
      expect(received[0]).toContain('Thank you');
    } finally {
      server.close();
    }
    const dead = smtpTransport('smtp://127.0.0.1:1?connectionTimeout=2000', 'x@example.com');
    const id = await sendMail(
      { db: database.db, mailer: dead },
      { to: 'c@example.com', subject: 'Lost', text: 'x' },
    );
    const [row] = await rows<{ status: string; error: string }>(
      database.db,
      sql`select status, error from mail_outbox where id = ${id}`,
    );
    expect(row!.status).toBe('failed');
    expect(row!.error).toBeTruthy();
  });
});
