// Tests for the generated demo art: image sizes, and the structure of the muxed WebM loop video.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categoryImage, heroBanner, loopVideo, productImage, type Shape, subcategoryImage } from './art.ts';
import { encodeVint, muxWebm, readWebm, vp8FrameFromWebp, vp8KeyframeSize } from './webm.ts';

async function size(buf: Buffer): Promise<{ width?: number; height?: number; format?: string }> {
  const m = await sharp(buf).metadata();
  return { width: m.width, height: m.height, format: m.format };
}

describe('productImage', () => {
  const shapes: Shape[] = ['bottle', 'spray', 'can', 'pouch', 'jar', 'combo'];

  it.each(shapes)('draws an 800x800 PNG for a %s', async (shape) => {
    const buf = await productImage({
      name: 'Floor Cleaner Concentrate <Lavender & "Neem">',
      colour: '#7b5cd6',
      shape,
      sizeLabel: '1 L',
      variant: 0,
    });
    expect(await size(buf)).toEqual({ width: 800, height: 800, format: 'png' });
  });

  it('gives each gallery variant of a combo a different picture', async () => {
    const images = await Promise.all(
      [0, 1, 2, 3].map((variant) =>
        productImage({
          name: 'Home Starter Kit',
          colour: '#d6336c',
          shape: 'combo',
          sizeLabel: '3 items',
          variant,
        }),
      ),
    );
    for (const img of images) expect(await size(img)).toEqual({ width: 800, height: 800, format: 'png' });
    const stats = await Promise.all(images.map((img) => sharp(img).stats()));
    const means = new Set(stats.map((s) => s.channels.map((c) => Math.round(c.mean)).join(',')));
    expect(means.size).toBe(4);
  });

  it('is not a blank canvas', async () => {
    const buf = await productImage({
      name: 'Glass Spray',
      colour: '#1e9bd7',
      shape: 'spray',
      sizeLabel: '500 ml',
      variant: 2,
    });
    const { channels } = await sharp(buf).stats();
    for (const c of channels.slice(0, 3)) expect(c.stdev).toBeGreaterThan(20);
  });
});

describe('tiles and banners', () => {
  it('renders category and subcategory tiles at 600x600', async () => {
    const cat = await categoryImage({ name: 'Kitchen & Dishwash', colour: '#f4b400', shape: 'pouch' });
    const sub = await subcategoryImage({
      name: 'Dishwash Liquids',
      categoryName: 'Kitchen',
      colour: '#f4b400',
      shape: 'jar',
    });
    expect(await size(cat)).toEqual({ width: 600, height: 600, format: 'png' });
    expect(await size(sub)).toEqual({ width: 600, height: 600, format: 'png' });
  });

  it('renders a 1920x720 hero banner', async () => {
    const buf = await heroBanner({
      headline: 'Sparkling homes, half the plastic',
      subline: 'Concentrates you dilute at home.',
      colour: '#1e9bd7',
      index: 1,
    });
    expect(await size(buf)).toEqual({ width: 1920, height: 720, format: 'png' });
  });
});

describe('webm muxer', () => {
  it('encodes EBML sizes as minimal variable-length integers', () => {
    expect([...encodeVint(0)]).toEqual([0x80]);
    expect([...encodeVint(126)]).toEqual([0xfe]);
    // 127 is the reserved all-ones 1-byte value, so it needs two bytes.
    expect([...encodeVint(127)]).toEqual([0x40, 0x7f]);
    expect([...encodeVint(16382)]).toEqual([0x7f, 0xfe]);
    expect([...encodeVint(16383)]).toEqual([0x20, 0x3f, 0xff]);
  });

  it('rejects a lossless WebP', async () => {
    const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(() => vp8FrameFromWebp(webp)).toThrow(/lossless/);
  });

  it('keeps block timecodes within int16 of their cluster when frames are far apart', async () => {
    const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } })
      .webp({ quality: 70 })
      .toBuffer();
    const frame = vp8FrameFromWebp(webp);
    // At 0.02 fps each frame is 50 s apart, far beyond int16 milliseconds.
    const file = muxWebm([frame, frame, frame], { width: 16, height: 16, fps: 0.02 });
    const info = readWebm(file);
    expect(info.clusters).toBe(3);
    expect(info.blocks.map((b) => b.timeMs)).toEqual([0, 50000, 100000]);
    expect(info.durationMs).toBe(150000);
  });
});

describe('loopVideo', () => {
  it('produces a small, well-formed VP8 WebM with one keyframe per frame', async () => {
    const fps = 12;
    const seconds = 3;
    const video = await loopVideo({
      text: 'Chamak: clean homes, made in India',
      colour: '#1e9bd7',
      seconds,
      fps,
    });

    expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(video.includes(Buffer.from('V_VP8'))).toBe(true);
    expect(video.includes(Buffer.from('webm'))).toBe(true);
    expect(video.length).toBeLessThan(400 * 1024);

    const info = readWebm(video);
    expect(info.docType).toBe('webm');
    expect(info.codecId).toBe('V_VP8');
    expect(info.timecodeScale).toBe(1_000_000);
    expect(info.width).toBe(640);
    expect(info.height).toBe(360);
    expect(info.durationMs).toBeCloseTo(seconds * 1000, 3);
    expect(info.blocks).toHaveLength(fps * seconds);
    expect(info.clusters).toBe(seconds);
    expect(info.cueClusterOffsets).toHaveLength(seconds);
    for (const offset of info.cueClusterOffsets) {
      expect([...video.subarray(offset, offset + 4)]).toEqual([0x1f, 0x43, 0xb6, 0x75]);
    }
    info.blocks.forEach((block, i) => {
      expect(block.track).toBe(1);
      expect(block.keyframe).toBe(true);
      expect(block.timeMs).toBe(Math.round((i * 1000) / fps));
      expect(vp8KeyframeSize(block.frame)).toEqual({ width: 640, height: 360 });
    });
  });

  it('honours a custom size and length', async () => {
    const video = await loopVideo({
      text: 'Foam',
      colour: '#0f9d58',
      index: 2,
      seconds: 1,
      fps: 8,
      width: 320,
      height: 180,
    });
    const info = readWebm(video);
    expect(info.blocks).toHaveLength(8);
    expect(vp8KeyframeSize(info.blocks[0]?.frame ?? Buffer.alloc(0))).toEqual({ width: 320, height: 180 });
  });
});
