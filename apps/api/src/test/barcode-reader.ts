// Reads the Code 128 barcodes on a PDF's pages as a scanner would: pdftoppm renders each page in grey, and every
// pixel row is decoded with ZXing's Code 128 reader (pure JavaScript), left to right, so bars side by side are
// all found. What comes back is what the printed bars say, whatever the PDF's text claims.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BitArray, Code128Reader } from '@zxing/library';

/** A PGM (P5) file's width, height and grey bytes. */
function readPgm(file: Buffer): { width: number; height: number; grey: Uint8Array } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.toString('latin1', 0, 64));
  if (!header) throw new Error('not a PGM file');
  const [whole, w, h] = header;
  return { width: Number(w), height: Number(h), grey: file.subarray(whole.length) };
}

/** White pixels before a barcode's first bar: its quiet zone, at least (ten modules are drawn). */
const quietPixels = 12;

/** The distinct texts of the Code 128 barcodes on each page, at `dpi`. */
export function code128OnPages(pdf: Buffer, dpi = 200): string[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'barcodes-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', path.join(dir, 'in.pdf'), path.join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort();
    return pages.map((f) => {
      const { width, height, grey } = readPgm(readFileSync(path.join(dir, f)));
      const found = new Set<string>();
      const reader = new Code128Reader();
      for (let y = 0; y < height; y += 2) {
        const dark = (x: number) => grey[y * width + x]! < 128;
        // Where a barcode may start: a dark pixel after a quiet zone (or the page's edge). Each is tried in turn,
        // with the row cleared before it, so text to its left (a false start) does not hide it.
        let x = 0;
        let quiet = quietPixels;
        while (x < width) {
          if (!dark(x)) {
            quiet++;
            x++;
            continue;
          }
          if (quiet < quietPixels) {
            quiet = 0;
            x++;
            continue;
          }
          const row = new BitArray(width);
          for (let i = x; i < width; i++) if (dark(i)) row.set(i);
          quiet = 0;
          try {
            const result = reader.decodeRow(y, row, new Map());
            found.add(result.getText());
            x = Math.ceil(Math.max(...result.getResultPoints().map((p) => p.getX()))) + 1;
          } catch {
            x++;
          }
        }
      }
      return [...found];
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
