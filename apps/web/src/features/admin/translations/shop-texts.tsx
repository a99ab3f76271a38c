// The Translations page's "Banners & shop texts" tab (/admin/translations?kind=texts, migration 0037): the words
// over each home banner and the promo banner, and the shop's tagline, header taglines and customer care hours, beside the English ones
// in a language other than English, each card saved by itself. An empty field is untranslated: the shop shows the
// English one. The taglines are translated line for line, one a line.
import type { TranslationKind, TranslationLanguage } from '@chamak/shared/catalogue-translations';
import { translationKinds, translationLanguages } from '@chamak/shared/catalogue-translations';
import { languageNames } from '@chamak/shared/i18n/languages';
import type {
  BannerTextField,
  BannerTranslationBody,
  BannerTranslationList,
  BannerTranslationRow,
  ShopTextTranslation,
  ShopTextTranslationBody,
} from '@chamak/shared/text-translations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { TextareaField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { Badge, ListStates, selectClass } from '../list-kit/table.tsx';
import { AdminPageHeader, BusyButton, inputClass } from '../ui.tsx';
import { translationsKey, translationsPath } from './api.ts';
import './devanagari.css';

/** The tab's value of `kind` in the address. */
export const textsTab = 'texts';
export type TranslationTab = TranslationKind | typeof textsTab;

const tabLabels: Record<TranslationTab, string> = {
  product: 'Products',
  category: 'Categories',
  subcategory: 'Subcategories',
  texts: 'Banners & shop texts',
};

