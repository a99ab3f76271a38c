// @vitest-environment happy-dom
// The web tests' harness (decision 0085): the web client's own fetch reaches the real API on a fresh database.
import { messages } from '@chamak/shared/messages';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api as client, request } from '../api/client.ts';
import { upload } from '../features/admin/admin-api.ts';
import { session } from '../lib/session.ts';
import { toast } from '../lib/toast.tsx';
import { useRealApi } from './real-api.ts';

const api = useRealApi();

describe('the real API behind fetch', () => {
  it("answers the client's calls from the seeded database, and logs them", async () => {
    const settings = await client.settings();
    expect(settings.shop.name).toBe('Chamak');
    const categories = await client.categories();
    expect(categories.length).toBeGreaterThan(0);
    expect(api.callsTo('/settings')).toEqual([
      expect.objectContaining({ method: 'GET', auth: null, status: 200, response: settings }),
    ]);
  });

  it("carries a customer's token, body and the server's error message", async () => {
    const shopper = await api.logInCustomer();
    expect(session.read()).toMatchObject({ loggedIn: true, userId: String(shopper.userId) });
    const cart = await request<unknown[]>('/cart/get', { body: { userId: shopper.userId } });
    expect(cart).toEqual([]);
    expect(api.callsTo('/cart/get')[0]).toMatchObject({
      method: 'POST',
      body: { userId: shopper.userId },
      auth: `Bearer ${shopper.token}`,
    });
    const wrong = await request('/users/login', {
      body: { email: shopper.email, password: 'Wrong@1234' },
    }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).status).toBe(401);
    // A wrong password at login says nothing about the stored token.
    expect(session.read().loggedIn).toBe(true);
  });

  it('logs out when the server refuses a stored token (the client path is real)', async () => {
    const error = vi.spyOn(toast, 'error');
    session.save({ token: 'not-a-token', userId: 1 });
    const refused = await request('/cart/get', { body: { userId: 1 } }).catch((e: unknown) => e);
    expect((refused as ApiError).status).toBe(401);
    expect(session.read().loggedIn).toBe(false);
    expect(error).toHaveBeenCalledWith(messages.authError);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 3000 });
    error.mockRestore();
  });

  it('sends a FormData upload as multipart with the admin token', async () => {
    await api.logInAdmin();
    const png = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new File([new Uint8Array(png)], 'banner.png', { type: 'image/png' }));
    const before = (await client.banners()).length;
    await upload('/banners/upload', form);
    expect(api.callsTo('/banners/upload')[0]).toMatchObject({ body: 'multipart', status: 200 });
    expect((await request<unknown[]>('/banners')).length).toBe(before + 1);
  });

  it('holds an answer until released, and fails a call as a dropped connection', async () => {
    const gate = api.hold((c) => c.path === '/settings');
    let done = false;
    const pending = client.settings().then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(gate.held).toBe(1));
    expect(done).toBe(false);
    gate.release();
    await pending;
    expect(done).toBe(true);

    api.failNext((c) => c.path === '/settings');
    const failed = await client.settings().catch((e: unknown) => e);
    expect((failed as ApiError).status).toBe(0);
    await expect(client.settings()).resolves.toMatchObject({ shop: { name: 'Chamak' } });
  });
});
