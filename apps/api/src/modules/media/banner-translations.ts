// The banners' words in other languages (decision 0333's side tables, migration 0037): the home slides' title,
// subtitle and button, and the promo banner's title, description and button. A page in Hindi shows the Hindi ones
// where the admin translated them, field by field, the English ones elsewhere (never a blank); the back-office's
// Translations page lists and saves them. A banner's link is the same in every language.
import { errorReply } from '@chamak/shared/common';
import type { Language } from '@chamak/shared/i18n/languages';
import type { HeroBanner, PromoBanner } from '@chamak/shared/media';
import {
  type BannerTextField,
  type BannerTranslationKind,
  type BannerTranslationList,
  type BannerTranslationRow,
  bannerTextLimits,
  bannerTranslationBody,
  bannerTranslationList,
  bannerTranslationParams,
  bannerTranslationSaved,
  textTranslationMessages,
  textTranslationsQuery,
} from '@chamak/shared/text-translations';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { announce } from '../../events/bus.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { staffArea } from '../../plugins/auth.ts';
import { Invalid, NotFound } from '../../plugins/errors.ts';
import { bannerTexts } from './service.ts';

type Words = Record<BannerTextField, string>;
type Translated = { id: number; title: string | null; subtitle: string | null; button_text: string | null };

/** Each kind's translations, written out so the ownership scan sees each table read and written. */
const kinds: Record<
  BannerTranslationKind,
  {
    read: (language: string, ids: number[]) => SQL;
    upsert: (columns: SQL[], values: SQL[], updates: SQL[]) => SQL;
  }
> = {
  home: {
    read: (language, ids) => sql`select banner_id as id, title, subtitle, button_text from banner_translations
      where language = ${language} and banner_id = any(${arrayLiteral(ids)}::int[])`,
    upsert: (
      columns,
      values,
      updates,
    ) => sql`insert into banner_translations (banner_id, language, ${sql.join(columns, sql`, `)})
      values (${sql.join(values, sql`, `)})
      on conflict (banner_id, language) do update set ${sql.join(updates, sql`, `)}, updated_at = now()`,
  },
  promo: {
    read: (language, ids) => sql`select promo_banner_id as id, title, description as subtitle, button_text
      from promo_banner_translations
      where language = ${language} and promo_banner_id = any(${arrayLiteral(ids)}::int[])`,
    upsert: (
      columns,
      values,
      updates,
    ) => sql`insert into promo_banner_translations (promo_banner_id, language, ${sql.join(columns, sql`, `)})
      values (${sql.join(values, sql`, `)})
      on conflict (promo_banner_id, language) do update set ${sql.join(updates, sql`, `)}, updated_at = now()`,
  },
};

/** A field's column in its kind's table. */
const columnOf = (kind: BannerTranslationKind, field: BannerTextField) =>
  field === 'buttonText' ? 'button_text' : field === 'subtitle' && kind === 'promo' ? 'description' : field;

async function translationsOf(db: DbOrTx, kind: BannerTranslationKind, language: string, ids: number[]) {
  if (ids.length === 0) return new Map<number, Translated>();
  const found = await rows<Translated>(db, kinds[kind].read(language, ids));
  return new Map(found.map((t) => [t.id, t]));
}

/** Banners of a kind in `language`: English as they are; another language's words where translated. */
async function localized<B extends { id: number }>(
  db: DbOrTx,
  kind: BannerTranslationKind,
  language: Language,
  list: B[],
  words: (banner: B, translated: Translated) => B,
): Promise<B[]> {
  if (language === 'en' || list.length === 0) return list;
  const found = await translationsOf(
    db,
    kind,
    language,
    list.map((b) => b.id),
  );
  return list.map((b) => {
    const t = found.get(b.id);
    return t ? words(b, t) : b;
  });
}

/** The home slider in `language`. */
export function localizedHeroBanners(
  db: DbOrTx,
  language: Language,
  list: HeroBanner[],
): Promise<HeroBanner[]> {
  return localized(db, 'home', language, list, (b, t) => ({
    ...b,
    title: t.title ?? b.title,
    subtitle: t.subtitle ?? b.subtitle,
    buttonText: t.button_text ?? b.buttonText,
  }));
}

/** The promo banners in `language` (the linked promotion's words are its own). */
export function localizedPromoBanners(
  db: DbOrTx,
  language: Language,
  list: PromoBanner[],
): Promise<PromoBanner[]> {
  return localized(db, 'promo', language, list, (b, t) => ({
    ...b,
    title: t.title ?? b.title,
    description: t.subtitle ?? b.description,
    buttonText: t.button_text ?? b.buttonText,
  }));
}

