// @vitest-environment happy-dom
// What the shop promises is worded from its settings, so the pages never disagree with the checkout (decisions
// 0295 to 0297): the header's cash-on-delivery tagline and the FAQ say the one line the COD settings and zones
// give; the Shipping Policy and the FAQ quote the zones, cut-off and holidays the PIN check uses; and the pages
// follow the owner's changes. Against the real API.
import { defaultCodSettings } from '@chamak/shared/checkout';
import { defaultZoneSettings, type ZoneSettings } from '@chamak/shared/delivery-estimate';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../../components/header.tsx';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import FaqsPage from './faqs-page.tsx';
import ShippingPolicyPage from './shipping-policy-page.tsx';
import TermsConditionsPage from './terms-conditions-page.tsx';

const api = useRealApi();
afterEach(cleanup);

const save = async (payload: object) => {
  const res = await api.as(await api.adminToken(), { method: 'PUT', url: '/api/admin/settings', payload });
  expect(res.statusCode, res.body).toBe(200);
};

const demoLine = 'Cash on delivery on most PIN codes, ₹30 fee on some';

/** The header with the owner's taglines emptied, so the one on show is the cash-on-delivery line. */
async function headerTagline(): Promise<string> {
  renderPage(<Header SearchOverlay={() => null} />, '/');
  const banner = await screen.findByText(/^Cash on delivery/);
  const text = banner.textContent ?? '';
  cleanup();
  return text;
}

async function faqAnswer(question: string): Promise<string> {
  renderPage(<FaqsPage />, '/faqs');
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(question) }));
  const panel = screen.getByRole('region', { name: new RegExp(question) });
  const text = panel.textContent ?? '';
  cleanup();
  return text;
}

describe('cash on delivery in one wording', () => {
  it('the header and the FAQ say the line the COD settings give, and follow a change', async () => {
    const shop = (await (await api.app.inject({ method: 'GET', url: '/api/settings' })).json()).shop;
    await save({ shop: { ...shop, taglines: [] } });
    try {
      expect(await headerTagline()).toBe(demoLine);
      const answer = await faqAnswer('Do you offer cash on delivery?');
      expect(answer).toContain(`Yes. ${demoLine}.`);
      expect(answer).toContain(
        'It is not offered in Andaman, Nicobar and Lakshadweep, or at 3 other PIN codes.',
      );
      expect(answer).not.toContain('across India');

      // No blocked PIN codes, no fee list, and a fee of ₹49 set on everywhere else.
      await save({
        cod: { ...defaultCodSettings, blockedPinCodes: [], feePinCodes: [] },
        zones: {
          ...defaultZoneSettings,
          zones: [defaultZoneSettings.zones[0]!],
          otherwise: { ...defaultZoneSettings.otherwise, codFeePaise: 4900 },
        },
      });
      const changed = 'Cash on delivery wherever we deliver, ₹49 fee on some';
      expect(await headerTagline()).toBe(changed);
      expect(await faqAnswer('Do you offer cash on delivery?')).toContain(`Yes. ${changed}.`);

      await save({ cod: { ...defaultCodSettings, enabled: false } });
      expect(await faqAnswer('Do you offer cash on delivery?')).toContain(
        'No. Cash on delivery is not available right now.',
      );
    } finally {
      await save({ shop, cod: defaultCodSettings, zones: defaultZoneSettings });
    }
  });
});

describe('delivery times from the zones', () => {
  it('the Shipping Policy lists each zone, the cut-off and the holidays; the FAQ and terms say the same', async () => {
    renderPage(<ShippingPolicyPage />, '/shipping-policy');
    const table = await screen.findByRole('table', { name: 'Delivery time and cash on delivery by area' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Maharashtra and GoaPIN codes starting 40, 41, 42, 43 or 44', '2-4 working days', 'Yes'],
      [
        'Andaman, Nicobar and LakshadweepPIN codes starting 744 and 682555 to 682559',
        '8-14 working days',
        'No',
      ],
      ['Everywhere else', '5-8 working days', 'Yes'],
    ]);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Orders placed by 2:00 pm (India time) on a working day leave the same day');
    expect(text).toContain(`${demoLine}.`);
    expect(text).not.toMatch(/2-3 business days|5-8 working days from dispatch|within 24 hours/);
    cleanup();

    const zones: ZoneSettings = {
      ...defaultZoneSettings,
      zones: [{ ...defaultZoneSettings.zones[0]!, daysMin: 1, daysMax: 2 }],
      otherwise: { ...defaultZoneSettings.otherwise, daysMin: 4, daysMax: 6 },
      cutoff: '11:00',
      holidays: ['2099-01-26'],
    };
    await save({ zones });
    try {
      renderPage(<ShippingPolicyPage />, '/shipping-policy');
      const changed = await screen.findByRole('table', {
        name: 'Delivery time and cash on delivery by area',
      });
      expect(within(changed).getAllByRole('row')).toHaveLength(3);
      const page = document.body.textContent ?? '';
      expect(page).toContain('Orders placed by 11:00 am (India time)');
      expect(page).toContain('Our coming holidays: 26 Jan 2099.');
      expect(page).toContain('1-6 working days');
      cleanup();
      const summary =
        'Delivery takes 1-2 working days after dispatch in Maharashtra and Goa and 4-6 everywhere else.';
      expect(await faqAnswer('How long does delivery take?')).toContain(summary);
      renderPage(<TermsConditionsPage />, '/terms-conditions');
      expect(
        await screen.findByText(new RegExp(summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
      ).toBeTruthy();
    } finally {
      await save({ zones: defaultZoneSettings });
    }
  });
});
