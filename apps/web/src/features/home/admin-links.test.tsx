// @vitest-environment happy-dom
// Links the admin set that are neither http(s) nor a page of the shop, written straight into the database (as
// an older version or a hand edit could have left them, past the API's check): the footer's social links, the
// gallery's "Follow us" and a home slide render no live link for them, and keep the good ones.

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { Footer } from '../../components/footer.tsx';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import { Gallery } from './gallery.tsx';
import { HeroBanners } from './hero-slider.tsx';

const api = useRealApi();
afterEach(() => cleanup());

const bad = 'javascript:alert(document.cookie)';
const disguised = ' java\tscript:alert(1)';
let saved: { key: string; value: unknown }[] = [];

beforeAll(async () => {
  saved = await rows(
    api.database.db,
    sql`select key, value from shop_settings where key in ('shop', 'bannerTexts')`,
  );
  const settings = (await api.as(undefined, { url: '/api/settings' })).json() as { shop: object };
  const shop = {
    ...settings.shop,
    social: [
      { label: 'Instagram', url: bad },
      { label: 'YouTube', url: disguised },
      { label: 'Facebook', url: 'https://facebook.com/chamak' },
    ],
  };
  const [first] = await rows<{ id: number }>(
    api.database.db,
    sql`select id from banners where kind = 'home' order by position, id limit 1`,
  );
  const texts = { [String(first!.id)]: { title: 'Rainy day', subtitle: '', buttonText: 'Go', link: bad } };
  for (const [key, value] of [
    ['shop', shop],
    ['bannerTexts', texts],
  ] as const)
    await api.database.db.execute(
      sql`insert into shop_settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
        on conflict (key) do update set value = excluded.value`,
    );
});
afterAll(async () => {
  await api.database.db.execute(sql`delete from shop_settings where key in ('shop', 'bannerTexts')`);
  for (const row of saved)
    await api.database.db.execute(
      sql`insert into shop_settings (key, value) values (${row.key}, ${JSON.stringify(row.value)}::jsonb)`,
    );
});

/** Every href on the page: none may run script or lead to a scheme the admin could not save. */
const hrefs = () => [...document.querySelectorAll('[href]')].map((a) => a.getAttribute('href') ?? '');

it('renders a stored javascript: social link as no link, and the good one as it is', async () => {
  renderPage(<Footer />, '/');
  const social = await screen.findByRole('list', { name: 'Social links' });
  await within(social).findByText('Instagram');
  expect(within(social).getByText('Instagram').closest('a')?.hasAttribute('href')).toBe(false);
  expect(within(social).getByText('YouTube').closest('a')?.hasAttribute('href')).toBe(false);
  expect(within(social).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
    'https://facebook.com/chamak',
  );
  expect(hrefs().filter((h) => /script:/i.test(h))).toEqual([]);
});

it('leaves out the gallery’s Follow us for a stored javascript: Instagram link', async () => {
  renderPage(<Gallery />, '/');
  await screen.findByRole('heading', { name: 'Shine at home' });
  expect(screen.queryByText('Follow us')).toBeNull();
  expect(hrefs().filter((h) => /script:/i.test(h))).toEqual([]);
});

it('sends a home slide with a stored javascript: link to the products listing', async () => {
  renderPage(<HeroBanners />, '/');
  // The slider may draw a slide twice (its loop); each copy leads to the listing.
  const words = await screen.findAllByText('Rainy day');
  await waitFor(() => {
    for (const w of words) expect(w.closest('a')?.getAttribute('href')).toBe('/products');
  });
  expect(hrefs().filter((h) => /script:/i.test(h))).toEqual([]);
});
