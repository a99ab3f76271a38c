// Marketing measurement in the browser (decision 0364). Nothing of a third party is in the built pages: after the
// page has loaded and the browser is idle, the shop is asked what it may load (GET /api/events/browser), and only
// when the owner turned a GA4 tag or Meta pixel on AND this shopper's analytics consent is on does a script go in,
// with the address the server gave. A product page's view is told to the server (which queues it for GA4 and Meta
// under the same consent) and, with the pixel on, sent by the pixel under the same event id, so Meta counts it once.
import type { BrowserMeasurement, ConversionEventReply } from '@chamak/shared/conversions';
import { useEffect } from 'react';
import { request } from '../api/client.ts';

/** Fired on window by whatever records the shopper's analytics choice (the consent banner): asked again then. */
export const analyticsConsentChanged = 'chamak:analytics-consent-changed';

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  callMethod?: (...args: unknown[]) => void;
};
type MeasuredWindow = Window & { dataLayer?: unknown[]; gtag?: Queue; fbq?: Queue; _fbq?: Queue };

let asked: Promise<BrowserMeasurement | null> | null = null;
let started = false;
const loaded = new Set<string>();

/** After the load event and an idle moment: never before the first paint, never in the way of the shopper. */
function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 4000 })
        : setTimeout(resolve, 1500);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

function addScript(src: string) {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function loadTags(m: BrowserMeasurement) {
  const w = window as MeasuredWindow;
  if (m.ga4 && !w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    const gtag: Queue = function gtag() {
      // gtag.js reads the arguments object itself, as its own snippet pushes it.
      // biome-ignore lint/complexity/noArguments: the tag's queue takes the arguments object
      w.dataLayer!.push(arguments);
    };
    w.gtag = gtag;
    gtag('js', new Date());
    gtag('config', m.ga4.measurementId);
    addScript(m.ga4.scriptUrl);
  }
  if (m.meta && !w.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    };
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
    w.fbq = fbq;
    w._fbq ??= fbq;
    fbq('init', m.meta.pixelId);
    fbq('track', 'PageView');
    addScript(m.meta.scriptUrl);
  }
}

async function ask(): Promise<BrowserMeasurement | null> {
  await afterLoadAndIdle();
  try {
    const m = await request<BrowserMeasurement>('/events/browser');
    loadTags(m);
    return m;
  } catch {
    return null;
  }
}

const measurement = () => {
  asked ??= ask();
  return asked;
};

/** Starts measurement once the app runs (main.tsx): asks after load and idle, and again when consent changes. */
export function startMeasurement(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void measurement();
  window.addEventListener(analyticsConsentChanged, () => {
    asked = null;
    void measurement();
  });
}

/** A product page seen: told to the server (and the pixel, under the server's event id) only with consent. */
export function useViewItem(productId: number | undefined): void {
  useEffect(() => {
    if (!productId || typeof window === 'undefined') return;
    let live = true;
    void (async () => {
      const m = await measurement();
      if (!live || !m?.consent) return;
      let eventId: string | null = null;
      if (m.collecting) {
        try {
          eventId = (await request<ConversionEventReply>('/events/view-item', { body: { productId } }))
            .eventId;
        } catch {
          return;
        }
      }
      const w = window as MeasuredWindow;
      const content = { content_ids: [String(productId)], content_type: 'product', currency: 'INR' };
      if (m.meta) w.fbq?.('track', 'ViewContent', content, eventId ? { eventID: eventId } : {});
      if (m.ga4)
        w.gtag?.('event', 'view_item', {
          currency: 'INR',
          items: [{ item_id: String(productId) }],
          ...(eventId ? { event_id: eventId } : {}),
        });
    })();
    return () => {
      live = false;
    };
  }, [productId]);
}

/**
 * An order placed, on its confirmation page: with the pixel or tag on and consent, sent by the browser under the
 * server's purchase event id (Meta counts it once) and the order number (GA4 counts a transaction once).
 */
export function usePurchase(orderId: number, totalPaise: number): void {
  useEffect(() => {
    if (typeof window === 'undefined') return;
    let live = true;
    void (async () => {
      const m = await measurement();
      if (!live || !m?.consent || (!m.meta && !m.ga4)) return;
      let eventId: string | null = null;
      try {
        eventId = (await request<ConversionEventReply>(`/events/order/${orderId}`)).eventId;
      } catch {
        return;
      }
      const w = window as MeasuredWindow;
      const value = Math.round(totalPaise) / 100;
      if (m.meta)
        w.fbq?.(
          'track',
          'Purchase',
          { currency: 'INR', value, order_id: String(orderId) },
          eventId ? { eventID: eventId } : {},
        );
      if (m.ga4)
        w.gtag?.('event', 'purchase', {
          transaction_id: String(orderId),
          currency: 'INR',
          value,
          ...(eventId ? { event_id: eventId } : {}),
        });
    })();
    return () => {
      live = false;
    };
  }, [orderId, totalPaise]);
}
