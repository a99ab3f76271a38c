// What a reader copies from a PDF's marked text: each run's ActualText (UTF-16BE) from the content streams. A
// Devanagari run carries its text there (modules/invoices/pdf.ts); a text extractor reads the shaped glyphs instead,
// in the order they are drawn (a short i's sign before its consonant).
import { inflateSync } from 'node:zlib';

export function copiedText(pdf: Buffer): string {
  const runs: string[] = [];
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  for (const [, stream] of pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    const content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    for (const [, text] of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) {
      const bytes = text!.replace(/\\([\s\S])/g, (_, c: string) => escapes[c] ?? c).slice(2);
      runs.push(Buffer.from(bytes, 'latin1').swap16().toString('utf16le'));
    }
  }
  return runs.join(' | ');
}
