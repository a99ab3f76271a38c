// Test helpers that go through the real routes: sign up and log in, and send calls with a bearer token.
import type { FastifyInstance, InjectOptions } from 'fastify';

let counter = 0;

export type TestUser = { userId: number; token: string; email: string; password: string };

export async function signupAndLogin(
  app: FastifyInstance,
  overrides: Partial<Record<'fullname' | 'username' | 'email' | 'phone', string>> & {
    /** Ticks both offers boxes at signup (a consent to offers, which the reminders need). */
    offers?: boolean;
  } = {},
): Promise<TestUser> {
  counter++;
  const unique = `${Date.now().toString(36)}${counter}`;
  const { offers, ...fields } = overrides;
  const body = {
    fullname: 'Test Shopper',
    username: `shopper${unique}`,
    email: `shopper${unique}@example.com`,
    phone: '9876543210',
    password: 'Secret@123',
    ...fields,
    ...(offers ? { marketingEmail: true, marketingMessages: true } : {}),
  };
  const signup = await app.inject({ method: 'POST', url: '/api/users/signup', payload: body });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  return { ...(await login(app, body.email, body.password)), email: body.email, password: body.password };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ userId: number; token: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const body = res.json() as { userId?: number; token: string };
  return { userId: body.userId ?? 0, token: body.token };
}

export function as(token: string | undefined, options: InjectOptions): InjectOptions {
  return {
    ...options,
    headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  };
}
