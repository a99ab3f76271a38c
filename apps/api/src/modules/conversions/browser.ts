// What the shopper's page may load (decision 0364): the owner's GA4 tag and Meta pixel, each only when turned on
// and only with this shopper's analytics consent. The scripts' addresses are the server's to give, so the built
// pages name no third party and a shop with both off never makes the browser reach one.
import type { BrowserMeasurement } from '@chamak/shared/conversions';
import type { ConversionDeps } from './events.ts';
import { destinationsOf, effectiveSettings } from './settings.ts';
import type { ShopperRequest } from './shop-events.ts';

const gtagScript = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
const metaScript = 'https://connect.facebook.net/en_US/fbevents.js';

export async function browserView(
  deps: ConversionDeps,
  shopper: ShopperRequest,
): Promise<BrowserMeasurement> {
  const settings = await effectiveSettings(deps.db, deps.config);
  const anything = settings.ga4Tag || settings.metaPixel || destinationsOf(settings).length > 0;
  const consent = anything
    ? await deps.consentOf(deps.db, { userId: shopper.userId, cookie: shopper.cookie ?? null })
    : false;
  return {
    consent,
    collecting: consent && destinationsOf(settings).length > 0,
    ga4:
      consent && settings.ga4Tag
        ? { measurementId: settings.ga4Tag, scriptUrl: gtagScript(settings.ga4Tag) }
        : null,
    meta: consent && settings.metaPixel ? { pixelId: settings.metaPixel, scriptUrl: metaScript } : null,
  };
}
