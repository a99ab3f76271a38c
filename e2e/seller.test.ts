// The seller's legal identity on the storefront, at desktop and phone widths: the product page's Legal
// Metrology block (MRP inclusive of all taxes and net quantity of the chosen size, the packer's name and
// address, country of origin, consumer care), the footer's seller, GSTIN, customer care and Grievance
// Officer, the grievance officer on the contact and policy pages; all in the server-rendered HTML too, and an
// admin's change seen on the next page.
import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { SellerIdentity } from '@chamak/shared/seller';
import { type NetQuantity, unitSalePrice } from '@chamak/shared/unit-price';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeller } from '../tools/demo-data/seed.ts';
import {
  apiClient,
  axeViolations,
  describeViolations,
  journey,
  launchBrowser,
  openPage,
  type Shop,
  startShop,
  viewports,
  wait,
} from './harness.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;
/** A demo product with more than one size, so the block can be seen following the choice. */
let product: ProductDetails | undefined;
const { api } = apiClient(() => shop!.baseUrl);

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const { products } = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 50 } });
  const listed = products.find(
    (p) => p.productlitres.length > 1 && p.productlitres[0]!.price !== p.productlitres[1]!.price,
  );
  if (!listed) throw new Error('the demo shop has no product with two differently priced sizes');
  product = await api<ProductDetails>(`/products/${listed.id}`);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));
/** The unit sale price the package declares, of the MRP (decision 0339). */
const perUnit = (amount: number, net: NetQuantity) => {
  const unit = unitSalePrice(rupeesToPaise(amount), net)!;
  return `${formatRupees(unit.paise)}/${unit.unit}`;
};
const address = demoSeller.registeredAddress.join(', ');

/** The page's text as the server sends it, before any script runs. */
async function servedText(pathname: string): Promise<string> {
  const html = await (await fetch(`${shop!.baseUrl}${pathname}`)).text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  // React marks the joins of text pieces with <!-- -->: no space in what a reader sees.
  return squash(
    root
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'"),
  );
}

/** The Legal Metrology block's rows as label -> value. */
async function legalRows(page: Page): Promise<Record<string, string>> {
  const block = page.getByRole('region', { name: /Product information/ });
  await block.waitFor();
  const rows = await block
    .locator('dl > div')
    .evaluateAll((divs) =>
      divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']),
    );
  return Object.fromEntries(rows.map(([label, value]) => [label, squash(value!)]));
}

describe('the seller on the storefront', () => {
  it('is in the server-rendered product page: the Legal Metrology block and the footer', async () => {
    const text = await servedText(`/product-details/${product!.id}`);
    const size = product!.productlitres.find((pl) => pl.remaining_qty > 0) ?? product!.productlitres[0]!;
    expect(text).toContain(`MRP (inclusive of all taxes) ${rupees(size.price)}`);
    expect(text).toContain(`Net quantity ${size.litre.litre}`);
    expect(text).toContain(`Manufactured & packed by ${demoSeller.legalName}, ${address}`);
    expect(text).toContain(`Country of origin ${product!.madeIn || 'India'}`);
    expect(text).toContain(`GSTIN: ${demoSeller.gstin}`);
    expect(text).toContain(`Grievance Officer ${demoSeller.grievanceOfficer.name}`);
  });

  for (const viewport of viewports)
    it(
      `shows the Legal Metrology block for the chosen size, the footer's seller and the grievance officer (${viewport.name})`,
      async () => {
        const { page, errors, close } = await openPage(browser!, viewport);
        try {
          await page.goto(`${shop!.baseUrl}/product-details/${product!.id}`);
          const sizes = page.getByRole('group', { name: /^Size:/ }).getByRole('button');
          const chosen = await sizes.evaluateAll((b) =>
            b.findIndex((x) => x.getAttribute('aria-pressed') === 'true'),
          );
          const size = product!.productlitres[chosen]!;
          const care = demoSeller.customerCare;
          expect(await legalRows(page)).toEqual({
            'MRP (inclusive of all taxes)': rupees(size.price),
            'Net quantity': size.litre.litre,
            // None for a combo (toEqual takes an undefined value for no row).
            'Unit sale price': product!.combos ? undefined : perUnit(size.price, size.litre),
            'Common or generic name': product!.subcategory.sub_cate_name,
            'Manufactured & packed by': `${demoSeller.legalName}, ${address}`,
            'Country of origin': product!.madeIn || 'India',
            'Consumer care': `${care.phone}, ${care.email}${care.hours}`,
          });
          const other = product!.productlitres.findIndex((pl) => pl.price !== size.price);
          await sizes.nth(other).click();
          await expect
            .poll(async () => (await legalRows(page))['MRP (inclusive of all taxes)'], wait)
            .toBe(rupees(product!.productlitres[other]!.price));
          expect((await legalRows(page))['Net quantity']).toBe(product!.productlitres[other]!.litre.litre);

          const footer = page.locator('footer');
          const seller = squash(await footer.getByRole('region', { name: 'Sold by' }).innerText());
          expect(seller).toContain(demoSeller.legalName);
          expect(seller).toContain(`GSTIN: ${demoSeller.gstin}`);
          expect(seller).toContain(`Registered office: ${address}`);
          const officer = demoSeller.grievanceOfficer;
          const grievance = footer.getByRole('region', { name: 'Grievance Officer' });
          expect(squash(await grievance.innerText())).toContain(`${officer.name}, ${officer.designation}`);
          expect(squash(await footer.getByRole('region', { name: 'Customer care' }).innerText())).toContain(
            care.email,
          );
          expect(describeViolations(await axeViolations(page))).toBe('');

          await grievance.getByRole('link', { name: 'How to raise a grievance' }).click();
          await page.waitForURL((url) => url.pathname === '/contact' && url.hash === '#grievance-officer');
          const section = page.locator('#grievance-officer');
          await expect.poll(() => section.isVisible(), wait).toBe(true);
          expect(squash(await section.innerText())).toContain(`${officer.name}, ${officer.designation}`);
          expect(await section.getByRole('link', { name: officer.email }).getAttribute('href')).toBe(
            `mailto:${officer.email}`,
          );
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );

  it('shows customer care and the grievance officer under every policy page', async () => {
    for (const path of [
      '/shipping-policy',
      '/return-exchange',
      '/faqs',
      '/privacy-policy',
      '/terms-conditions',
    ]) {
      const text = await servedText(path);
      expect(text, path).toContain(`Grievance Officer If customer care has not settled your complaint`);
      expect(text, path).toContain(demoSeller.grievanceOfficer.email);
      expect(text, path).toContain(`Customer care For orders`);
    }
  });

  it("shows an admin's change of the seller on the next page served", async () => {
    // Rendered pages are cached; the settings save must clear them.
    expect(await servedText('/contact')).toContain(demoSeller.legalName);
    const { token } = await api<{ token: string }>('/users/login', {
      body: { email: 'admin@chamak.example', password: 'Admin@12345' },
    });
    const seller: SellerIdentity = {
      ...demoSeller,
      legalName: 'Chamak Retail LLP',
      grievanceOfficer: { ...demoSeller.grievanceOfficer, name: 'Rohan Mehta' },
    };
    await api('/admin/settings', { method: 'PUT', body: { seller }, token });
    const text = await servedText(`/product-details/${product!.id}`);
    expect(text).toContain('Manufactured & packed by Chamak Retail LLP');
    expect(text).toContain('Grievance Officer Rohan Mehta');
    expect(text).not.toContain(demoSeller.legalName);
  });
});