/** The English words of the banners of a kind, in the order the shop shows them; of one banner with `id`. */
async function englishWords(db: DbOrTx, kind: BannerTranslationKind, id?: number) {
  const only = id === undefined ? sql`` : sql`and id = ${id}`;
  if (kind === 'promo') {
    const found = await rows<{ id: number; title: string; description: string; button_text: string }>(
      db,
      sql`select id, title, description, button_text from promo_banners where true ${only} order by id desc`,
    );
    return found.map((p) => ({
      id: p.id,
      words: { title: p.title, subtitle: p.description, buttonText: p.button_text || 'Shop Deals' },
    }));
  }
  const [home, texts] = await Promise.all([
    rows<{ id: number }>(db, sql`select id from banners where kind = 'home' ${only} order by position, id`),
    bannerTexts({ db }),
  ]);
  return home.map((b) => {
    const text = texts[String(b.id)];
    return {
      id: b.id,
      words: { title: text?.title ?? '', subtitle: text?.subtitle ?? '', buttonText: text?.buttonText ?? '' },
    };
  });
}

function rowOf(
  kind: BannerTranslationKind,
  id: number,
  language: string,
  english: Words,
  t: Translated | undefined,
): BannerTranslationRow {
  const translation = {
    title: t?.title ?? null,
    subtitle: t?.subtitle ?? null,
    buttonText: t?.button_text ?? null,
  };
  const untranslated = (['title', 'subtitle', 'buttonText'] as const).some(
    (f) => english[f] !== '' && translation[f] === null,
  );
  return { id, kind, language, english, translation, untranslated };
}

/** Every home banner's and the promo banner's English words beside their translation into `language`. */
export async function listBannerTranslations(db: Db, language: string): Promise<BannerTranslationList> {
  const items: BannerTranslationRow[] = [];
  for (const kind of ['home', 'promo'] as const) {
    const english = await englishWords(db, kind);
    const found = await translationsOf(
      db,
      kind,
      language,
      english.map((b) => b.id),
    );
    items.push(...english.map((b) => rowOf(kind, b.id, language, b.words, found.get(b.id))));
  }
  return { items };
}

/**
 * Saves the fields given (null clears one back to English; a field left out stays) and drops the cached media
 * answers. A home banner's words have its English ones' smaller limits.
 */
export async function saveBannerTranslation(
  db: Db,
  kind: BannerTranslationKind,
  id: number,
  body: z.output<typeof bannerTranslationBody>,
): Promise<{ message: string; row: BannerTranslationRow }> {
  const { language, ...fields } = body;
  const [banner] = await englishWords(db, kind, id);
  if (!banner) throw new NotFound(textTranslationMessages.bannerNotFound);
  const given = (['title', 'subtitle', 'buttonText'] as const).filter((f) => fields[f] !== undefined);
  for (const f of given) {
    const max = bannerTextLimits[kind][f];
    if ((fields[f]?.length ?? 0) > max) throw new Invalid(`${f}: Must be ${max} characters or less`);
  }
  if (given.length > 0) {
    const columns = given.map((f) => sql`${sql.identifier(columnOf(kind, f))}`);
    await db.transaction(async (tx) => {
      await tx.execute(
        kinds[kind].upsert(
          columns,
          [sql`${id}`, sql`${language}`, ...given.map((f) => sql`${fields[f] ?? null}`)],
          columns.map((c) => sql`${c} = excluded.${c}`),
        ),
      );
      // A row with nothing translated left says no more than no row.
      await tx.execute(
        kind === 'home'
          ? sql`delete from banner_translations where banner_id = ${id} and language = ${language}
              and title is null and subtitle is null and button_text is null`
          : sql`delete from promo_banner_translations where promo_banner_id = ${id} and language = ${language}
              and title is null and description is null and button_text is null`,
      );
    });
    await announce(db, 'answers.changed', { tags: ['media'] });
  }
  const found = await translationsOf(db, kind, language, [id]);
  return {
    message: textTranslationMessages.saved,
    row: rowOf(kind, id, language, banner.words, found.get(id)),
  };
}

export const bannerTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query or body is read: a guest gets 401 and a customer 403 whatever they send.
  staffArea(app, 'translations');

  app.get(
    '/admin/translations/banners',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The home banners' and the promo banner's English words beside their translations into a language",
        security: [{ bearer: [] }],
        querystring: textTranslationsQuery,
        response: { 200: bannerTranslationList },
      },
    },
    (request) => listBannerTranslations(app.ctx.db, request.query.language),
  );

  app.put(
    '/admin/translations/banners/:kind/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Save a home or promo banner's words in a language (empty or null: back to English)",
        security: [{ bearer: [] }],
        params: bannerTranslationParams,
        body: bannerTranslationBody,
        response: { 200: bannerTranslationSaved, 400: errorReply, 404: errorReply },
      },
    },
    (request) => saveBannerTranslation(app.ctx.db, request.params.kind, request.params.id, request.body),
  );
};
