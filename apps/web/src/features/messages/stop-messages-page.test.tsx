// @vitest-environment happy-dom
// An SMS's stop link against the real API, without an account: the page shows the number with its middle hidden
// and stops nothing until the click; the click stops every message to it; a forged link is refused.
import { phoneStopMessages } from '@chamak/shared/notifications';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { phoneStopLink } from '../../../../api/src/modules/notify/index.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import StopMessagesPage from './stop-messages-page.tsx';

const api = useRealApi();
afterEach(cleanup);

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
const stopped = (number: string) =>
  rows<{ phone: string }>(api.database.db, sql`select phone from phone_stops where phone = ${number}`);
/** The page's address in a message to `number`, signed by the app's own secret. */
const pageOf = (number: string) => {
  const link = new URL(phoneStopLink(api.app.tokens, 'https://shop.example', number));
  return `${link.pathname}${link.search}`;
};

describe('the stop page of an SMS', () => {
  it('shows the number, stops nothing on opening, and stops its messages on the click', async () => {
    renderPage(<StopMessagesPage />, '/messages/stop', pageOf('919812345670'));
    await eventually(() => expect(screen.getByText('98•••••670')).toBeTruthy());
    expect(await stopped('919812345670')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop messages to this number' }));
    await eventually(() => expect(screen.getByRole('heading').textContent).toBe('Messages stopped'));
    expect(screen.getByText(phoneStopMessages.stopped, { exact: false })).toBeTruthy();
    expect(await stopped('919812345670')).toHaveLength(1);
  });

  it('refuses a link whose number was changed, and one cut short', async () => {
    const changed = pageOf('919812345671').replace('919812345671', '919812345672');
    renderPage(<StopMessagesPage />, '/messages/stop', changed);
    await eventually(() => expect(screen.getByRole('alert').textContent).toBe(phoneStopMessages.invalid));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderPage(<StopMessagesPage />, '/messages/stop', '/messages/stop?n=919812345672');
    expect(screen.getByRole('alert').textContent).toBe(phoneStopMessages.invalid);
    expect(await stopped('919812345672')).toEqual([]);
  });
});
