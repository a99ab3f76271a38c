// What a careless production deployment gets told at startup: a pure function of the config, so main.ts logs
// it and a test can read it (README "Production checklist").
import type { Config } from './config.ts';

export function startupWarnings(config: Config): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (!config.razorpay && config.paymentsSandbox)
    warnings.push(
      'PAYMENTS SANDBOX IS ON (PAYMENTS_SANDBOX=true): online payments are simulated, no money is taken, and any shopper can approve their own payment. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for a real shop.',
    );
  if (!config.razorpay && !config.paymentsSandbox)
    warnings.push(
      'Online payment is off: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set, so checkout offers cash on delivery only. Set the keys, or PAYMENTS_SANDBOX=true for a test shop.',
    );
  if (config.razorpay && !config.razorpay.webhookSecret)
    warnings.push(
      'RAZORPAY_WEBHOOK_SECRET is not set: payments whose browser never came back are not reconciled.',
    );
  if (!config.publicUrlSet)
    warnings.push(
      `PUBLIC_URL is not set: links in e-mails (password reset, orders) point at ${config.publicUrl}.`,
    );
  if (!config.jwtSecret)
    warnings.push(
      'JWT_SECRET is not set: tokens are signed with a secret kept in the database, so anyone who reads a backup can sign them.',
    );
  if (!config.smtpUrl) warnings.push('SMTP_URL is not set: e-mails stay in the outbox and are not sent.');
  return warnings;
}

/**
 * What the shop's own settings tell a production deployment at startup (decision 0134): without the seller's
 * GSTIN its invoices are bills of supply with no GST, which a registered seller must not issue. Read after the
 * database is open (and the demo seeded), so main.ts logs it once the settings are known.
 */
export function shopWarnings(config: Pick<Config, 'env'>, seller: { gstin?: string | undefined }): string[] {
  if (config.env !== 'production') return [];
  return seller.gstin?.trim()
    ? []
    : [
        "The seller's GSTIN is not set (Admin > Settings > Seller & GST): invoices carry no GST. Set it if the shop is registered for GST.",
      ];
}
