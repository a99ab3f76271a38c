// The mails in Hindi (an order placed in Hindi, an account whose language is Hindi): every sample's subject and
// text part against a snapshot, with none of the English sentences left in it, and the order confirmation in a
// real browser at 390 px (a screenshot to look at in /tmp/chamak-mail).
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from './templates/render.tsx';
import { sampleBrand, sampleMailsInHindi, sampleSeller } from './templates/samples.ts';

describe('mail templates in Hindi', () => {
  for (const [name, template] of Object.entries(sampleMailsInHindi))
    it(`writes the ${name} mail in Hindi`, async () => {
      const mail = await renderMail(sampleBrand, template);
      expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchSnapshot();
      expect(mail.html).toMatch(/<html [^>]*lang="hi"/);
      expect(mail.subject).toMatch(/[\u0900-\u097F]/);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('नमस्ते');
        expect(part).toContain(sampleSeller.legalName);
        expect(part).toContain('कोई सवाल?');
        for (const english of ['Hello ', 'Questions?', 'Thank you', 'Delivery address', 'Your cart'])
          expect(part).not.toContain(english);
      }
    });

  it('writes the dates of an order placed in Hindi as the Hindi pages do: months in words, Latin digits', async () => {
    const confirmation = await renderMail(sampleBrand, sampleMailsInHindi['order confirmation']!);
    expect(confirmation.text).toContain('बुध, 2 दिसंबर से शुक्र, 4 दिसंबर के बीच डिलीवरी');
    const toConfirm = await renderMail(sampleBrand, sampleMailsInHindi['cash order to confirm']!);
    expect(toConfirm.subject).toBe('कृपया अपना Chamak ऑर्डर #1042 पक्का करें');
    expect(toConfirm.text).toContain('25 नवंबर 2026 को 3:30 pm');
  });

  it('writes a Hindi subscriber’s renewal notice, a Hindi order’s return and a Hindi alert’s mails in Hindi', async () => {
    const notice = await renderMail(sampleBrand, sampleMailsInHindi['subscription renewal notice']!);
    expect(notice.subject).toBe('आपकी सब्सक्रिप्शन: Floor Cleaner Concentrate के लिए 31 दिसंबर 2026 को ₹488.20');
    expect(notice.text).toContain('आपकी सब्सक्रिप्शन (हर 30 दिन में) 31 दिसंबर 2026 को रिन्यू होगी');
    const paused = await renderMail(sampleBrand, sampleMailsInHindi['subscription payment failed, paused']!);
    expect(paused.subject).toBe('आपकी सब्सक्रिप्शन रोक दी गई है: भुगतान नहीं हो पाया');
    const returned = await renderMail(sampleBrand, sampleMailsInHindi['return requested']!);
    expect(returned.subject).toBe('Chamak ऑर्डर #1042 के लिए आपका रिटर्न अनुरोध #77');
    expect(returned.text).toContain('हमें ऑर्डर #1042 की ये चीज़ें लौटाने का आपका अनुरोध मिल गया है (टूटा-फूटा):');
    const approved = await renderMail(sampleBrand, sampleMailsInHindi['return approved']!);
    expect(approved.subject).toBe('Chamak ऑर्डर #1042 के लिए आपका रिटर्न #77: रिटर्न स्वीकार हुआ');
    const back = await renderMail(sampleBrand, sampleMailsInHindi['back in stock']!);
    expect(back.subject).toBe('फिर से स्टॉक में: Dishwash Gel (500 ml)');
    for (const mail of [notice, paused, returned, approved, back])
      expect(mail.html).toMatch(/<html [^>]*lang="hi"/);
  });
});

/**
 * This machine has no Devanagari type (a phone has its own): the screenshot's page gets the web's Noto Sans
 * Devanagari for Devanagari letters, before the rest of the mail's type.
 */
function devanagariType(): string {
  const file = createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  );
  const data = readFileSync(file).toString('base64');
  return `@font-face { font-family: 'Devanagari here'; src: url(data:font/woff2;base64,${data}) format('woff2'); unicode-range: U+0900-097F; }
    * { font-family: 'Devanagari here', sans-serif !important; }`;
}

describe('the Hindi order confirmation in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  });
  afterAll(() => browser?.close());

  it('shows the lines, the totals and the address in Hindi at 390 px without sideways scrolling', async () => {
    const { html } = await renderMail(sampleBrand, sampleMailsInHindi['order confirmation']!);
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.addStyleTag({ content: devanagariType() });
      await page.evaluate(async () => {
        for (const weight of [400, 600, 700])
          await document.fonts.load(`${weight} 16px "Devanagari here"`, 'क');
      });
      for (const text of ['आपके ऑर्डर के लिए धन्यवाद', 'कुल (डिलीवरी पर भुगतान)', '₹712.30', 'डिलीवरी का पता'])
        await expect(
          page.getByText(text, { exact: false }).filter({ visible: true }).count(),
          text,
        ).resolves.toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'अपना ऑर्डर देखें' }).getAttribute('href')).resolves.toBe(
        'https://shop.example/track-order?tab=orders&order=1042',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      mkdirSync('/tmp/chamak-mail', { recursive: true });
      await page.screenshot({ path: '/tmp/chamak-mail/order-confirmation-hi-390.png', fullPage: true });
    } finally {
      await page.close();
    }
  });
});
