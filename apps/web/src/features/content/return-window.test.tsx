// @vitest-environment happy-dom
// The policy pages quote the shop's return window and reasons (Shop Settings, orders.returnWindowDays and
// returnReasons; D15: 7 days by default; decision 0297), as they quote the cancellation window, so the pages and
// the order page's Return items never disagree.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import FaqsPage from './faqs-page.tsx';
import ReturnExchangePage from './return-exchange-page.tsx';
import TermsConditionsPage from './terms-conditions-page.tsx';

const api = useRealApi();
afterEach(cleanup);

const setReturnWindow = async (days: number) => {
  const res = await api.as(await api.adminToken(), {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { orders: { cancelWindowHours: 12, returnWindowDays: days } },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the return window on the policy pages', () => {
  it('is 7 days by default and follows the setting', async () => {
    renderPage(<ReturnExchangePage />, '/return-exchange');
    expect(await screen.findByText(/You can ask for a return within 7 days of delivery/)).toBeTruthy();
    expect(screen.getByText('7 days')).toBeTruthy();
    // One window: no separate 24 hours to report damage.
    expect(document.body.textContent).not.toMatch(/24 hours/);
    cleanup();

    await setReturnWindow(10);
    try {
      renderPage(<ReturnExchangePage />, '/return-exchange');
      expect(await screen.findByText(/You can ask for a return within 10 days of delivery/)).toBeTruthy();
      expect(screen.getByText('10 days')).toBeTruthy();
      expect(screen.getByText(/choose Return items/)).toBeTruthy();
      cleanup();
      renderPage(<TermsConditionsPage />, '/terms-conditions');
      expect(await screen.findByText(/You can ask for a return within 10 days of delivery/)).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/24 hours/);
      cleanup();
      renderPage(<FaqsPage />, '/faqs');
      await screen.findByText('What if my order arrives damaged or leaking?');
      expect(document.body.textContent).toContain('You can ask for a return within 10 days of delivery');
    } finally {
      await setReturnWindow(7);
    }
  });

  it('lists the reasons the settings take, the ones the return form offers', async () => {
    renderPage(<ReturnExchangePage />, '/return-exchange');
    const reasons = within(
      (await screen.findByText(/You can ask for a return within/)).closest('section')!.querySelector('ul')!,
    );
    expect(reasons.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Damaged: the item arrived damaged (a broken bottle, a cracked or missing cap).',
      'Leaking: the item arrived leaking.',
      'Wrong item: the item is not the product or size you ordered.',
    ]);
    expect(screen.getByText('Damaged, Leaking, Wrong item')).toBeTruthy();
    cleanup();

    const res = await api.as(await api.adminToken(), {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { orders: { cancelWindowHours: 12, returnReasons: ['damaged', 'other'] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      renderPage(<ReturnExchangePage />, '/return-exchange');
      const lead = await screen.findByText(
        'You can ask for a return within 7 days of delivery for these reasons:',
      );
      expect(
        within(lead.closest('section')!.querySelector('ul')!)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Damaged: the item arrived damaged (a broken bottle, a cracked or missing cap).',
        'Other: the item has another problem (tell us what went wrong).',
      ]);
      expect(screen.getByText('Damaged, Other')).toBeTruthy();
    } finally {
      await api.as(await api.adminToken(), {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { orders: { cancelWindowHours: 12, returnReasons: ['damaged', 'leaking', 'wrong_item'] } },
      });
    }
  });
});
