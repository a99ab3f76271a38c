// Secrets the shop makes for itself (the token secret, the payment sandbox's) are stored once and shared: two
// processes starting together on a fresh database must end with one secret, or a token from one is refused by
// the other (a fresh-clone CI run caught exactly that). Real database (PGlite or PostgreSQL with its own pool).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { openTestDatabase } from '../../test/app.ts';
import { as, login } from '../../test/auth.ts';
import { type Pair, twoProcesses } from '../../test/two-apps.ts';
import { getSetting, storedSecret } from './service.ts';

describe('a secret stored once', () => {
  it('gives every concurrent caller the first secret stored, and keeps it', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      let made = 0;
      const make = () => `secret ${made++}`;
      const kept = await Promise.all(
        Array.from({ length: 12 }, () => storedSecret(database.db, 'once_test', make)),
      );
      const stored = await getSetting<{ value?: string }>(database.db, 'once_test', {});
      expect(stored.value).toMatch(/^secret \d+$/);
      expect(kept.every((k) => k === stored.value)).toBe(true);
      // Later, the stored secret is read back and none is made.
      const before = made;
      expect(await storedSecret(database.db, 'once_test', make)).toBe(stored.value);
      expect(made).toBe(before);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('two processes that start together on a fresh database', () => {
  let p: Pair;
  beforeAll(async () => {
    p = await twoProcesses({});
  });
  afterAll(() => p?.close());

  it("accept each other's tokens: they sign with one secret", async () => {
    for (const [from, to] of [
      [p.a, p.b],
      [p.b, p.a],
    ] as const) {
      const { userId, token } = await login(
        from,
        demoAccounts.customer.email,
        demoAccounts.customer.password,
      );
      const profile = await to.inject(as(token, { url: `/api/users/profile/${userId}` }));
      expect(profile.statusCode).toBe(200);
    }
  });
});
