// The marketing measurement settings (decision 0364): the owner's ids and secrets saved in the back-office, the
// environment's where none is saved, and whether the browser tag and pixel load (both off by default). Secrets
// never go back to the browser: the reply masks them. Read often (every consented event), so kept two seconds.
import {
  type MarketingMeasurementBody,
  type MarketingMeasurementReply,
  maskSecret,
} from '@chamak/shared/conversions';
import { sql } from 'drizzle-orm';
import type { ConversionsConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';

export type Destination = 'ga4' | 'meta';

/** What the shop sends and loads now. A destination is null when its id or secret is missing: nothing goes there. */
export type EffectiveSettings = {
  ga4: { measurementId: string; apiSecret: string; baseUrl: string } | null;
  meta: { pixelId: string; accessToken: string; baseUrl: string; version: string } | null;
  ga4Tag: string | null;
  metaPixel: string | null;
};

type Saved = {
  ga4_measurement_id: string;
  ga4_api_secret: string;
  meta_pixel_id: string;
  meta_access_token: string;
  ga4_browser_tag: boolean;
  meta_browser_pixel: boolean;
};

const none: Saved = {
  ga4_measurement_id: '',
  ga4_api_secret: '',
  meta_pixel_id: '',
  meta_access_token: '',
  ga4_browser_tag: false,
  meta_browser_pixel: false,
};

async function savedSettings(db: DbOrTx): Promise<Saved> {
  const [row] = await rows<Saved>(
    db,
    sql`select ga4_measurement_id, ga4_api_secret, meta_pixel_id, meta_access_token, ga4_browser_tag,
      meta_browser_pixel from conversion_settings where id = 1`,
  );
  return row ?? none;
}

function effective(saved: Saved, env: ConversionsConfig): EffectiveSettings {
  const ga4Id = saved.ga4_measurement_id || env.ga4.measurementId || '';
  const ga4Secret = saved.ga4_api_secret || env.ga4.apiSecret || '';
  const pixelId = saved.meta_pixel_id || env.meta.pixelId || '';
  const token = saved.meta_access_token || env.meta.accessToken || '';
  return {
    ga4: ga4Id && ga4Secret ? { measurementId: ga4Id, apiSecret: ga4Secret, baseUrl: env.ga4.baseUrl } : null,
    meta:
      pixelId && token
        ? { pixelId, accessToken: token, baseUrl: env.meta.baseUrl, version: env.meta.version }
        : null,
    ga4Tag: saved.ga4_browser_tag && ga4Id ? ga4Id : null,
    metaPixel: saved.meta_browser_pixel && pixelId ? pixelId : null,
  };
}

const keptMs = 2000;
const kept = new WeakMap<object, { at: number; value: EffectiveSettings }>();

/** The settings in force (kept two seconds per database; a save here forgets them at once). */
export async function effectiveSettings(db: DbOrTx, env: ConversionsConfig): Promise<EffectiveSettings> {
  const hit = kept.get(db);
  if (hit && Date.now() - hit.at < keptMs) return hit.value;
  const value = effective(await savedSettings(db), env);
  kept.set(db, { at: Date.now(), value });
  return value;
}

export const destinationsOf = (s: EffectiveSettings): Destination[] =>
  [s.ga4 ? ('ga4' as const) : null, s.meta ? ('meta' as const) : null].filter((d) => d !== null);

type Counts = {
  destination: Destination;
  queued: number;
  sent: number;
  failed: number;
  last_error: string | null;
};

/** The back-office's view: saved values with secrets masked, what the environment fills in, and the outbox. */
export async function measurementView(
  db: DbOrTx,
  env: ConversionsConfig,
): Promise<MarketingMeasurementReply> {
  const saved = await savedSettings(db);
  const now = effective(saved, env);
  const counts = await rows<Counts>(
    db,
    sql`select destination,
        count(*) filter (where sent_at is null and given_up_at is null)::int as queued,
        count(*) filter (where sent_at is not null)::int as sent,
        count(*) filter (where given_up_at is not null)::int as failed,
        (array_agg(last_error order by id desc) filter (where last_error is not null))[1] as last_error
      from conversion_events group by destination`,
  );
  const state = (d: Destination) => {
    const c = counts.find((x) => x.destination === d);
    return {
      sending: Boolean(now[d]),
      queued: c?.queued ?? 0,
      sent: c?.sent ?? 0,
      failed: c?.failed ?? 0,
      lastError: c?.last_error ?? null,
    };
  };
  const fromEnvironment = [
    !saved.ga4_measurement_id && env.ga4.measurementId ? 'GA4_MEASUREMENT_ID' : null,
    !saved.ga4_api_secret && env.ga4.apiSecret ? 'GA4_API_SECRET' : null,
    !saved.meta_pixel_id && env.meta.pixelId ? 'META_PIXEL_ID' : null,
    !saved.meta_access_token && env.meta.accessToken ? 'META_CAPI_ACCESS_TOKEN' : null,
  ].filter((name) => name !== null);
  return {
    ga4MeasurementId: saved.ga4_measurement_id,
    ga4ApiSecret: maskSecret(saved.ga4_api_secret),
    metaPixelId: saved.meta_pixel_id,
    metaAccessToken: maskSecret(saved.meta_access_token),
    ga4BrowserTag: saved.ga4_browser_tag,
    metaBrowserPixel: saved.meta_browser_pixel,
    fromEnvironment,
    ga4: state('ga4'),
    meta: state('meta'),
  };
}

/** Saves the owner's settings; a secret left out keeps the saved one, an empty one removes it. */
export async function saveMeasurement(
  db: DbOrTx,
  env: ConversionsConfig,
  body: MarketingMeasurementBody,
  by: number,
): Promise<MarketingMeasurementReply> {
  const keep = (value: string | undefined, column: 'ga4_api_secret' | 'meta_access_token') =>
    value === undefined ? sql.raw(`conversion_settings.${column}`) : sql`${value}`;
  await db.execute(sql`insert into conversion_settings as conversion_settings
      (id, ga4_measurement_id, ga4_api_secret, meta_pixel_id, meta_access_token, ga4_browser_tag,
       meta_browser_pixel, updated_at, updated_by)
    values (1, ${body.ga4MeasurementId}, ${body.ga4ApiSecret ?? ''}, ${body.metaPixelId},
      ${body.metaAccessToken ?? ''}, ${body.ga4BrowserTag}, ${body.metaBrowserPixel}, now(), ${by})
    on conflict (id) do update set
      ga4_measurement_id = excluded.ga4_measurement_id,
      ga4_api_secret = ${keep(body.ga4ApiSecret, 'ga4_api_secret')},
      meta_pixel_id = excluded.meta_pixel_id,
      meta_access_token = ${keep(body.metaAccessToken, 'meta_access_token')},
      ga4_browser_tag = excluded.ga4_browser_tag,
      meta_browser_pixel = excluded.meta_browser_pixel,
      updated_at = now(), updated_by = excluded.updated_by`);
  kept.delete(db);
  return { ...(await measurementView(db, env)), message: 'Marketing measurement saved' };
}
