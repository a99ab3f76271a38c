// The guest's analytics choice, kept in a cookie (decision 0357): `granted` or `denied`, then `.` and the notice
// version it was given under. No zod here: the banner that writes it is on every page of the shop.

/** The cookie a guest's analytics choice is kept in: `granted` or `denied`, then `.` and the notice version. */
export const analyticsConsentCookie = 'chamak_analytics';
export const analyticsCookieDays = 180;

export function parseAnalyticsCookie(
  value: string | undefined | null,
): { granted: boolean; version: number } | null {
  const m = /^(granted|denied)\.(\d{1,6})$/.exec(value ?? '');
  return m ? { granted: m[1] === 'granted', version: Number(m[2]) } : null;
}

export const analyticsCookieValue = (granted: boolean, version: number) =>
  `${granted ? 'granted' : 'denied'}.${version}`;
