// Setup for the mail outbox tests: an SMTP server that refuses every message (the outside service, faked), one
// pass of the real mail worker, and a message written as the shop writes it when SMTP is not configured.
import { type MailMessage, type MailTransport, sendMail } from '../../../api/src/modules/mail/service.ts';
import { type DrainResult, drainOutbox } from '../../../api/src/modules/mail/worker.ts';
import type { RealApi } from './real-api.ts';

/** A mail server that answers every message with 'Connection refused'. */
export const refusingSmtp: MailTransport = {
  send: async () => {
    throw new Error('Connection refused');
  },
};

/** One pass of the real mail worker over the due messages, with one try each: a refused send is 'failed'. */
export function runMailWorkerOnce(api: RealApi, mailer: MailTransport): Promise<DrainResult> {
  return drainOutbox(
    { db: api.database.db, mailer },
    { sendTimeoutMs: 1000, intervalMs: 60_000, maxAttempts: 1 },
  );
}

/** Writes `message` to the outbox as the shop does without SMTP: 'kept', never sent. */
export async function keepMail(api: RealApi, message: MailMessage): Promise<void> {
  await sendMail({ db: api.database.db }, message);
}
