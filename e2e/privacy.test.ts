// Browser journeys of the privacy notice and the consent ledger (decision 0357): /privacy shows the notice's current
// version; signup at 390 px has the two offers boxes unticked and the notice linked, and a ticked box is a ledger
// row; the checkout's boxes start unticked; the analytics banner's Accept and Decline are the same size and style,
// neither chosen, kept in the cookie and not asked again, and a signed-in shopper's answer is a ledger row; Profile →
// Privacy stops and allows in one click each, a row each, and links the my-data page; Admin → Privacy notice
// publishes version 2. E2E_SHOTS_DIR saves screenshots at 1280 and 390 px.
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../apps/api/src/lib/sql.ts';
import {
  apiClient,
  desktop,
  journey,
  launchBrowser,
  mobile,
  openPage,
  type Shop,
  startShop,
  type Viewport,
  wait,
} from './harness.ts';
import { adminToken, customerWithOneUnit, pageWithSession } from './orders.ts';

let shop: Shop;
let browser: Browser;
let admin = '';
const { api } = apiClient(() => shop.baseUrl);
const url = (path: string) => `${shop.baseUrl}${path}`;
const shots = process.env.E2E_SHOTS_DIR;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  admin = await adminToken(api);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const shot = async (page: Page, name: string, viewport: Viewport) => {
  if (shots)
    await page.screenshot({ path: `${shots}/privacy-${name}-${viewport.width}.png`, fullPage: true });
};

const ledgerOf = (userId: number) =>
  rows<{ purpose: string; action: string; source: string; method: string; notice_version: number | null }>(
    shop.database.db,
    sql`select purpose, action, source, method, notice_version from consent_ledger where user_id = ${userId}
      order by id`,
  );

/** Forgets the harness's answered banner, so the page is a first visit that is asked. */
const unanswered = (page: Page) => page.context().clearCookies({ name: 'chamak_analytics' });

let serial = 0;
async function newCustomer() {
  serial++;
  const tag = `${Date.now().toString(36)}${serial}`;
  const account = {
    fullname: 'Nisha Rao',
    username: `nisha.${tag}`,
    email: `nisha.${tag}@example.com`,
    phone: '9876543210',
    password: 'Shop@1234',
  };
  const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
  const { token } = await api<{ token: string }>('/users/login', {
    body: { email: account.email, password: account.password },
  });
  return { userId, token };
}

