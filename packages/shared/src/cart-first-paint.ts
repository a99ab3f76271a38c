// The cart page's first paint. The server renders /cart before any code arrives, as it does the catalogue's
// pages, but the cart itself is in the browser (a guest's list, or a signed-in customer's cart behind their
// token). So the server's page holds both first views: the empty cart a first-time visitor has, and "Loading
// your cart..." for a browser that holds a cart or a session. This script, inline just before them, marks the
// document when the browser holds either, and the page's classes show the right one from the first paint; the
// app then renders the real cart in their place. The server's Content-Security-Policy allows exactly this
// script by its hash (apps/api/src/plugins/security-headers.ts).

/**
 * The script itself: it sets `data-holds-cart` on <html> (the page's classes read that name) when the session's
 * token or a guest cart with lines is stored (the keys of apps/web/src/lib/session.ts and guest-store.ts).
 */
export const cartFirstPaintScript =
  "try{var s=localStorage;if(s.getItem('token')||JSON.parse(s.getItem('guestCart')||'[]').length)document.documentElement.setAttribute('data-holds-cart','')}catch(e){}";
