// Before any test: draws the demo media once into the shared test media folder (later runs reuse it).

import { ensureDemoMedia } from '../db/seed/demo-media.ts';
import { localStorage } from '../plugins/storage.ts';
import { testMediaDir } from './paths.ts';

export default async function setup() {
  await ensureDemoMedia(localStorage(testMediaDir), (message) => console.log(`[test media] ${message}`));
}
