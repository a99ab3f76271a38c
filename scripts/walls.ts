// `npm run walls`: rewrites biome.json's per-module schema walls from the table ownership list
// (apps/api/src/modules/ownership.ts), keeping every other override where it is; ownership.test.ts checks they agree.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isWallOverride, wallOverrides } from '../apps/api/src/modules/ownership.ts';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'biome.json');
const config = JSON.parse(readFileSync(file, 'utf8')) as { overrides?: unknown[] };
const others = (config.overrides ?? []).filter((o) => !isWallOverride(o));
config.overrides = [...wallOverrides(), ...others];
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', 'biome.json'], { cwd: root });
console.log(`biome.json: ${wallOverrides().length} module walls, ${others.length} other overrides.`);
