// The PIN code → district and state table behind the checkout's address autofill (decisions 0206 and 0289):
// India Post's directory, made by scripts/make-pin-places.ts into pin-places.txt beside this file (about 220 KB,
// committed, nothing downloaded at run time). The first look-up reads it into two typed arrays (the PIN codes,
// ascending, and each one's place number) and the list of about 600 distinct places: a few hundred kilobytes in
// memory, where the 34 MB source directory cost 100 MB of resident memory and a second to read.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Place = { city: string; state: string };

type Table = { pins: Uint32Array; placeOfIndex: Uint16Array; places: Place[] };

// A path, not a URL object: a page test's DOM (happy-dom) puts its own URL class on the global, which readFile
// does not take (the migrations folder is found the same way).
const tableFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pin-places.txt');

/** Parses the compact form (pin-directory-source.ts compactForm): places, a blank line, then PIN and place number. */
export function parseTable(text: string): Table {
  const lines = text.split('\n').filter((line) => !line.startsWith('#'));
  const gap = lines.indexOf('');
  if (gap < 0) throw new Error('The PIN table has no blank line between its places and its PIN codes');
  const places = lines.slice(0, gap).map((line) => {
    const [city = '', state = ''] = line.split('\t');
    return { city, state };
  });
  const pinLines = lines.slice(gap + 1).filter((line) => line !== '');
  const pins = new Uint32Array(pinLines.length);
  const placeOfIndex = new Uint16Array(pinLines.length);
  pinLines.forEach((line, i) => {
    const tab = line.indexOf('\t');
    pins[i] = Number(line.slice(0, tab));
    placeOfIndex[i] = Number(line.slice(tab + 1));
  });
  return { pins, placeOfIndex, places };
}

let table: Promise<Table> | undefined;

async function load(): Promise<Table> {
  return parseTable(await readFile(tableFile, 'utf8'));
}

/** The row of `pin` in the ascending PIN codes, or -1. */
function rowOf(pins: Uint32Array, pin: number): number {
  let low = 0;
  let high = pins.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = pins[mid]!;
    if (at === pin) return mid;
    if (at < pin) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** The district and state of a PIN code, or null when the directory does not know it. */
export async function placeOfPin(pin: string): Promise<Place | null> {
  if (!table) {
    table = load();
    // A failed read is tried again on the next look-up rather than remembered.
    table.catch(() => {
      table = undefined;
    });
  }
  const { pins, placeOfIndex, places } = await table;
  // Only a PIN code written as the directory writes it (digits, no leading zero or spaces) is found.
  const n = Number(pin);
  if (!Number.isSafeInteger(n) || n <= 0 || String(n) !== pin) return null;
  const row = rowOf(pins, n);
  if (row < 0) return null;
  const place = places[placeOfIndex[row]!]!;
  return { city: place.city, state: place.state };
}
