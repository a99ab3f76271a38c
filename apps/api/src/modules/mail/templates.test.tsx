// The mails as the shop writes them: every template's text part against a snapshot (fixed data, so it is
// stable), the HTML of a rich one (an order confirmation with items) in a real browser at 1280 and 390 px,
// and, through the real routes and database, a placed order's mail in the outbox with both parts in the brand
// the admin saved.
import { mkdirSync } from 'node:fs';
import { defaultSellerIdentity } from '@chamak/shared/seller';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { sql } from 'drizzle-orm';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { brandFrom } from './templates/brand.ts';
import { renderMail } from './templates/render.tsx';
import { returnRequestedShopMail } from './templates/returns.tsx';
import { sampleBrand, sampleMails, sampleReturn, sampleSeller } from './templates/samples.ts';

const seller = sampleSeller;
const brand = sampleBrand;
const mails = sampleMails;
const returnRequest = sampleReturn;

describe('mail templates', () => {
  for (const [name, template] of Object.entries(mails))
    it(`writes the ${name} mail with a text part that reads as the HTML says`, async () => {
      const mail = await renderMail(brand, template);
      expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchSnapshot();
      // Both parts carry the brand and the seller's footer.
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('background-color:#0f766e');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(seller.legalName);
        expect(part).toContain('GSTIN 27AAACC1234F1Z5');
        expect(part).toContain(seller.customerCare.email);
      }
    });

  it('escapes what shoppers typed instead of letting it into the HTML', async () => {
    const mail = await renderMail(
      brand,
      returnRequestedShopMail({
        ...returnRequest,
        details: '<img src=x onerror=alert(1)>',
        firstName: '<b>K</b>',
      }),
    );
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>K</b>');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('leaves the GSTIN line out until the seller has one, and falls back to the default colour for a bad one', async () => {
    const plain = brandFrom({ ...defaultShopIdentity, brandColour: 'red;x' }, defaultSellerIdentity);
    const mail = await renderMail(plain, mails['order confirmation']!);
    expect(mail.text).not.toContain('GSTIN');
    expect(mail.html).toContain(`background-color:${defaultShopIdentity.brandColour}`);
    // Without the shop's address the mail names the way to the order instead of a link.
    expect(mail.text).toContain('You can follow it under Profile > Order History > Order #1042.');
  });
});

describe('the order confirmation in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  });
  afterAll(() => browser?.close());

  for (const width of [1280, 390])
    it(`shows the items, the total and the address at ${width} px without sideways scrolling`, async () => {
      const { html } = await renderMail(brand, mails['order confirmation']!);
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        await page.setContent(html, { waitUntil: 'load' });
        for (const text of [
          'Floor Cleaner Concentrate',
          'Dishwash Gel',
          '₹498.00',
          'Festive 10% (code FESTIVE10)',
          'Total (pay on delivery)',
          '₹712.30',
          'Kochi, Kerala 682001',
          'View your order',
        ])
          await expect(
            page.getByText(text, { exact: false }).filter({ visible: true }).count(),
            text,
          ).resolves.toBeGreaterThan(0);
        // The header band is in the shop's colour, the button links to the order's page.
        const band = await page
          .getByText('Chamak', { exact: true })
          .first()
          .evaluate((el) => {
            let node: Element | null = el;
            while (node && getComputedStyle(node).backgroundColor === 'rgba(0, 0, 0, 0)')
              node = node.parentElement;
            return node ? getComputedStyle(node).backgroundColor : '';
          });
        expect(band).toBe('rgb(15, 118, 110)');
        await expect(page.getByRole('link', { name: 'View your order' }).getAttribute('href')).resolves.toBe(
          'https://shop.example/track-order?tab=orders&order=1042',
        );
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
        mkdirSync('/tmp/chamak-mail', { recursive: true });
        await page.screenshot({ path: `/tmp/chamak-mail/order-confirmation-${width}.png`, fullPage: true });
      } finally {
        await page.close();
      }
    });
});

describe('mails through the outbox', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await testApp();
    admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  });
  afterAll(() => t?.close());

  it("queues a placed order's confirmation with its items, total and address in the brand the admin saved", async () => {
    const settings = (await t.app.inject({ url: '/api/settings' })).json();
    const saved = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { shop: { ...settings.shop, name: 'Chamak Test Shop', brandColour: '#b91c1c' } },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const bad = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { shop: { ...settings.shop, brandColour: 'purple' } },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Brand colour must be a colour like #393185');

    const me = await signupAndLogin(t.app);
    const size = await sizeInStock(t.database.db, 3);
    await addToCart(t.app, me, size, 2);
    const placed = await checkout(t.app, me, 'cod');
    expect(placed.statusCode, placed.body).toBe(200);
    const [o] = await rows<{ id: number; total: number }>(
      t.database.db,
      sql`select id, total_paise as total from orders where user_id = ${me.userId} order by id desc limit 1`,
    );
    const [item] = await rows<{ name: string; size: string }>(
      t.database.db,
      sql`select product_name as name, litre_label as size from order_items where order_id = ${o!.id}`,
    );
    const [mail] = await rows<{ subject: string; text: string; html: string | null }>(
      t.database.db,
      sql`select subject, text, html from mail_outbox where subject = ${`Your Chamak Test Shop order #${o!.id} is confirmed`}`,
    );
    expect(mail, 'confirmation in the outbox').toBeDefined();
    const total = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
      o!.total / 100,
    );
    for (const part of [mail!.text, mail!.html!]) {
      expect(part).toContain(`${item!.name}`);
      expect(part).toContain(total);
      expect(part).toContain('12 Lake Road');
    }
    expect(mail!.text).toContain(`${item!.name} (${item!.size}) × 2`);
    expect(mail!.html).toContain('background-color:#b91c1c');
  });
});