/** The page's tabs: the catalogue's three kinds (with their untranslated counts) and the shop's own texts. */
export function TranslationTabs({
  id,
  active,
  counts,
  onChoose,
}: {
  id: string;
  active: TranslationTab;
  counts?: Partial<Record<TranslationTab, number>>;
  onChoose: (tab: TranslationTab) => void;
}) {
  return (
    <div
      role="tablist"
      aria-label="What to translate"
      className="mb-4 grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm sm:flex"
    >
      {[...translationKinds, textsTab].map((k) => {
        const selected = k === active;
        const count = counts?.[k as TranslationTab];
        return (
          <button
            key={k}
            type="button"
            role="tab"
            id={`${id}-tab-${k}`}
            aria-selected={selected}
            aria-controls={selected ? `${id}-panel` : undefined}
            onClick={() => onChoose(k as TranslationTab)}
            className={`flex min-w-0 flex-col items-center justify-center gap-1 rounded-lg px-1 py-2 text-[13px] font-semibold transition sm:flex-row sm:gap-2 sm:px-4 sm:text-sm ${
              selected ? 'bg-brand text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {tabLabels[k as TranslationTab]}
            {count !== undefined && count > 0 && (
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${selected ? 'bg-white/20 text-white' : 'bg-amber-100 text-amber-800'}`}
              >
                {count}
                <span className="sr-only"> untranslated</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

const bannersKey = (language: string) => [...translationsKey, 'banners', language] as const;
const shopKey = (language: string) => [...translationsKey, 'shop', language] as const;

export function ShopTextsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('language');
  const language = (
    translationLanguages.includes(asked as TranslationLanguage) ? asked : translationLanguages[0]
  ) as TranslationLanguage;
  const languageName = languageNames[language].english;
  const banners = useQuery({
    queryKey: bannersKey(language),
    queryFn: ({ signal }) =>
      request<BannerTranslationList>(`${translationsPath}/banners?language=${language}`, { signal }),
  });
  const shop = useQuery({
    queryKey: shopKey(language),
    queryFn: ({ signal }) =>
      request<ShopTextTranslation>(`${translationsPath}/shop?language=${language}`, { signal }),
  });
  const choose = (tab: TranslationTab) => {
    const next = new URLSearchParams();
    if (tab !== 'product') next.set('kind', tab);
    if (language !== translationLanguages[0]) next.set('language', language);
    setParams(next);
  };
  const untranslated =
    (banners.data?.items.filter((b) => b.untranslated).length ?? 0) + (shop.data?.untranslated ? 1 : 0);

  return (
    <div>
      <AdminPageHeader
        title="Translations"
        description={`The banners' words and the shop's taglines in ${languageName}. An empty field is untranslated: the shop shows the English one.`}
      />
      <TranslationTabs id={id} active={textsTab} counts={{ texts: untranslated }} onChoose={choose} />
      <div className="mb-4 flex items-center gap-2 text-sm text-slate-600">
        <label className="flex items-center gap-2">
          Language
          <select
            className={selectClass}
            value={language}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              if (e.target.value === translationLanguages[0]) next.delete('language');
              else next.set('language', e.target.value);
              setParams(next);
            }}
          >
            {translationLanguages.map((l) => (
              <option key={l} value={l}>
                {languageNames[l].english}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${textsTab}`}>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Banners</h2>
        <ListStates
          pending={banners.isPending}
          failed={Boolean(banners.error)}
          empty={banners.data?.items.length === 0}
          failedText="Failed to load the banners."
          emptyText="No banners yet"
        >
          <ul className="mb-8 flex flex-col gap-4">
            {(banners.data?.items ?? [])
              .filter((row) => row.language === language)
              .map((row, i) => (
                <BannerCard key={`${row.kind}-${row.id}-${row.language}`} row={row} number={i + 1} />
              ))}
          </ul>
        </ListStates>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Shop texts</h2>
        <ListStates
          pending={shop.isPending}
          failed={Boolean(shop.error)}
          empty={false}
          failedText="Failed to load the shop texts."
          emptyText=""
        >
          {shop.data && shop.data.language === language && (
            <ShopTextsCard key={shop.data.language} row={shop.data} />
          )}
        </ListStates>
      </div>
    </div>
  );
}

/** An English text beside the field its translation is typed in. */
function Pair({
  label,
  english,
  due,
  children,
}: {
  label: string;
  english: string;
  due: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2 lg:grid-cols-2 lg:gap-4">
      <div className="min-w-0">
        <div className="mb-1 flex items-center gap-2">
          <span className="text-sm font-medium text-slate-800">{label}</span>
          {due && <Badge tone="amber">Untranslated</Badge>}
        </div>
        {english ? (
          <p
            lang="en"
            className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-700"
          >
            {english}
          </p>
        ) : (
          <p className="text-sm text-slate-400">No English text</p>
        )}
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

const bannerFields: BannerTextField[] = ['title', 'subtitle', 'buttonText'];
const fieldLabel = (kind: BannerTranslationRow['kind'], field: BannerTextField) =>
  field === 'title'
    ? 'Title'
    : field === 'buttonText'
      ? 'Button'
      : kind === 'promo'
        ? 'Description'
        : 'Subtitle';

type BannerValues = Record<BannerTextField, string>;
const bannerValuesOf = (row: BannerTranslationRow): BannerValues => ({
  title: row.translation.title ?? '',
  subtitle: row.translation.subtitle ?? '',
  buttonText: row.translation.buttonText ?? '',
});

function BannerCard({ row, number }: { row: BannerTranslationRow; number: number }) {
  const client = useQueryClient();
  const form = useForm<BannerValues>(() => bannerValuesOf(row));
  const [saved, setSaved] = useState(row);
  const language = row.language as TranslationLanguage;
  const languageName = languageNames[language].english;
  const changed = bannerFields.some((field) => form.values[field].trim() !== bannerValuesOf(saved)[field]);
  const due = (f: BannerTextField) => !saved.translation[f] && Boolean(saved.english[f]);
  const what = row.kind === 'promo' ? 'Promo banner' : `Banner ${number}`;
  const save = useMutation({
    mutationFn: () =>
      request<{ message: string; row: BannerTranslationRow }>(
        `${translationsPath}/banners/${row.kind}/${row.id}`,
        {
          method: 'PUT',
          body: { language, ...form.values } satisfies BannerTranslationBody,
        },
      ),
    onSuccess: async (reply) => {
      setSaved(reply.row);
      form.setValues(bannerValuesOf(reply.row));
      toast.success(reply.message);
      await client.invalidateQueries({ queryKey: bannersKey(language) });
    },
    onError: (e) => {
      if (!form.serverError(e)) toast.error(errorMessage(e, 'Something Went Wrong'));
    },
  });
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <form
        noValidate
        aria-label={`${what} in ${languageName}`}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 text-base font-semibold break-words text-slate-900">
            {what}
            {saved.english.title && `: ${saved.english.title}`}
          </h3>
          {bannerFields.some(due) ? (
            <Badge tone="amber">Untranslated</Badge>
          ) : (
            <Badge tone="green">Translated</Badge>
          )}
        </div>
        <div className="flex flex-col gap-4">
          {bannerFields.map((field) => (
            <Pair
              key={field}
              label={fieldLabel(row.kind, field)}
              english={saved.english[field]}
              due={due(field)}
            >
              {row.kind === 'promo' && field === 'subtitle' ? (
                <TextareaField
                  form={form}
                  name={field}
                  label={`${fieldLabel(row.kind, field)} in ${languageName}`}
                  lang={language}
                  rows={3}
                  className={`${inputClass} translated-text`}
                />
              ) : (
                <TextField
                  form={form}
                  name={field}
                  label={`${fieldLabel(row.kind, field)} in ${languageName}`}
                  lang={language}
                  className={`${inputClass} translated-text`}
                />
              )}
            </Pair>
          ))}
        </div>
        <SaveRow
          changed={changed}
          busy={save.isPending}
          label={`Save ${what.toLowerCase()} in ${languageName}`}
        />
      </form>
    </li>
  );
}

type ShopValues = { tagline: string; taglines: string; customerCareHours: string };
const shopValuesOf = (row: ShopTextTranslation): ShopValues => ({
  tagline: row.translation.tagline ?? '',
  taglines: (row.translation.taglines ?? []).join('\n'),
  customerCareHours: row.translation.customerCareHours ?? '',
});

function ShopTextsCard({ row }: { row: ShopTextTranslation }) {
  const client = useQueryClient();
  const form = useForm<ShopValues>(() => shopValuesOf(row));
  const [saved, setSaved] = useState(row);
  const language = row.language as TranslationLanguage;
  const languageName = languageNames[language].english;
  const keys = ['tagline', 'taglines', 'customerCareHours'] as const;
  const changed = keys.some((k) => form.values[k].trim() !== shopValuesOf(saved)[k]);
  const save = useMutation({
    mutationFn: () =>
      request<{ message: string; row: ShopTextTranslation }>(`${translationsPath}/shop`, {
        method: 'PUT',
        body: {
          language,
          tagline: form.values.tagline,
          customerCareHours: form.values.customerCareHours,
          taglines: form.values.taglines
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
        } satisfies ShopTextTranslationBody,
      }),
    onSuccess: async (reply) => {
      setSaved(reply.row);
      form.setValues(shopValuesOf(reply.row));
      toast.success(reply.message);
      await client.invalidateQueries({ queryKey: shopKey(language) });
    },
    onError: (e) => {
      if (!form.serverError(e)) toast.error(errorMessage(e, 'Something Went Wrong'));
    },
  });
  const lines = saved.english.taglines.length;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <form
        noValidate
        aria-label={`Shop texts in ${languageName}`}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <div className="flex flex-col gap-4">
          <Pair
            label="Tagline (footer)"
            english={saved.english.tagline}
            due={!saved.translation.tagline && Boolean(saved.english.tagline)}
          >
            <TextField
              form={form}
              name="tagline"
              label={`Tagline in ${languageName}`}
              lang={language}
              className={`${inputClass} translated-text`}
            />
          </Pair>
          <Pair
            label="Header taglines"
            english={saved.english.taglines.join('\n')}
            due={!saved.translation.taglines && lines > 0}
          >
            <TextareaField
              form={form}
              name="taglines"
              label={`Header taglines in ${languageName}`}
              hint={`One a line, in the English order (${lines} ${lines === 1 ? 'line' : 'lines'}).`}
              lang={language}
              rows={Math.max(3, lines)}
              className={`${inputClass} translated-text`}
            />
          </Pair>
          <Pair
            label="Customer care hours"
            english={saved.english.customerCareHours}
            due={!saved.translation.customerCareHours && Boolean(saved.english.customerCareHours)}
          >
            <TextField
              form={form}
              name="customerCareHours"
              label={`Customer care hours in ${languageName}`}
              lang={language}
              className={`${inputClass} translated-text`}
            />
          </Pair>
        </div>
        <SaveRow changed={changed} busy={save.isPending} label={`Save shop texts in ${languageName}`} />
      </form>
    </section>
  );
}

function SaveRow({ changed, busy, label }: { changed: boolean; busy: boolean; label: string }) {
  return (
    <div className="mt-4 flex items-center justify-end gap-3">
      {changed && <span className="text-xs text-slate-500">Unsaved changes</span>}
      <BusyButton type="submit" busy={busy} disabled={!changed} aria-label={label}>
        Save
      </BusyButton>
    </div>
  );
}
