// Starts the shop: read config, open and migrate the database, load the demo data on first start, listen,
// and shut down gracefully on SIGTERM/SIGINT. With WEB_CONCURRENCY=n (PostgreSQL only) this process becomes a
// node:cluster primary that prepares the database and forks n server processes (processes.ts, decision 0222).
import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { seedIfEmpty } from '../../../tools/demo-data/seed.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startEventWorker } from './events/bus.ts';
import { scheduleJob } from './jobs.ts';
import { startConversionWorker } from './modules/conversions/index.ts';
import { smtpTransport } from './modules/mail/smtp.ts';
import { startMailWorker } from './modules/mail/worker.ts';
import { analyticsConsentOf } from './modules/privacy/consent-state.ts';
import { sellerIdentityOf } from './modules/settings/service.ts';
import { storageFor } from './plugins/storage.ts';
import { reportStopping, runPrimary, withStartupLock } from './processes.ts';
import { shopJobs } from './shop-jobs.ts';
import { shopWarnings, startupWarnings } from './startup-warnings.ts';
import { renderMailAttachment } from './subscriptions.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  ...config.database,
});
const storage = storageFor(config);
const primary = cluster.isPrimary && config.webConcurrency > 1;
const worker = !cluster.isPrimary;

// Migrations and the first seed run once: in the primary before it forks, or under a start-up lock in a lone
// process (several may start side by side on one PostgreSQL); forked workers find them done.
if (!worker) {
  const log = pino({ level: config.logLevel });
  await withStartupLock(database, async () => {
    await database.migrate();
    if (config.seedDemo) {
      const seeded = await seedIfEmpty({ db: database.db, storage }, (message) => log.info(message));
      if (seeded) log.info('demo data loaded');
    }
  });
}
if (primary) {
  await database.close();
  const log = pino({ level: config.logLevel });
  runPrimary(config.webConcurrency, {
    info: (message) => log.info(message),
    error: (message) => log.error(message),
  });
} else {
  await serve();
}

async function serve() {
  const mailer = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom, { timeoutMs: config.mailWorker.sendTimeoutMs })
    : null;
  const app = await buildApp({ config, database, storage, mailer });
  // A careless deployment is told so at every start (README, "Production checklist"); once, not by every worker.
  const firstWorker = !worker || cluster.worker?.id === 1;
  if (firstWorker) {
    for (const warning of startupWarnings(config)) app.log.warn(warning);
    // The shop's own settings, once the database (and any demo) is in: no GSTIN in production (decision 0134).
    for (const warning of shopWarnings(config, await sellerIdentityOf({ db: app.db }))) app.log.warn(warning);
  }

  // The scheduled jobs (shop-jobs.ts): every process ticks them, one runs each tick.
  const jobs = shopJobs(app).map((job) => scheduleJob({ db: app.db, log: app.log }, job));

  // The mail worker sends what requests queued in the outbox (D12, decision 0010); without SMTP mail is kept.
  // Every process runs one: a claim skips rows another worker holds (FOR UPDATE SKIP LOCKED).
  const mailWorker = mailer
    ? startMailWorker(
        { db: app.db, mailer, log: app.log, renderAttachment: renderMailAttachment },
        config.mailWorker,
      )
    : null;

  // What no request ran at once (a failed effect's retry, a process that stopped between commit and effect).
  const eventWorker = startEventWorker({ db: app.db, bus: app.events });

  // Consented conversion events to GA4 and Meta (decision 0364), sent after commit with retries; every process runs one.
  const conversionWorker = startConversionWorker({
    db: app.db,
    config: config.conversions,
    consentOf: analyticsConsentOf,
    log: app.log,
  });

  const closer = closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    reportStopping();
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // A send under way finishes or times out (MAIL_SEND_TIMEOUT_MS) while requests drain; so does a sync.
    await Promise.all([
      ...jobs.map((job) => job.stop()),
      mailWorker?.stop(),
      eventWorker.stop(),
      conversionWorker.stop(),
      app.close(),
    ]);
    await database.close();
  });
  // A worker whose primary is gone (killed outright) shuts down too, rather than serve on unsupervised.
  if (worker) process.on('disconnect', () => closer.close());

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Chamak is open at http://localhost:${config.port} (database: ${database.kind}${worker ? `, process ${cluster.worker?.id} of ${config.webConcurrency}` : ''})`,
  );
}
