// The mails in Marathi (an order placed on a Marathi page, an account whose language is Marathi): each mail a
// shopper gets, built from the sample data with the language `mr`, is Marathi throughout (no English sentence, no
// Hindi word), its dates as the Marathi pages write them (months in words, Latin digits), and the order
// confirmation in a real browser at 390 px (a screenshot to look at in /tmp/chamak-mail).
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMail } from './templates/accounts.tsx';
import {
  codConfirmationMail,
  orderCancelledMail,
  orderConfirmedMail,
  shipmentStatusMail,
} from './templates/orders.tsx';
import { refundInitiatedMail, refundProcessedMail } from './templates/refunds.tsx';
import { cartReminderMail, paymentReminderMail, type ReminderMail } from './templates/reminders.tsx';
import { type MailTemplate, renderMail } from './templates/render.tsx';
import { returnRequestedMail } from './templates/returns.tsx';
import { sampleBrand, sampleOrder, sampleReturn, sampleSeller } from './templates/samples.ts';
import { backInStockMail, stockAlertConfirmMail } from './templates/stock.tsx';
import { renewalFailedMail, renewalNoticeMail } from './templates/subscriptions.tsx';

const inMarathi = { language: 'mr' } as const;
const order = { ...sampleOrder, ...inMarathi };
const reminder: ReminderMail = {
  firstName: 'Kavya',
  lines: [{ name: 'Floor Cleaner Concentrate', size: '1 L', quantity: 2, amountPaise: 49_800 }],
  valuePaise: 49_800,
  restoreUrl: 'https://shop.example/cart?restore=Fixed_Restore-Token',
  stopUrl: 'https://shop.example/cart?stop=Fixed_Restore-Token',
  unsubscribeUrl: 'https://shop.example/api/cart-reminders/unsubscribe?token=Fixed_Restore-Token',
  offer: null,
  ...inMarathi,
};
const renewal = {
  firstName: 'Kavya',
  line: { name: 'Floor Cleaner Concentrate', size: '1 L', quantity: 2, amountPaise: 44_820 },
  amountPaise: 48_820,
  dueOn: '31 डिसेंबर 2026',
  intervalDays: 30,
  manageUrl: 'https://shop.example/track-order?tab=subscriptions',
  ...inMarathi,
};

const mails: Record<string, MailTemplate> = {
  'order confirmation': orderConfirmedMail(order, { number: 'CH/26-27/000042' }),
  'cash order to confirm': codConfirmationMail(order, {
    token: 'Fixed_Confirm-Token',
    dueAt: new Date('2026-11-25T10:00:00Z'),
  }),
  'shipment status': shipmentStatusMail(order, 'Out for Delivery'),
  'order cancelled by the shopper': orderCancelledMail(order, { byShopper: true, refundPaise: null }),
  'order cancelled unconfirmed': orderCancelledMail(order, {
    byShopper: false,
    refundPaise: null,
    reason: 'it was not confirmed by 25 Nov 2026, 3:30 pm (India time)',
  }),
  'refund initiated': refundInitiatedMail({ id: 1042, firstName: 'Kavya', ...inMarathi }, 25_000),
  'refund processed': refundProcessedMail(
    { id: 1042, firstName: 'Kavya', ...inMarathi },
    { amountPaise: 25_000, method: 'gateway', reference: null, gatewayId: 'rfnd_Fixed123' },
    'CN/26-27/000007',
  ),
  'password reset': passwordResetMail(
    { fullname: 'Kavya Nair', ...inMarathi },
    'https://shop.example/reset-password?token=Fixed_Token-123',
  ),
  'abandoned cart': cartReminderMail(reminder, 'first'),
  'complete your payment': paymentReminderMail({ ...reminder, orderId: 1043 }),
  'subscription renewal notice': renewalNoticeMail({
    ...renewal,
    changeUrl: 'https://shop.example/subscription-notice?s=7&c=3&t=Fixed_Notice-Signature',
  }),
  'subscription payment failed, paused': renewalFailedMail({ ...renewal, retryOn: null }),
  'return requested': returnRequestedMail({ ...sampleReturn, reason: 'Leaking', ...inMarathi }),
  'back in stock': backInStockMail(
    { name: 'Dishwash Gel', label: '500 ml' },
    'https://shop.example/product-details/3?size=9',
    'mr',
  ),
  'back-in-stock alert confirmation': stockAlertConfirmMail(
    { name: 'Dishwash Gel', label: '500 ml' },
    'https://shop.example/product-details/3?size=9&alert=sample-token',
    'mr',
  ),
};