describe('the privacy notice', () => {
  for (const viewport of [desktop, mobile])
    it(
      `shows its current version with every part on /privacy (${viewport.width} px)`,
      async () => {
        const { page, errors, close } = await openPage(browser, viewport);
        try {
          await page.goto(url('/privacy'));
          await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
          await page.getByText(/^Version \d+, published/).waitFor();
          for (const heading of [
            'The personal data we collect, and what for',
            'Your rights',
            'Withdrawing your consent',
            'Complaining to the Data Protection Board of India',
            'Who answers questions about your data',
          ])
            await page.getByRole('heading', { level: 2, name: heading }).waitFor();
          for (const right of ['Access', 'Correction', 'Erasure', 'Nomination', 'Grievance'])
            expect(await page.locator('dt', { hasText: right }).count()).toBe(1);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          await shot(page, 'notice', viewport);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});

describe('signup and checkout', () => {
  it(
    'signup at 390 px: the offers boxes start unticked, the notice is linked, a ticked box is a ledger row',
    async () => {
      const { page, close } = await openPage(browser, mobile);
      try {
        await page.goto(url('/signup'));
        const email = page.getByRole('checkbox', { name: 'Offers and news by e-mail' });
        const messages = page.getByRole('checkbox', { name: 'Offers and news by WhatsApp or SMS' });
        expect(await email.isChecked()).toBe(false);
        expect(await messages.isChecked()).toBe(false);
        const link = page
          .getByRole('form', { name: 'Sign up' })
          .getByRole('link', { name: 'Privacy notice' });
        expect(await link.getAttribute('href')).toBe('/privacy');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await shot(page, 'signup', mobile);

        const tag = `${Date.now().toString(36)}s`;
        await page.getByLabel('Full name').fill('Farah Khan');
        await page.getByLabel('Username').fill(`farah.${tag}`);
        await page.getByLabel('Phone number').fill('9876543210');
        await page.getByLabel('Email').fill(`farah.${tag}@example.com`);
        await page.getByLabel('Password', { exact: true }).fill('Shop@1234');
        await page.getByLabel('Repeat password', { exact: true }).fill('Shop@1234');
        await messages.check();
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await page.getByText('Sign up successful!', { exact: false }).first().waitFor();
        const [user] = await rows<{ id: number }>(
          shop.database.db,
          sql`select id from users where email = ${`farah.${tag}@example.com`}`,
        );
        expect(await ledgerOf(user!.id)).toEqual([
          {
            purpose: 'marketing_messages',
            action: 'given',
            source: 'signup',
            method: 'checkbox',
            notice_version: 1,
          },
        ]);
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    'signup at 1280 px shows the boxes and the notice link beside the form',
    async () => {
      const { page, close } = await openPage(browser, desktop);
      try {
        await page.goto(url('/signup'));
        await page.getByRole('checkbox', { name: 'Offers and news by e-mail' }).waitFor();
        await shot(page, 'signup', desktop);
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    'checkout at 390 px: the offers boxes start unticked and the notice is linked',
    async () => {
      const customer = await customerWithOneUnit(api, {
        firstName: 'Ira',
        lastName: 'Sen',
        address: '12 Park Street',
        apt: '',
        city: 'Kolkata',
        state: 'West Bengal',
        postalCode: '700016',
      });
      const { page, close } = await pageWithSession(browser, shop.baseUrl, mobile, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        await page.goto(url('/checkout'));
        const form = page.getByRole('form', { name: 'Checkout' });
        const email = form.getByRole('checkbox', { name: 'Offers and news by e-mail' });
        await email.waitFor();
        expect(await email.isChecked()).toBe(false);
        expect(
          await form.getByRole('checkbox', { name: 'Offers and news by WhatsApp or SMS' }).isChecked(),
        ).toBe(false);
        expect(await form.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe(
          '/privacy',
        );
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    'links the notice under the contact form and the sign-in by mobile code',
    async () => {
      const { page, close } = await openPage(browser, mobile);
      try {
        await page.goto(url('/contact'));
        await page.getByRole('button', { name: 'Send Message' }).waitFor();
        expect(await page.locator('#main').getByRole('link', { name: 'Privacy notice' }).count()).toBe(1);
        await page.goto(url('/login'));
        await page.getByRole('button', { name: 'Continue with mobile number' }).click();
        const byCode = page.getByRole('form', { name: 'Sign in with mobile number' });
        await byCode.waitFor();
        expect(await byCode.getByRole('link', { name: 'Privacy notice' }).count()).toBe(1);
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('the analytics banner', () => {
  for (const viewport of [mobile, desktop])
    it(
      `asks a guest once, with equal Accept and Decline, keeps the answer for 180 days and loads no third party (${viewport.width} px)`,
      async () => {
        const { page, errors, close } = await openPage(browser, viewport);
        try {
          await unanswered(page);
          const foreign: string[] = [];
          page.on('request', (r) => {
            if (!r.url().startsWith(shop.baseUrl) && !r.url().startsWith('data:')) foreign.push(r.url());
          });
          await page.goto(url('/'));
          const banner = page.getByRole('region', { name: 'Analytics choice' });
          await banner.waitFor();
          const accept = banner.getByRole('button', { name: 'Accept' });
          const decline = banner.getByRole('button', { name: 'Decline' });
          const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
          expect(Math.round(a!.width)).toBe(Math.round(d!.width));
          expect(Math.round(a!.height)).toBe(Math.round(d!.height));
          expect(await accept.getAttribute('class')).toBe(await decline.getAttribute('class'));
          // Neither is chosen beforehand: no focus, nothing pressed.
          expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BUTTON');
          expect(await accept.getAttribute('aria-pressed')).toBeNull();
          expect(await decline.getAttribute('aria-pressed')).toBeNull();
          // It floats over the page: the page is no wider, and its box keeps inside the screen.
          const box = await banner.boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
          expect(box!.height).toBeLessThan(viewport.name === 'mobile' ? 180 : 160);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          await shot(page, 'banner', viewport);

          await decline.click();
          await banner.waitFor({ state: 'detached' });
          const cookie = (await page.context().cookies()).find((c) => c.name === 'chamak_analytics');
          expect(cookie?.value).toBe('denied.1');
          const days = (cookie!.expires - Date.now() / 1000) / 86_400;
          expect(days).toBeGreaterThan(179);
          expect(days).toBeLessThanOrEqual(180);
          await page.reload();
          await page.getByRole('link', { name: 'Chamak', exact: false }).first().waitFor();
          await page.waitForTimeout(300);
          expect(await banner.count()).toBe(0);
          expect(foreign).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );

  it(
    'records a signed-in shopper’s answer in the ledger (source cookie_banner)',
    async () => {
      const customer = await newCustomer();
      const { page, close } = await pageWithSession(browser, shop.baseUrl, mobile, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        await unanswered(page);
        await page.goto(url('/'));
        await page
          .getByRole('region', { name: 'Analytics choice' })
          .getByRole('button', { name: 'Accept' })
          .click();
        await expect
          .poll(() => ledgerOf(customer.userId), wait)
          .toEqual([
            {
              purpose: 'analytics',
              action: 'given',
              source: 'cookie_banner',
              method: 'button',
              notice_version: 1,
            },
          ]);
        // The page writes the cookie once the answer is back, which may be just after the ledger row.
        await expect
          .poll(
            async () => (await page.context().cookies()).find((c) => c.name === 'chamak_analytics')?.value,
            wait,
          )
          .toBe('granted.1');
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('Profile → Privacy', () => {
  for (const viewport of [mobile, desktop])
    it(
      `lists each purpose with its state and stops or allows in one click, a ledger row each (${viewport.width} px)`,
      async () => {
        const customer = await newCustomer();
        await api('/account/consents', {
          token: customer.token,
          body: { purpose: 'marketing_email', given: true },
        });
        const { page, errors, close } = await pageWithSession(browser, shop.baseUrl, viewport, {
          token: customer.token,
          userId: String(customer.userId),
        });
        try {
          await page.goto(url('/track-order?tab=privacy'));
          const panel = page.getByRole('tabpanel');
          await panel.getByRole('heading', { name: 'Privacy' }).waitFor();
          const email = panel.locator('[data-purpose="marketing_email"]');
          await email.getByText(/Allowed since .*, under notice version 1/).waitFor();
          expect(await panel.locator('[data-purpose="order_updates"]').getByRole('button').count()).toBe(0);
          expect(
            await panel
              .getByRole('link', { name: 'Download, correct or erase my data' })
              .getAttribute('href'),
          ).toBe('/account/my-data');
          expect(await panel.getByText(/sorry|miss out|are you sure/i).count()).toBe(0);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          await shot(page, 'profile', viewport);

          await email.getByRole('button', { name: /^Stop/ }).click();
          await email.getByText(/Stopped on .*, under notice version 1/).waitFor();
          const analytics = panel.locator('[data-purpose="analytics"]');
          await analytics.getByRole('button', { name: /^Allow/ }).click();
          await analytics.getByText(/Allowed since/).waitFor();
          expect(
            (await ledgerOf(customer.userId)).map((r) => [r.purpose, r.action, r.source, r.method]),
          ).toEqual([
            ['marketing_email', 'given', 'profile', 'button'],
            ['marketing_email', 'withdrawn', 'profile', 'button'],
            ['analytics', 'given', 'profile', 'button'],
          ]);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});

describe('Admin → Privacy notice', () => {
  it(
    'publishes the edited notice as version 2, listed above version 1, and /privacy shows it',
    async () => {
      const { page, errors, close } = await pageWithSession(browser, shop.baseUrl, desktop, {
        token: admin,
        isAdmin: 'true',
      });
      try {
        await page.goto(url('/admin/privacy-notice'));
        await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
        await page.getByLabel('Name', { exact: true }).fill('Ritu Sharma');
        await shot(page, 'admin', desktop);
        await page.getByRole('button', { name: 'Publish as version 2' }).click();
        await page.getByRole('button', { name: 'Publish as version 3' }).waitFor();
        const table = page.getByRole('table', { name: 'Published versions of the privacy notice' });
        expect((await table.locator('tbody tr td:first-child').allInnerTexts()).map((s) => s.trim())).toEqual(
          ['2', '1'],
        );
        await page.goto(url('/privacy'));
        await page.getByText('Ritu Sharma').waitFor();
        await page.getByText(/^Version 2, published/).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
