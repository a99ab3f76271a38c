// The file helpers' pure parts: what a file's first bytes say it is, the immediate type and size checks with
// SPEC's messages, and the download's file name from the server's Content-Disposition.
import { describe, expect, it } from 'vitest';
import { attachmentName, checkFile, checkFiles, fileMessages, formatBytes, sniffBytes } from './files.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffBytes', () => {
  it('knows the images and videos the server takes by their magic numbers', () => {
    expect(sniffBytes(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffBytes(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffBytes(bytes('GIF89a'))).toBe('gif');
    expect(sniffBytes(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffBytes(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif');
    expect(sniffBytes(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe('webm');
    expect(sniffBytes(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBe('mp4');
    expect(sniffBytes(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('mp4');
  });

  it('knows nothing else: a PDF, a RIFF that is a WAV, text, too few bytes', () => {
    expect(sniffBytes(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffBytes(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(sniffBytes(bytes('hello, world'))).toBeNull();
    expect(sniffBytes(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffBytes(new Uint8Array())).toBeNull();
  });
});

describe('checkFile', () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

  it("refuses by declared type and size with SPEC's messages, at the limits exactly", () => {
    expect(checkFile('image', file('a.pdf', 'application/pdf', 10))).toBe(fileMessages.notImage);
    expect(checkFile('image', file('a.png', 'image/png', 5 * 1024 * 1024))).toBeNull();
    expect(checkFile('image', file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe(
      fileMessages.imageTooLarge,
    );
    expect(checkFile('video', file('a.mov', 'video/quicktime', 10))).toBeNull();
    expect(checkFile('video', file('a.webm', '', 10))).toBeNull();
    expect(checkFile('video', file('a.avi', '', 10))).toBe(fileMessages.notVideo);
    expect(checkFile('video', file('a.mp4', 'video/mp4', 50 * 1024 * 1024 + 1))).toBe(
      fileMessages.videoTooLarge,
    );
  });

  it('keeps the good files of a selection and names the first refusal', () => {
    const good = file('a.png', 'image/png', 1);
    const result = checkFiles('image', [
      file('a.txt', 'text/plain', 1),
      good,
      file('b.txt', 'text/plain', 1),
    ]);
    expect(result).toEqual({ accepted: [good], error: fileMessages.notImage });
  });
});

describe('attachmentName', () => {
  it("takes the server's file name, plain or encoded, else the fallback", () => {
    expect(attachmentName('attachment; filename="chamak-orders-2026-11-24.csv"', 'x.csv')).toBe(
      'chamak-orders-2026-11-24.csv',
    );
    expect(attachmentName('attachment; filename=invoice.pdf', 'x.pdf')).toBe('invoice.pdf');
    expect(attachmentName("attachment; filename*=UTF-8''CH%2F26-27%2F000123.pdf", 'x.pdf')).toBe(
      'CH/26-27/000123.pdf',
    );
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
    expect(attachmentName('inline', 'x.csv')).toBe('x.csv');
  });
});

describe('formatBytes', () => {
  it('writes sizes as B, KB and MB', () => {
    expect([formatBytes(512), formatBytes(2048), formatBytes(3 * 1024 * 1024)]).toEqual([
      '512 B',
      '2 KB',
      '3.0 MB',
    ]);
  });
});
