// The analytics question (decision 0357), asked once: a small bar at the bottom with Accept and Decline, the same
// size and style, neither chosen beforehand. The answer is kept in the `chamak_analytics` cookie for 180 days
// (`granted.<notice version>` or `denied.<version>`); a signed-in shopper's also goes to the consent ledger. It
// floats over the page (no layout shift), appears only after the page has loaded, and loads no script.
import {
  analyticsConsentCookie,
  analyticsCookieDays,
  analyticsCookieValue,
  parseAnalyticsCookie,
} from '@chamak/shared/privacy-cookie';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { request } from '../api/client.ts';
import { t } from '../lib/i18n.ts';
import { paths } from '../paths.ts';

/** The cookie's value now, if any. */
export function analyticsCookie(): string | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${analyticsConsentCookie}=`));
  return found ? found.slice(analyticsConsentCookie.length + 1) : null;
}

function keep(granted: boolean, version: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${analyticsConsentCookie}=${analyticsCookieValue(granted, version)}; Max-Age=${
    analyticsCookieDays * 86_400
  }; Path=/; SameSite=Lax${secure}`;
  // Whatever measures visits may start (or stay off) at once, without a reload.
  window.dispatchEvent(new CustomEvent('chamak:analytics-consent', { detail: { granted } }));
}

const button =
  'flex-1 rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function AnalyticsBanner() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!parseAnalyticsCookie(analyticsCookie())) setOpen(true);
  }, []);
  if (!open) return null;

  async function answer(granted: boolean) {
    setBusy(true);
    let version = 0;
    try {
      version = (await request<{ version: number }>('/privacy/analytics', { body: { granted } })).version;
    } catch {
      // Offline or refused: the answer is still kept on this device, and not asked again.
    }
    keep(granted, version);
    setOpen(false);
  }

  return (
    <section
      aria-label={t('Analytics choice')}
      className="fixed inset-x-2 bottom-2 z-40 rounded-2xl border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-sm sm:p-4"
    >
      <p>
        {t('May we measure visits to improve the shop? Nothing else is tracked without your yes.')}{' '}
        <Link to={paths.privacyNotice} className="font-medium text-brand underline underline-offset-2">
          {t('Privacy notice')}
        </Link>
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" className={button} disabled={busy} onClick={() => answer(true)}>
          {t('Accept')}
        </button>
        <button type="button" className={button} disabled={busy} onClick={() => answer(false)}>
          {t('Decline')}
        </button>
      </div>
    </section>
  );
}
