// For tests that send mail through the SMTP stand-in (test/smtp.ts): a message as the server received it, read
// back as its reader sees it: the recipient, the subject (its encoded words decoded) and the plain-text part
// (base64 or quoted-printable, UTF-8), so a test can compare the words of a mail in any language.

/** The header block's fields, folded lines joined, by lower-cased name. */
function headersOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
}

const utf8 = new TextDecoder('utf-8');

/** Quoted-printable to its bytes: soft line breaks dropped, =XX as one byte. */
function quotedPrintable(text: string, underscoreIsSpace = false): Uint8Array {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === '_' && underscoreIsSpace) bytes.push(32);
    else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Uint8Array.from(bytes);
}

/** A header's value with its RFC 2047 encoded words ("=?UTF-8?B?...?=", "=?UTF-8?Q?...?=") decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      utf8.decode(kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : quotedPrintable(data, true)),
    );
}

/** A part's body decoded by its Content-Transfer-Encoding. */
function bodyOf(fields: Map<string, string>, body: string): string {
  const encoding = (fields.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return utf8.decode(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
  if (encoding === 'quoted-printable') return utf8.decode(quotedPrintable(body));
  return body;
}

/** The text/plain part of a (possibly multipart, possibly nested) entity. */
function plainText(fields: Map<string, string>, body: string): string | null {
  const type = fields.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const split = part.replace(/^\r?\n/, '').search(/\r?\n\r?\n/);
      const trimmed = part.replace(/^\r?\n/, '');
      const head = headersOf(trimmed.slice(0, split));
      const text = plainText(head, trimmed.slice(split).replace(/^\r?\n\r?\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? bodyOf(fields, body) : null;
}

export type ReceivedMail = { to: string; subject: string; text: string };

/** A raw message the SMTP stand-in received, as its reader sees it. */
export function receivedMail(raw: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const fields = headersOf(raw.slice(0, split));
  return {
    to: fields.get('to') ?? '',
    subject: decodeHeader(fields.get('subject') ?? ''),
    text: (plainText(fields, raw.slice(split).replace(/^\r?\n\r?\n/, '')) ?? '').replace(/\r\n/g, '\n'),
  };
}
