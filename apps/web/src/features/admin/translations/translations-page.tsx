// /admin/translations (decision 0333): the catalogue's words in a language other than English. Tabs for products,
// categories and subcategories (each with its count still untranslated), and one for the home banners' words and
// the shop's taglines (shop-texts.tsx), the language, 'Untranslated only' and a
// search, all in the URL; a page of rows, each the English words beside the translated fields, saved row by row
// ('Translation saved', or the server's refusal under its field). A product's features and how-to-use steps are
// typed one a line beside the English lists, then its attributes (surfaces, ingredients, scent, made in, packaging,
// volume) each beside its English. An empty field is untranslated: English shows.
import {
  type TranslationField,
  type TranslationKind,
  type TranslationLanguage,
  type TranslationListField,
  type TranslationRow,
  type TranslationsPage as TranslationsReply,
  translationAttributeFields,
  translationFieldsOf,
  translationKinds,
  translationLanguages,
  translationListFieldsOf,
  translationsPageSize,
} from '@chamak/shared/catalogue-translations';
import { languageNames } from '@chamak/shared/i18n/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { TextareaField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { useServerList } from '../list-kit/server-list.ts';
import { Badge, ListStates, SearchBox, selectClass } from '../list-kit/table.tsx';
import { AdminPageHeader, BusyButton, inputClass } from '../ui.tsx';
import { translationCalls, translationsKey, translationsPath } from './api.ts';
import { ShopTextsPage, TranslationTabs, textsTab } from './shop-texts.tsx';
import './devanagari.css';

const loadFailed = 'Failed to load translations.';

const kindLabels: Record<TranslationKind, { tab: string; one: string; empty: string }> = {
  product: { tab: 'Products', one: 'product', empty: 'No products found' },
  category: { tab: 'Categories', one: 'category', empty: 'No categories found' },
  subcategory: { tab: 'Subcategories', one: 'subcategory', empty: 'No subcategories found' },
};

const fieldLabels: Record<TranslationField, string> = {
  name: 'Name',
  shortDescription: 'Short description',
  longDescription: 'Long description',
  keywords: 'Search keywords',
  suitableSurfaces: 'Suitable surfaces',
  ingredients: 'Ingredients',
  scent: 'Scent',
  madeIn: 'Country of origin',
  packaging: 'Packaging',
  volume: 'Volume',
};

/** The fields typed in a box of lines: the descriptions, the surfaces and the ingredients. */
const longFields = new Set<TranslationField>([
  'shortDescription',
  'longDescription',
  'suitableSurfaces',
  'ingredients',
]);

/** A product's attributes, shown after its lists as on its page (the Overview's rows). */
const isAttribute = (f: TranslationField) => (translationAttributeFields as readonly string[]).includes(f);

const listLabels: Record<TranslationListField, string> = {
  features: 'Features',
  howToUse: 'How to use',
};

/** A list's fields hold its items one a line. */
type Values = Record<TranslationField | TranslationListField, string>;

