// Starts the shop: read config, open and migrate the database, load the demo data on first start, listen,
// and shut down gracefully on SIGTERM/SIGINT.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { smtpTransport } from './modules/mail/smtp.ts';
import { startMailWorker } from './modules/mail/worker.ts';
import { syncShipments } from './modules/shipping/service.ts';
import { localStorage } from './plugins/storage.ts';
import { startupWarnings } from './startup-warnings.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  ...config.database,
});
await database.migrate();
const storage = localStorage(config.mediaDir);
const mailer = config.smtpUrl
  ? smtpTransport(config.smtpUrl, config.mailFrom, { timeoutMs: config.mailWorker.sendTimeoutMs })
  : null;
const app = await buildApp({ config, database, storage, mailer });
// A careless deployment is told so at every start (README, "Production checklist").
for (const warning of startupWarnings(config)) app.log.warn(warning);

if (config.seedDemo) {
  const seeded = await seedIfEmpty({ db: database.db, storage }, (message) => app.log.info(message));
  if (seeded) app.log.info('demo data loaded');
}

// Shiprocket tracking sync for shipments whose webhook may have been missed (D13).
const syncMinutes = config.shiprocket?.syncMinutes ?? 0;
const sync =
  app.shipping && syncMinutes > 0
    ? setInterval(() => {
        syncShipments({
          db: database.db,
          shipping: app.shipping,
          mailer: app.mailer,
          cache: app.responseCache,
        }).catch((err) => app.log.warn({ err }, 'shipment sync failed'));
      }, syncMinutes * 60_000)
    : undefined;
sync?.unref();

// The mail worker sends what requests queued in the outbox (D12, decision 0010); without SMTP mail is kept.
const mailWorker = mailer
  ? startMailWorker({ db: database.db, mailer, log: app.log }, config.mailWorker)
  : null;

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  if (sync) clearInterval(sync);
  // A send under way finishes or times out (MAIL_SEND_TIMEOUT_MS) while requests drain.
  await Promise.all([mailWorker?.stop(), app.close()]);
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Chamak is open at http://localhost:${config.port} (database: ${database.kind})`);
