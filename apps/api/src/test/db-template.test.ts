import { describe, expect, it } from 'vitest';
import { withoutUnusedFiles } from './db-template.ts';

/** A ustar entry: a 512-byte header (name, octal size) and the data padded to 512 bytes. */
function entry(name: string, data = ''): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write(`${Buffer.byteLength(data).toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write('ustar\0', 257, 'latin1');
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(data) / 512) * 512);
  body.write(data, 0, 'latin1');
  return Buffer.concat([header, body]);
}

function names(tar: Uint8Array): string[] {
  const found: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = Buffer.from(tar.subarray(offset, offset + 512));
    const name = header.toString('latin1', 0, 100).replace(/\0.*$/s, '');
    if (!name) break;
    const size = Number.parseInt(header.toString('latin1', 124, 135), 8);
    const start = offset + 512;
    found.push(`${name}=${Buffer.from(tar.subarray(start, start + Math.min(size, 3))).toString('latin1')}`);
    offset = start + Math.ceil(size / 512) * 512;
  }
  return found;
}

describe('the PGlite template copied by every test file', () => {
  it('keeps the redo segment and every database file but the two templates', () => {
    const redo = '000000010000000000000003';
    const tar = Buffer.concat([
      entry('/PG_VERSION', '15\n'),
      entry('/base/1/', ''),
      entry('/base/1/1259', 'one'),
      entry('/base/4/1259', 'fou'),
      entry('/base/5/1259', 'fiv'),
      entry('/base/5/17000', 'x'.repeat(700)),
      entry('/base/10/1259', 'ten'),
      entry('/pg_wal/000000010000000000000002', 'old'),
      entry(`/pg_wal/${redo}`, 'new'),
      entry('/pg_wal/archive_status/', ''),
      entry('/global/pg_control', 'ctl'),
      Buffer.alloc(1024),
    ]);
    const kept = withoutUnusedFiles(tar, redo);
    expect(names(kept)).toEqual([
      '/PG_VERSION=15\n',
      '/base/5/1259=fiv',
      '/base/5/17000=xxx',
      '/base/10/1259=ten',
      `/pg_wal/${redo}=new`,
      '/pg_wal/archive_status/=',
      '/global/pg_control=ctl',
    ]);
    // The end-of-archive blocks stay.
    expect(Buffer.from(kept.subarray(kept.length - 1024)).equals(Buffer.alloc(1024))).toBe(true);
  });
});
