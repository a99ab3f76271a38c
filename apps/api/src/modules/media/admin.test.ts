import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { requestTooLarge, uploadMessages } from '../../plugins/uploads.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { fields, multipart, type Part } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;
let png: Buffer;
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(200, 1)]);

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  png = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

const file = (name: string, data: Buffer, filename = 'a.png', contentType = 'image/png'): Part => ({
  name,
  filename,
  contentType,
  data,
});
const send = (method: 'POST' | 'PUT', url: string, parts: Part[], token = admin) => {
  const body = multipart(parts);
  return t.app.inject(as(token, { method, url, payload: body.payload, headers: body.headers }));
};

describe('media writes', () => {
  it('are for admins only', async () => {
    const customer = await signupAndLogin(t.app);
    for (const url of [
      '/api/banners/upload',
      '/api/promo-banners',
      '/api/instasection',
      '/api/video',
      '/api/banners/uploadbottombanner',
    ]) {
      expect((await send('POST', url, [file('image', png)], customer.token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
  });

  it('uploads several home banners at once and deletes one', async () => {
    const before = (await t.app.inject('/api/banners')).json().length as number;
    expect((await send('POST', '/api/banners/upload', [])).json().message).toBe(
      'Please select at least one image',
    );
    const res = await send('POST', '/api/banners/upload', [file('image', png), file('image', png)]);
    expect(res.json().message).toBe('Banner Uploaded');
    const list = (await t.app.inject('/api/banners')).json() as { id: number; imageUrl: string }[];
    expect(list).toHaveLength(before + 2);
    const removed = await t.app.inject(
      as(admin, { method: 'DELETE', url: `/api/banners/${list.at(-1)!.id}` }),
    );
    expect(removed.json().message).toBe('Media deleted');
    expect((await t.app.inject('/api/banners')).json()).toHaveLength(before + 1);
  });

  it('keeps at most one about banner and one promo banner', async () => {
    const about = await send('POST', '/api/banners/uploadaboutbanner', [file('image', png)]);
    expect(about.statusCode).toBe(409);
    const promo = await send('POST', '/api/promo-banners', [
      ...fields({ title: 'Sale', description: 'Big sale' }),
      file('image', png),
    ]);
    expect(promo.statusCode).toBe(409);
    expect(promo.json().message).toBe('There can be only one promo banner. Edit or delete it.');
    const [existing] = (await t.app.inject('/api/promo-banners')).json() as { id: number }[];
    const noTitle = await send(
      'PUT',
      `/api/promo-banners/${existing!.id}`,
      fields({ title: '', description: 'x' }),
    );
    expect(noTitle.json().message).toBe('Title is required');
    const updated = await send(
      'PUT',
      `/api/promo-banners/${existing!.id}`,
      fields({ title: 'Diwali Deals', description: 'Up to 40% off' }),
    );
    expect(updated.json().message).toBe('Promo Banner Updated');
    expect((await t.app.inject('/api/promo-banners')).json()[0]).toMatchObject({
      title: 'Diwali Deals',
      buttonText: 'Shop Deals',
    });
    await t.app.inject(as(admin, { method: 'DELETE', url: `/api/promo-banners/${existing!.id}` }));
    expect(
      (await send('POST', '/api/promo-banners', fields({ title: 'New', description: 'New' }))).json().message,
    ).toBe('Image is required');
    const added = await send('POST', '/api/promo-banners', [
      ...fields({ title: 'New', description: 'New', buttonText: 'Grab it' }),
      file('image', png),
    ]);
    expect(added.json().message).toBe('Promo Banner Added');
  });

  it('needs both an image and a real video for a bottom banner', async () => {
    expect((await send('POST', '/api/banners/uploadbottombanner', [file('image', png)])).json().message).toBe(
      'Please select both an image and a video',
    );
    const fakeVideo = await send('POST', '/api/banners/uploadbottombanner', [
      file('image', png),
      file('video', Buffer.from('not a video at all'), 'v.webm', 'video/webm'),
    ]);
    expect(fakeVideo.json().message).toBe('Please select a valid video file');
    const ok = await send('POST', '/api/banners/uploadbottombanner', [
      file('image', png),
      file('video', webm, 'v.webm', 'video/webm'),
    ]);
    expect(ok.json().message).toBe('Media Uploaded Successfully');
    const list = (await t.app.inject('/api/banners/getbottombanner')).json() as { videoUrl: string }[];
    const video = await t.app.inject(list.at(-1)!.videoUrl);
    expect(video.headers['content-type']).toBe('video/webm');
  });

  it('adds, replaces and deletes gallery images and videos with SPEC’s messages', async () => {
    expect((await send('POST', '/api/instasection', [])).json().message).toBe('Please upload an image');
    const notImage = await send('POST', '/api/instasection', [
      file('image', Buffer.from('%PDF-1.4'), 'x.pdf', 'application/pdf'),
    ]);
    expect(notImage.json().message).toBe('Please select a valid image file');
    const added = await send('POST', '/api/instasection', [file('image', png)]);
    expect(added.json().message).toBe('Section Added');
    expect(
      (await send('PUT', `/api/instasection/${added.json().id}`, [file('image', png)])).json().message,
    ).toBe('Section Updated');
    expect(
      (
        await t.app.inject(as(admin, { method: 'DELETE', url: `/api/instasection/${added.json().id}` }))
      ).json().message,
    ).toBe('Media deleted');

    expect((await send('POST', '/api/video', [])).json().message).toBe('Please upload a video');
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(100)]);
    const video = await send('POST', '/api/video', [file('video', mp4, 'v.mp4', 'video/mp4')]);
    expect(video.json().message).toBe('Video Added');
    const [row] = await rows<{ video: string }>(
      t.database.db,
      sql`select video from videos where id = ${video.json().id}`,
    );
    expect(row!.video).toMatch(/^videos\/[a-z0-9]+\.mp4$/);
    expect(
      (
        await send('PUT', `/api/video/${video.json().id}`, [file('video', webm, 'v.webm', 'video/webm')])
      ).json().message,
    ).toBe('Video Updated');
  });
});

describe('broken and oversized uploads', () => {
  it('refuses a PNG whose header is valid but whose data is cut off, and stores nothing', async () => {
    // Noise does not compress, so half the file is a valid header and half the pixel data.
    const noisy = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect((await sharp(noisy.subarray(0, noisy.length / 2)).metadata()).width).toBe(400);
    const before = (await t.app.inject('/api/instasection')).json().length as number;
    const res = await send('POST', '/api/instasection', [file('image', noisy.subarray(0, noisy.length / 2))]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: uploadMessages.notImage, code: 'VALIDATION_FAILED' });
    expect((await t.app.inject('/api/instasection')).json()).toHaveLength(before);
  });

  it('refuses a multipart body that is cut off with 400', async () => {
    const body = multipart([file('image', png)]);
    const res = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: '/api/banners/upload',
        payload: body.payload.subarray(0, body.payload.length - 200),
        headers: body.headers,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: uploadMessages.brokenForm, code: 'MALFORMED_REQUEST' });
  });

  it('refuses a multipart request without a boundary with 400', async () => {
    const body = multipart([file('image', png)]);
    const res = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: '/api/banners/upload',
        payload: body.payload,
        headers: { 'content-type': 'multipart/form-data' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: uploadMessages.brokenForm, code: 'MALFORMED_REQUEST' });
  });

  describe('with a cap on what one upload request may carry', () => {
    const cap = 256 * 1024;
    let small: TestApp;
    let token: string;
    beforeAll(async () => {
      small = await testApp({ config: { uploadMaxRequestBytes: cap } });
      token = (await login(small.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    });
    afterAll(() => small?.close());

    // Three files of 100 KB: each is far under the 5 MB image limit, together they are over the cap.
    const parts = () => [1, 2, 3].map(() => file('image', randomBytes(100 * 1024)));

    it('refuses a request that says it is larger than the cap, before reading it (413)', async () => {
      const body = multipart(parts());
      const res = await small.app.inject(
        as(token, {
          method: 'POST',
          url: '/api/banners/upload',
          payload: body.payload,
          headers: body.headers,
        }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: requestTooLarge(cap), code: 'TOO_LARGE' });
    });

    it('stops reading a request without a length once its parts pass the cap (413)', async () => {
      const body = multipart(parts());
      const res = await small.app.inject(
        as(token, {
          method: 'POST',
          url: '/api/banners/upload',
          // A stream has no Content-Length: the body arrives chunked, so the cap is counted while reading.
          payload: Readable.from([body.payload.subarray(0, 65_536), body.payload.subarray(65_536)]),
          headers: { ...body.headers, 'transfer-encoding': 'chunked' },
        }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: requestTooLarge(cap), code: 'TOO_LARGE' });
      // An upload under the cap still goes through.
      const fine = multipart([file('image', png)]);
      const ok = await small.app.inject(
        as(token, {
          method: 'POST',
          url: '/api/banners/upload',
          payload: fine.payload,
          headers: fine.headers,
        }),
      );
      expect(ok.json().message).toBe('Banner Uploaded');
    });
  });
});
