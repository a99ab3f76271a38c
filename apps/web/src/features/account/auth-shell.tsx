// The frame of the login, signup and password pages (the layout shows no shop header or footer on them): a
// full-screen split with the brand panel, and a top bar with the logo and "Back to shop" that toasts keep clear of.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/icons.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';

/** The buttons' spinner (components/spinner.tsx), for the account pages that take it from here. */
export { Spinner } from '../../components/spinner.tsx';

const perks = [
  msg('Your cart and wishlist, saved to your account'),
  msg('Track every order from our factory to your door'),
  msg('Cash on delivery or secure online payment'),
];

function Logo({ light }: { light?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={`inline-flex items-center gap-2 text-2xl font-extrabold tracking-tight ${light ? 'text-white' : 'text-brand'}`}
    >
      <img
        src="/favicon.svg"
        alt=""
        width="36"
        height="36"
        className={light ? 'rounded-lg bg-white p-0.5' : ''}
      />
      Chamak
    </Link>
  );
}

type Props = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** Full screen, for the pages without header and footer (components/layout.tsx lists them). */
export function AuthSplit({ title, subtitle, children, footer }: Props) {
  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand via-brand to-brand-dark p-12 text-white lg:flex lg:flex-col">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-20 size-96 rounded-full bg-indigo-300/20"
        />
        <div className="relative">
          <Logo light />
        </div>
        <div className="relative my-auto max-w-md">
          <p className="text-sm font-semibold tracking-widest text-indigo-200 uppercase">
            {t('Made in India')}
          </p>
          <p className="mt-3 text-4xl leading-tight font-bold">{t('Sparkling clean homes, delivered.')}</p>
          <ul className="mt-8 space-y-4">
            {perks.map((perk) => (
              <li key={perk} className="flex items-start gap-3 text-indigo-50">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-white/15">
                  <CheckIcon width={14} height={14} />
                </span>
                {t(perk)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-indigo-200">
          {t('Household cleaning products and concentrates.')}
        </p>
      </aside>
      <div className="flex flex-col px-4 py-8 sm:px-8">
        <div className="flex items-center justify-between lg:justify-end">
          <span className="lg:hidden">
            <Logo />
          </span>
          <Link to={paths.home} className="text-sm font-medium text-slate-600 hover:text-brand">
            <span aria-hidden="true">← </span>
            {t('Back to shop')}
          </Link>
        </div>
        <div className="mx-auto my-auto w-full max-w-md py-8">
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
          <div className="mt-8">{children}</div>
          {footer && <div className="mt-8 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </div>
    </div>
  );
}

export const primaryButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';

export const textLink = 'font-semibold text-brand hover:text-brand-dark hover:underline';

/** A small spinner for busy buttons. */