/** The items typed in a list's field: one a line, trimmed, blank lines left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const valuesOf = (row: TranslationRow): Values => ({
  name: row.translation.name ?? '',
  shortDescription: row.translation.shortDescription ?? '',
  longDescription: row.translation.longDescription ?? '',
  keywords: row.translation.keywords ?? '',
  suitableSurfaces: row.translation.suitableSurfaces ?? '',
  ingredients: row.translation.ingredients ?? '',
  scent: row.translation.scent ?? '',
  madeIn: row.translation.madeIn ?? '',
  packaging: row.translation.packaging ?? '',
  volume: row.translation.volume ?? '',
  features: (row.translation.features ?? []).join('\n'),
  howToUse: (row.translation.howToUse ?? []).join('\n'),
});

export default function TranslationsPage() {
  const [params] = useSearchParams();
  // The banners' and the shop's own texts are a tab of their own, read apart from the catalogue's list.
  return params.get('kind') === textsTab ? <ShopTextsPage /> : <CatalogueTranslations />;
}

function CatalogueTranslations() {
  const id = useId();
  const list = useServerList<TranslationsReply, 'kind' | 'language' | 'status'>({
    queryKey: translationsKey,
    path: translationsPath,
    pageSize: translationsPageSize,
    filters: ['kind', 'language', 'status'],
    allowed: { kind: translationKinds, language: translationLanguages, status: ['untranslated'] },
    loadFailed,
  });
  const { data, isPending, error, pager } = list;
  const kind = (list.filters.kind || 'product') as TranslationKind;
  const language = (list.filters.language || translationLanguages[0]) as TranslationLanguage;
  const untranslatedOnly = list.filters.status === 'untranslated';
  // While another tab's first page loads, the last answer stays on screen: only rows of this kind are shown.
  const rows = (data?.items ?? []).filter((r) => r.kind === kind && r.language === language);
  const languageName = languageNames[language].english;

  return (
    <div>
      <AdminPageHeader
        title="Translations"
        description={`The catalogue's words in ${languageName}. An empty field is untranslated: the shop shows the English one.`}
      />
      <TranslationTabs
        id={id}
        active={kind}
        counts={data?.untranslated}
        onChoose={(k) => list.setFilter('kind', k === 'product' ? '' : k)}
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <SearchBox
          id={`${id}-search`}
          label={`Search ${kindLabels[kind].tab.toLowerCase()}`}
          placeholder="Search by English or translated name..."
          value={list.search}
          onChange={list.setSearch}
        />
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <label className="flex items-center gap-2 text-sm text-slate-600">
            Language
            <select
              className={selectClass}
              value={language}
              onChange={(e) =>
                list.setFilter('language', e.target.value === translationLanguages[0] ? '' : e.target.value)
              }
            >
              {translationLanguages.map((l) => (
                <option key={l} value={l}>
                  {languageNames[l].english}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={untranslatedOnly}
              onChange={(e) => list.setFilter('status', e.target.checked ? 'untranslated' : '')}
            />
            Untranslated only
          </label>
        </div>
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${kind}`}>
        <ListStates
          pending={isPending}
          failed={Boolean(error)}
          empty={data?.total === 0}
          failedText={loadFailed}
          emptyText={
            untranslatedOnly && !list.search.trim()
              ? `Every ${kindLabels[kind].one} is translated into ${languageName}`
              : kindLabels[kind].empty
          }
        >
          <ul className="flex flex-col gap-4">
            {rows.map((row) => (
              <TranslationCard key={`${row.kind}-${row.id}-${row.language}`} row={row} />
            ))}
          </ul>
        </ListStates>
      </div>
      <AdminPager {...pager} onPage={list.setPage} label="Translations pages" />
    </div>
  );
}

/** One row: the English words beside the translated fields, and its own Save. */
function TranslationCard({ row }: { row: TranslationRow }) {
  const client = useQueryClient();
  const form = useForm<Values>(() => valuesOf(row));
  // What the server holds for this row, as the form shows it: the Save is offered once a field differs.
  const [saved, setSaved] = useState<TranslationRow>(row);
  const fields = translationFieldsOf[row.kind];
  const lists = translationListFieldsOf[row.kind];
  const language = row.language as TranslationLanguage;
  const languageName = languageNames[language].english;
  const changed =
    fields.some((f) => form.values[f].trim() !== valuesOf(saved)[f]) ||
    lists.some((f) => linesOf(form.values[f]).join('\n') !== valuesOf(saved)[f]);
  const englishOf = (f: TranslationField) => (f === 'keywords' ? null : (row.english[f] ?? ''));
  const englishList = (f: TranslationListField) => row.english[f] ?? [];
  /**
   * A field the shop shows in English for want of a translation (keywords are extra words, and the volume's sizes
   * read the same in every language: never due).
   */
  const due = (f: TranslationField) =>
    f !== 'keywords' && f !== 'volume' && !saved.translation[f] && Boolean(englishOf(f));
  const listDue = (f: TranslationListField) => !saved.translation[f] && englishList(f).length > 0;
  const rowDue = fields.some(due) || lists.some(listDue);

  const save = useMutation({
    mutationFn: () =>
      translationCalls.save(row.kind, row.id, {
        language,
        ...Object.fromEntries(fields.map((f) => [f, form.values[f]])),
        ...Object.fromEntries(lists.map((f) => [f, linesOf(form.values[f])])),
      }),
    onSuccess: async (reply) => {
      setSaved(reply.row);
      form.setValues(valuesOf(reply.row));
      toast.success(reply.message);
      await client.invalidateQueries({ queryKey: translationsKey });
    },
    onError: (e) => {
      if (!form.serverError(e)) toast.error(errorMessage(e, 'Something Went Wrong'));
    },
  });

  // A category's or subcategory's one field: its Save sits in the card's head, keeping the card short.
  const nameOnly = fields.length === 1;
  const footer = (
    <div className={`flex items-center justify-end gap-3 ${nameOnly ? 'ml-auto' : 'mt-4'}`}>
      {changed && <span className="text-xs text-slate-500">Unsaved changes</span>}
      <BusyButton
        type="submit"
        busy={save.isPending}
        disabled={!changed}
        aria-label={`Save ${saved.english.name} in ${languageName}`}
      >
        Save
      </BusyButton>
    </div>
  );

  /** One field: its English words beside its translated field (a long one in a box of lines). */
  const fieldRow = (f: TranslationField) => {
    const english = englishOf(f);
    const long = longFields.has(f);
    const label = `${fieldLabels[f]} in ${languageName}`;
    return (
      <div key={f} className="grid gap-2 lg:grid-cols-2 lg:gap-4">
        <div className="min-w-0">
          <div className="mb-1 flex items-center gap-2">
            <span className="text-sm font-medium text-slate-800">{fieldLabels[f]}</span>
            {due(f) && !nameOnly && <Badge tone="amber">Untranslated</Badge>}
          </div>
          {english === null ? (
            <p className="text-xs text-slate-500">
              More words a search finds this by: {languageName}, and Latin spellings ("phenyl", "pocha").
            </p>
          ) : english ? (
            <p
              lang="en"
              className={`rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-700 ${f === 'longDescription' ? 'max-h-40 overflow-y-auto' : ''}`}
            >
              {english}
            </p>
          ) : (
            <p className="text-sm text-slate-400">No English text</p>
          )}
        </div>
        <div className="min-w-0">
          {long ? (
            <TextareaField
              form={form}
              name={f}
              label={label}
              lang={language}
              className={`${inputClass} translated-text`}
              rows={f === 'longDescription' ? 5 : 3}
            />
          ) : (
            <TextField
              form={form}
              name={f}
              label={label}
              lang={language}
              className={`${inputClass} translated-text`}
            />
          )}
        </div>
      </div>
    );
  };

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <form
        noValidate
        aria-label={`${saved.english.name} in ${languageName}`}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{row.english.name}</h2>
          <span className="text-xs text-slate-500">#{row.id}</span>
          {rowDue ? <Badge tone="amber">Untranslated</Badge> : <Badge tone="green">Translated</Badge>}
          {nameOnly && footer}
        </div>
        <div className="flex flex-col gap-4">
          {fields.filter((f) => !isAttribute(f)).map(fieldRow)}
          {lists.map((f) => {
            const english = englishList(f);
            return (
              <div key={f} className="grid gap-2 lg:grid-cols-2 lg:gap-4">
                <div className="min-w-0">
                  <div className="mb-1 flex items-center gap-2">
                    <span className="text-sm font-medium text-slate-800">{listLabels[f]}</span>
                    {listDue(f) && <Badge tone="amber">Untranslated</Badge>}
                  </div>
                  {english.length ? (
                    <ol
                      lang="en"
                      aria-label={`${listLabels[f]} in English`}
                      className="list-decimal rounded-lg bg-slate-50 py-2 pr-3 pl-8 text-sm break-words text-slate-700"
                    >
                      {english.map((item, i) => (
                        <li key={i}>{item}</li>
                      ))}
                    </ol>
                  ) : (
                    <p className="text-sm text-slate-400">No English text</p>
                  )}
                </div>
                <div className="min-w-0">
                  <TextareaField
                    form={form}
                    name={f}
                    label={`${listLabels[f]} in ${languageName}`}
                    hint={`One a line, in the English order (${english.length} ${english.length === 1 ? 'line' : 'lines'}).`}
                    lang={language}
                    className={`${inputClass} translated-text`}
                    rows={Math.max(3, Math.min(english.length, 8))}
                  />
                </div>
              </div>
            );
          })}
          {fields.filter(isAttribute).map(fieldRow)}
        </div>
        {!nameOnly && footer}
      </form>
    </li>
  );
}
