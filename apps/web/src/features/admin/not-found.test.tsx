// @vitest-environment happy-dom
// Decision 0182: an /admin/... address the back-office does not have shows the admin's not-found page inside
// the admin shell (it used to become the dashboard); the real pages still open at their addresses.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentLocation } from '../../test/admin.tsx';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import AdminApp from './admin-app.tsx';

const api = useRealApi();
beforeEach(async () => {
  await api.logInAdmin();
});
afterEach(cleanup);

const open = (url: string) => renderPage(<AdminApp />, '/admin/*', url);

describe('the admin not-found page', () => {
  it('says an unknown admin address is not a page, names it, and leads to the dashboard', async () => {
    open('/admin/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/admin/no-such-page', { selector: 'code' })).toBeTruthy();
    expect(currentLocation()).toBe('/admin/no-such-page');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/admin');
    // Still the back-office: its navigation is there, and the dashboard was not loaded instead.
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(api.callsTo('/admin/dashboard')).toEqual([]);
  });

  it('offers the pages a mistyped address may have meant', async () => {
    open('/admin/order/12');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const meant = screen.getByRole('heading', { name: 'Did you mean' }).nextElementSibling as HTMLElement;
    expect(within(meant).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/admin/orders');
  });

  it('still opens the real pages and the dashboard at their addresses', async () => {
    open('/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Orders' })).toBeTruthy();
    cleanup();
    open('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
