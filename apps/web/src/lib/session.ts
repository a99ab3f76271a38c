// The browser session (SPEC section 4): logged in means token and userId are both in localStorage.

import { useMemo } from 'react';
import { useLocation } from 'react-router';

export type Session = { token: string | null; userId: string | null; isAdmin: boolean; loggedIn: boolean };

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const session = {
  read(): Session {
    const token = readStorage('token');
    const userId = readStorage('userId');
    const isAdmin = readStorage('isAdmin') === 'true';
    return { token, userId, isAdmin, loggedIn: Boolean(token && (userId || isAdmin)) };
  },
  /** Logout and account deletion clear all browser storage (SPEC section 4). */
  clear() {
    try {
      localStorage.clear();
    } catch {}
  },
};

/** The session, re-read on every route change. */
export function useSession(): Session {
  const location = useLocation();
  return useMemo(() => session.read(), [location.key]);
}
