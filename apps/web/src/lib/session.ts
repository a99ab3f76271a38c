// The browser session (SPEC section 4): logged in means token and userId are both in localStorage.

import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../paths.ts';

export type Session = { token: string | null; userId: string | null; isAdmin: boolean; loggedIn: boolean };

/** What a successful login answers: a customer gets userId, an admin isAdmin (SPEC section 3). */
export type LoginResult = { token: string; userId?: number; isAdmin?: boolean };

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const guest: Session = { token: null, userId: null, isAdmin: false, loggedIn: false };
let last: { raw: string; session: Session } = { raw: '', session: guest };

/** The stored session; the same object while the storage is unchanged (as useSyncExternalStore needs). */
function read(): Session {
  const token = readStorage('token');
  const userId = readStorage('userId');
  const isAdmin = readStorage('isAdmin') === 'true';
  const raw = JSON.stringify([token, userId, isAdmin]);
  if (raw !== last.raw) {
    last = { raw, session: { token, userId, isAdmin, loggedIn: Boolean(token && (userId || isAdmin)) } };
  }
  return last.session;
}

/** Another tab logging in or out. */
function subscribe(listener: () => void) {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export const session = {
  read,
  /**
   * Keeps a login in exactly SPEC's keys: token and userId for a customer, token and isAdmin='true' for an
   * admin. The other role's key is removed so an earlier login in the same browser cannot linger.
   */
  save(login: LoginResult) {
    try {
      localStorage.setItem('token', login.token);
      if (login.isAdmin) {
        localStorage.setItem('isAdmin', 'true');
        localStorage.removeItem('userId');
      } else if (login.userId !== undefined) {
        localStorage.setItem('userId', String(login.userId));
        localStorage.removeItem('isAdmin');
      }
    } catch {}
  },
  /** Logout and account deletion clear all browser storage (SPEC section 4). */
  clear() {
    try {
      localStorage.clear();
    } catch {}
  },
};

/**
 * The session, re-read on every route change (a login or logout is followed by one, which must see the new
 * session only when it lands) and when another tab changes it. A page the server rendered is a guest's page (the
 * server cannot see the browser's storage), so hydration starts from the guest session and React then renders
 * the stored one.
 */
export function useSession(): Session {
  useLocation();
  return useSyncExternalStore(subscribe, read, () => guest);
}

/** Pages a login must never send the shopper back to. */
const authPaths: readonly string[] = [paths.login, paths.signup, paths.forgotPassword, paths.resetPassword];

/**
 * A return path from a `?next=` parameter or navigation state, kept only when it is a path on this site
 * (no `//host` or `/\host` open redirect) and not one of the login pages themselves.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return null;
  }
  const pathname = raw.split(/[?#]/)[0] ?? raw;
  return authPaths.includes(pathname) ? null : raw;
}

/** The login page, asked to come back to `from` afterwards: `/login?next=%2Fcheckout`. */
export function loginPath(from?: string): string {
  const next = safeReturnPath(from);
  return next && next !== paths.home ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;
}
