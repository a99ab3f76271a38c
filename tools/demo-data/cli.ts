// `npm run seed`: migrates and loads the demo shop into the configured database if it is empty
// (`-- --force` first empties the shop's tables).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { localStorage } from '../../apps/api/src/plugins/storage.ts';
import { seedIfEmpty } from './seed.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await database.migrate();
if (process.argv.includes('--force')) {
  await database.db.execute(
    sql`truncate categories, litres, users, banners, promo_banners, gallery_images, videos, contact_messages, orders, promotions restart identity cascade`,
  );
}
const seeded = await seedIfEmpty({ db: database.db, storage: localStorage(config.mediaDir) }, console.log);
console.log(
  seeded
    ? 'Demo shop loaded.'
    : 'The database already has a shop; nothing loaded (use -- --force to reload).',
);
await database.close();
