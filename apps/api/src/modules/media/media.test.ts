import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

describe('media reads', () => {
  it('lists home banners with image variants that are really served', async () => {
    const list = (await t.app.inject('/api/banners')).json() as {
      id: number;
      imageUrl: string;
      imageSrcset: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const file = await t.app.inject(list[0]!.imageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    for (const candidate of list[0]!.imageSrcset.split(', ')) {
      const [url] = candidate.split(' ');
      expect((await t.app.inject(url!)).statusCode).toBe(200);
    }
  });

  it('gives one about banner, a bottom banner with a WebM video, and the promo banner with its button text', async () => {
    const about = (await t.app.inject('/api/banners/getaboutbanner')).json();
    expect(about).toHaveLength(1);
    const bottom = (await t.app.inject('/api/banners/getbottombanner')).json() as { videoUrl: string }[];
    expect(bottom[0]!.videoUrl).toMatch(/\.webm$/);
    const video = await t.app.inject(bottom[0]!.videoUrl);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const promo = (await t.app.inject('/api/promo-banners')).json();
    expect(promo[0]).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      buttonText: 'Shop Deals',
    });
  });

  it('lists gallery images and videos with posters', async () => {
    const gallery = (await t.app.inject('/api/instasection')).json();
    expect(gallery.length).toBeGreaterThanOrEqual(4);
    const videos = (await t.app.inject('/api/video')).json() as { videoUrl: string; posterUrl: string }[];
    expect(videos.length).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject(videos[0]!.posterUrl)).statusCode).toBe(200);
  });

  it('answers a JSON 404 for missing media, never the web app', async () => {
    const res = await t.app.inject('/media/demo/nothing-here.webp');
    expect(res.statusCode).toBe(404);
  });
});
