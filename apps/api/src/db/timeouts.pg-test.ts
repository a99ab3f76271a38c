// Database timeouts on the PostgreSQL server (docs/decisions/0001): a database that stops answering fails
// requests fast with 503 (the pool's connect timeout), a statement that hangs on a lock is cut (the statement
// timeout), and the shop recovers by itself. PostgreSQL only: vitest.config.ts includes *.pg-test.ts when
// DATABASE_URL is set.
import { connect, createServer, type Socket } from 'node:net';
import { messages } from '@chamak/shared/messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../../tools/demo-data/seed.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { localStorage } from '../plugins/storage.ts';
import { createPostgresDatabase } from '../test/app.ts';
import { testMediaDir } from '../test/paths.ts';
import { openDatabase } from './client.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('timeouts.pg-test.ts needs DATABASE_URL (a PostgreSQL server)');

/** A TCP stand-in between the app and PostgreSQL that can go silent: it cuts every connection and accepts new ones without a word. */
async function silenceableProxy(target: URL) {
  let silent = false;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (silent) return;
    const upstream = connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: url.toString(),
    goSilent() {
      silent = true;
      for (const socket of open) socket.destroy();
    },
    speak() {
      silent = false;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a database that does not answer in time', () => {
  let db: { url: string; drop(): Promise<void> };
  const config = { ...loadConfig({ NODE_ENV: 'test' }), mediaDir: testMediaDir, cacheTtlMs: 0 };
  const busy = { message: messages.brieflyUnavailable, code: 'SERVICE_UNAVAILABLE' };
  beforeAll(async () => {
    db = await createPostgresDatabase(serverUrl);
    const database = await openDatabase({ databaseUrl: db.url, pgliteDir: '' });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
  });
  afterAll(() => db?.drop());

  it('fails a request with 503 and a message once the connect timeout passes, and recovers', async () => {
    const proxy = await silenceableProxy(new URL(db.url));
    const database = await openDatabase({ databaseUrl: proxy.url, pgliteDir: '', connectTimeoutMs: 300 });
    const app = await buildApp({ config, database, storage: localStorage(testMediaDir) });
    try {
      expect((await app.inject({ url: '/api/category' })).statusCode).toBe(200);
      proxy.goSilent();
      const res = await app.inject({ url: '/api/category' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(busy);
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);
      proxy.speak();
      expect((await app.inject({ url: '/api/category' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.close();
    }
  });

  it('cuts a statement that hangs with the statement timeout, answers 503, and the next request works', async () => {
    const database = await openDatabase({ databaseUrl: db.url, pgliteDir: '', statementTimeoutMs: 300 });
    const app = await buildApp({ config, database, storage: localStorage(testMediaDir) });
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      // Another session holds the categories table, so the listing waits until its statement is cut.
      await holder.query('begin');
      await holder.query('lock table categories in access exclusive mode');
      const res = await app.inject({ url: '/api/category' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(busy);
      await holder.query('rollback');
      expect((await app.inject({ url: '/api/category' })).statusCode).toBe(200);
    } finally {
      await holder.end();
      await app.close();
      await database.close();
    }
  });
});
