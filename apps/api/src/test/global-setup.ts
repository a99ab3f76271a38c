// Before any test: draws the demo media once into the shared test media folder (later runs reuse it), and makes
// this run's database templates, migrated and seeded, that every test file copies (decision 0240).

import { ensureDemoMedia } from '../../../../tools/demo-data/demo-media.ts';
import { localStorage } from '../plugins/storage.ts';
import { makeTemplates } from './db-template.ts';
import { testMediaDir } from './paths.ts';

export default async function setup() {
  await ensureDemoMedia(localStorage(testMediaDir), (message) => console.log(`[test media] ${message}`));
  return makeTemplates((message) => console.log(`[test database] ${message}`));
}
