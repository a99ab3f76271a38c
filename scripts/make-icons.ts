// Draws the shop's icon set from apps/web/public/favicon.svg with sharp: favicon.ico (16, 32 and 48 px), PNG
// icons for browsers and the web app manifest (192 and 512 px, and a maskable 512 px one with the mark inside
// the safe zone), and the 180 px Apple touch icon (opaque, as iOS wants). The files are committed; run `npx
// tsx scripts/make-icons.ts` again after changing the SVG.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const brand = '#393185';

const svg = await readFile(path.join(publicDir, 'favicon.svg'));
const png = (size: number) =>
  sharp(svg, { density: 72 * Math.ceil(size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();

/** The mark at `scale` of the square, centred on the brand colour (maskable: the outer 10% may be cut away). */
async function onBrand(size: number, scale: number): Promise<Buffer> {
  const inner = Math.round(size * scale);
  return sharp({ create: { width: size, height: size, channels: 4, background: brand } })
    .composite([{ input: await png(inner), gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** An ICO file holding PNG images (allowed since Windows Vista, read by every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

await mkdir(path.join(publicDir, 'icons'), { recursive: true });
const files: [string, Buffer][] = [
  [
    'favicon.ico',
    ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))),
  ],
  ['icons/icon-192.png', await png(192)],
  ['icons/icon-512.png', await png(512)],
  ['icons/icon-maskable-512.png', await onBrand(512, 0.8)],
  ['icons/apple-touch-icon.png', await onBrand(180, 1)],
];
for (const [name, data] of files) {
  await writeFile(path.join(publicDir, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
