// Password hashing (D8): scrypt, a slow salted hash from node:crypto, compared in constant time.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const params = { r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;

/**
 * scrypt's cost N: 2^15 (D8), about 0.1 s of a core a hash. The test suite alone (NODE_ENV=test, which only
 * Vitest sets) hashes with 2^10: its thousand-odd signups and logins a run spent a third of the API and page
 * tests' CPU on hashing (decision 0272). A stored hash carries its own N, so it verifies whatever this says.
 */
export function scryptCost(nodeEnv: string | undefined = process.env.NODE_ENV): number {
  return nodeEnv === 'test' ? 2 ** 10 : 2 ** 15;
}
const keyLength = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash", so parameters can be raised later without breaking stored hashes. */
export async function hashPassword(password: string, N = scryptCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...params, N });
  return ['scrypt', N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