describe('mail templates in Marathi', () => {
  for (const [name, template] of Object.entries(mails))
    it(`writes the ${name} mail in Marathi`, async () => {
      const mail = await renderMail(sampleBrand, template);
      expect(mail.html).toMatch(/<html [^>]*lang="mr"/);
      expect(mail.subject).toMatch(/[\u0900-\u097F]/);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('काही प्रश्न?');
        expect(part).toContain(sampleSeller.legalName);
        for (const english of [
          'Hello',
          'Questions?',
          'Thank you',
          'Delivery address',
          'Your cart',
          'Your order',
        ])
          expect(part).not.toContain(english);
        // Hindi's words, not Marathi's.
        for (const hindi of ['नमस्ते', 'कोई सवाल', 'आपका', 'आपके', 'करें'])
          expect(part, `${name}: ${hindi}`).not.toContain(hindi);
      }
    });

  it('writes an order confirmation with its lines, totals, delivery dates and address in Marathi', async () => {
    const mail = await renderMail(sampleBrand, mails['order confirmation']!);
    expect(mail.subject).toBe('तुमची Chamak ऑर्डर #1042 निश्चित झाली आहे');
    expect(mail.text).toContain('नमस्कार Kavya,');
    // Months in words, digits Latin, as the Marathi pages write a date.
    expect(mail.text).toContain('बुध, 2 डिसेंबर ते शुक्र, 4 डिसेंबर दरम्यान डिलिव्हरी.');
    for (const words of ['उप-बेरीज', 'कॅश ऑन डिलिव्हरी शुल्क', 'एकूण (डिलिव्हरीच्या वेळी भरायचे)', '₹712.30'])
      expect(mail.text).toContain(words);
    const toConfirm = await renderMail(sampleBrand, mails['cash order to confirm']!);
    expect(toConfirm.subject).toBe('कृपया तुमच्या Chamak ऑर्डर #1042 ची पुष्टी करा');
    expect(toConfirm.text).toContain(
      'पुष्टी करण्याची अंतिम मुदत 25 नोव्हेंबर, 2026 रोजी 3:30 PM वाजता (भारतीय वेळ) आहे;',
    );
    const cancelled = await renderMail(sampleBrand, mails['order cancelled unconfirmed']!);
    expect(cancelled.text).toContain(
      'आम्ही तुमची ऑर्डर #1042 रद्द केली आहे: अंतिम मुदत 25 नोव्हेंबर, 2026 रोजी 3:30 PM वाजता (भारतीय वेळ) होती, तोपर्यंत तिची पुष्टी झाली नाही.',
    );
    const status = await renderMail(sampleBrand, mails['shipment status']!);
    expect(status.subject).toBe('ऑर्डर #1042: डिलिव्हरीसाठी निघाली');
  });

  it('writes a Marathi cart reminder with its plural, a return with its reason, and a renewal in Marathi', async () => {
    const cart = await renderMail(sampleBrand, mails['abandoned cart']!);
    expect(cart.subject).toBe('Chamak वरील तुमच्या कार्टमध्ये काहीतरी राहून गेले आहे');
    expect(cart.text).toContain('माझ्या कार्टवर परत जा');
    const returned = await renderMail(sampleBrand, mails['return requested']!);
    expect(returned.subject).toBe('Chamak ऑर्डर #1042 साठी तुमची रिटर्न विनंती #77');
    expect(returned.text).toContain('ऑर्डर #1042 मधील या वस्तू परत करण्याची तुमची विनंती आम्हाला मिळाली आहे (गळकी):');
    const paused = await renderMail(sampleBrand, mails['subscription payment failed, paused']!);
    expect(paused.subject).toBe('तुमची सदस्यता थांबवली आहे: पेमेंट झाले नाही');
  });
});

/** This machine has no Devanagari type (a phone has its own): the page gets the web's Noto Sans Devanagari. */
function devanagariType(): string {
  const file = createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  );
  const data = readFileSync(file).toString('base64');
  return `@font-face { font-family: 'Devanagari here'; src: url(data:font/woff2;base64,${data}) format('woff2'); unicode-range: U+0900-097F; }
    * { font-family: 'Devanagari here', sans-serif !important; }`;
}

describe('the Marathi order confirmation in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  });
  afterAll(() => browser?.close());

  it('shows the lines, the totals and the address in Marathi at 390 px without sideways scrolling', async () => {
    const { html } = await renderMail(sampleBrand, mails['order confirmation']!);
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.addStyleTag({ content: devanagariType() });
      await page.evaluate(async () => {
        for (const weight of [400, 600, 700])
          await document.fonts.load(`${weight} 16px "Devanagari here"`, 'क');
      });
      for (const text of [
        'तुमच्या ऑर्डरबद्दल धन्यवाद',
        'एकूण (डिलिव्हरीच्या वेळी भरायचे)',
        '₹712.30',
        'डिलिव्हरीचा पत्ता',
      ])
        await expect(
          page.getByText(text, { exact: false }).filter({ visible: true }).count(),
          text,
        ).resolves.toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'तुमची ऑर्डर पाहा' }).getAttribute('href')).resolves.toBe(
        'https://shop.example/track-order?tab=orders&order=1042',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      mkdirSync('/tmp/chamak-mail', { recursive: true });
      await page.screenshot({ path: '/tmp/chamak-mail/order-confirmation-mr-390.png', fullPage: true });
    } finally {
      await page.close();
    }
  });
});
