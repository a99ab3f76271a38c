// The shop's shopper-facing texts in other languages (decision 0333's side tables, migration 0037): the footer's
// tagline, the header's rotating taglines and the customer care hours. The settings of a page in Hindi carry the
// Hindi ones where the admin translated them, field by field (the taglines as a whole, line for line), the English
// ones elsewhere; the back-office's Translations page lists and saves them. The delivery zones' names are the ones
// the zones setting gives for the language (a zone's `names`, typed in Shop Settings), else English. Everything
// else in the settings (names, addresses, numbers) reads the same in every language.
import { errorReply } from '@chamak/shared/common';
import type { Language } from '@chamak/shared/i18n/languages';
import type { ShopIdentity, ShopSettingsResponse } from '@chamak/shared/settings';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import {
  type ShopTextTranslation,
  shopTextTranslation,
  shopTextTranslationBody,
  shopTextTranslationSaved,
  textTranslationMessages,
  textTranslationsQuery,
} from '@chamak/shared/text-translations';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { announce } from '../../events/bus.ts';
import { rows } from '../../lib/sql.ts';
import { staffArea } from '../../plugins/auth.ts';
import { getSetting, sellerIdentityOf } from './service.ts';

type Translated = { tagline: string | null; taglines: string[] | null; customer_care_hours: string | null };

async function translationOf(db: DbOrTx, language: string): Promise<Translated | undefined> {
  const [found] = await rows<Translated>(
    db,
    sql`select tagline, taglines, customer_care_hours from shop_text_translations where language = ${language}`,
  );
  return found;
}

/** The settings in `language`: English as they are; another language's texts where translated. */
export async function localizedSettings(
  db: DbOrTx,
  language: Language,
  settings: ShopSettingsResponse,
): Promise<ShopSettingsResponse> {
  if (language === 'en') return settings;
  // The zones' names, which the shop's delivery and COD promises name (shipping policy, FAQ, checkout).
  const zones = {
    ...settings.zones,
    zones: settings.zones.zones.map((zone) => ({ ...zone, name: zone.names?.[language] || zone.name })),
  };
  const t = await translationOf(db, language);
  if (!t) return { ...settings, zones };
  return {
    ...settings,
    zones,
    shop: {
      ...settings.shop,
      tagline: t.tagline ?? settings.shop.tagline,
      taglines: t.taglines?.length ? t.taglines : settings.shop.taglines,
    },
    seller: {
      ...settings.seller,
      customerCare: {
        ...settings.seller.customerCare,
        hours: t.customer_care_hours ?? settings.seller.customerCare.hours,
      },
    },
  };
}

/** The English texts beside their translation into `language`. */
export async function shopTextTranslationOf(db: DbOrTx, language: string): Promise<ShopTextTranslation> {
  const [shop, seller, t] = await Promise.all([
    getSetting<ShopIdentity>(db, 'shop', defaultShopIdentity),
    sellerIdentityOf({ db }),
    translationOf(db, language),
  ]);
  const english = {
    tagline: shop.tagline,
    taglines: shop.taglines,
    customerCareHours: seller.customerCare.hours ?? '',
  };
  const translation = {
    tagline: t?.tagline ?? null,
    taglines: t?.taglines?.length ? t.taglines : null,
    customerCareHours: t?.customer_care_hours ?? null,
  };
  const untranslated =
    (english.tagline !== '' && translation.tagline === null) ||
    (english.taglines.length > 0 && translation.taglines === null) ||
    (english.customerCareHours !== '' && translation.customerCareHours === null);
  return { language, english, translation, untranslated };
}

/** Saves the fields given (null clears one back to English; a field left out stays) and drops the cached settings. */
export async function saveShopTextTranslation(
  db: Db,
  body: z.output<typeof shopTextTranslationBody>,
): Promise<{ message: string; row: ShopTextTranslation }> {
  const { language, tagline, taglines, customerCareHours } = body;
  const given = {
    tagline,
    taglines: taglines === undefined ? undefined : taglines === null ? null : JSON.stringify(taglines),
    customer_care_hours: customerCareHours,
  };
  const columns = (Object.keys(given) as (keyof typeof given)[]).filter((c) => given[c] !== undefined);
  if (columns.length > 0) {
    await db.transaction(async (tx) => {
      const value = (c: keyof typeof given) =>
        c === 'taglines' ? sql`${given[c] ?? null}::jsonb` : sql`${given[c] ?? null}`;
      await tx.execute(sql`insert into shop_text_translations (language, ${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )})
        values (${language}, ${sql.join(columns.map(value), sql`, `)})
        on conflict (language) do update set ${sql.join(
          columns.map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
          sql`, `,
        )}, updated_at = now()`);
      // A row with nothing translated left says no more than no row.
      await tx.execute(sql`delete from shop_text_translations where language = ${language}
        and tagline is null and taglines is null and customer_care_hours is null`);
    });
    await announce(db, 'answers.changed', { tags: ['settings'] });
  }
  return { message: textTranslationMessages.saved, row: await shopTextTranslationOf(db, language) };
}

export const shopTextTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'translations');

  app.get(
    '/admin/translations/shop',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The shop's tagline, header taglines and customer care hours beside their translations into a language",
        security: [{ bearer: [] }],
        querystring: textTranslationsQuery,
        response: { 200: shopTextTranslation },
      },
    },
    (request) => shopTextTranslationOf(app.db, request.query.language),
  );

  app.put(
    '/admin/translations/shop',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the shop's texts in a language (empty or null: back to English)",
        security: [{ bearer: [] }],
        body: shopTextTranslationBody,
        response: { 200: shopTextTranslationSaved, 400: errorReply },
      },
    },
    (request) => saveShopTextTranslation(app.db, request.body),
  );
};
