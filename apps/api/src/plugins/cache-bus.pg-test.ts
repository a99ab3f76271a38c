// Cache invalidation between processes without Redis (decision 0224): PostgreSQL LISTEN/NOTIFY on a connection of
// the listener's own. Two apps (own pools) on one database: an admin write on one drops the other's cached answer,
// also after the listener's connection was cut by the server (it reconnects and starts its cache afresh).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../tools/demo-data/seed.ts';
import { as, login } from '../test/auth.ts';
import { eventually, type Pair, twoProcesses } from '../test/two-apps.ts';

let p: Pair;
let admin: string;
beforeAll(async () => {
  p = await twoProcesses({ cacheTtlMs: 600_000 });
  admin = (await login(p.a, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => p?.close());

type Litres = { totalLitre: number };
const litres = () =>
  p.b.inject({ method: 'POST', url: '/api/litre/getall', payload: { page: 1, perPage: 100 } });
const total = (res: Awaited<ReturnType<typeof litres>>) => (res.json() as Litres).totalLitre;

async function addLitre(name: string, ml: number) {
  const added = await p.a.inject(
    as(admin, { method: 'POST', url: '/api/litre', payload: { litre: name, total_ml: ml } }),
  );
  expect(added.statusCode).toBe(200);
}

/** Server sessions of this database that LISTEN (the two apps' listeners). */
async function listeners(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
  );
  return rows.map((r) => r.pid);
}

describe('LISTEN/NOTIFY between two processes', () => {
  it("drops the other process's cached listing after an admin write", async () => {
    const before = total(await litres());
    expect((await litres()).headers['x-cache']).toBe('hit');
    await addLitre('11 L', 11_000);
    // Ten minutes of cache lifetime remain: only the notification can make the other process ask again.
    const after = await eventually(litres, (res) => total(res) !== before);
    expect(total(after)).toBe(before + 1);
  });

  it('reconnects when the server cuts the listening connection, and hears the next write', async () => {
    const client = new pg.Client({ connectionString: p.databaseUrl });
    await client.connect();
    try {
      const first = await listeners(client);
      expect(first).toHaveLength(2);
      await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [first]);
      // Both listeners come back on new connections.
      const back = await eventually(
        () => listeners(client),
        (pids) => pids.length === 2 && pids.every((pid) => !first.includes(pid)),
      );
      expect(back).toHaveLength(2);
      const before = total(await litres());
      expect((await litres()).headers['x-cache']).toBe('hit');
      await addLitre('12 L', 12_000);
      const after = await eventually(litres, (res) => total(res) !== before);
      expect(total(after)).toBe(before + 1);
    } finally {
      await client.end();
    }
  });
});
