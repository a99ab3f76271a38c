// Where tests keep generated media: outside the repo, shared by every test file and run.
import os from 'node:os';
import path from 'node:path';

export const testMediaDir = process.env.CHAMAK_TEST_MEDIA ?? path.join(os.tmpdir(), 'chamak-test-media');
