// Promotions for web tests, made through the admin's real routes: created, and turned off afterwards so the
// tests after them price carts and show badges without them.
import { expect } from 'vitest';
import type { RealApi } from './real-api.ts';

export async function createPromotion(api: RealApi, body: Record<string, unknown>): Promise<number> {
  const res = await api.as(await api.adminToken(), {
    method: 'POST',
    url: '/api/admin/promotions',
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}

/** Runs `test` with these promotions running (their ids in order), and disables them afterwards. */
export async function withPromotions(
  api: RealApi,
  bodies: Record<string, unknown>[],
  test: (ids: number[]) => Promise<void>,
): Promise<void> {
  const ids: number[] = [];
  try {
    for (const body of bodies) ids.push(await createPromotion(api, body));
    await test(ids);
  } finally {
    const admin = await api.adminToken();
    for (const [i, id] of ids.entries()) {
      const res = await api.as(admin, {
        method: 'PUT',
        url: `/api/admin/promotions/${id}`,
        payload: { ...bodies[i], active: false },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
}

let serial = 0;
/** A code no other test uses. */
export const freshCode = (stem: string) => `${stem}${Date.now().toString(36).toUpperCase()}${++serial}`;
