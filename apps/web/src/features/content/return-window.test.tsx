// @vitest-environment happy-dom
// The policy pages quote the shop's return window (Shop Settings, orders.returnWindowDays; D15: 7 by default), as
// they quote the cancellation window, so the pages and the order page's Return items never disagree.
import { cleanup, screen } from '@testing-library/react';
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
    expect(await screen.findByText(/Returns are accepted within 7 days of delivery/)).toBeTruthy();
    expect(screen.getByText('7 days')).toBeTruthy();
    cleanup();

    await setReturnWindow(10);
    try {
      renderPage(<ReturnExchangePage />, '/return-exchange');
      expect(await screen.findByText(/Returns are accepted within 10 days of delivery/)).toBeTruthy();
      expect(screen.getByText('10 days')).toBeTruthy();
      expect(screen.getByText(/choose Return items/)).toBeTruthy();
      cleanup();
      renderPage(<TermsConditionsPage />, '/terms-conditions');
      expect(await screen.findByText(/Returns are accepted within 10 days of delivery/)).toBeTruthy();
      cleanup();
      renderPage(<FaqsPage />, '/faqs');
      await screen.findByText('What if my order arrives damaged or leaking?');
      expect(document.body.textContent).toContain('We accept returns within 10 days for damage caused by us');
    } finally {
      await setReturnWindow(7);
    }
  });
});
