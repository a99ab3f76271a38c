// The shop's languages (decision 0331): which of the languages it has a catalogue for shoppers may read it in
// (English always; a language that is off has no pages, no switch and no place in the sitemap), and whether the
// Hindi and Marathi pages write numbers in Devanagari digits. No rebuild: every language is built already.
import { type Digits, digitSystems } from '@chamak/shared/i18n/digits';
import { languageSettings } from '@chamak/shared/i18n/language-settings';
import { defaultLanguage, type Language, languageNames, languages } from '@chamak/shared/i18n/languages';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import type { FormEvent } from 'react';
import { CheckboxField, SelectField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { useSaveSettings } from './api.ts';
import { SettingsSection } from './section.tsx';

type Other = Exclude<Language, 'en'>;
const others = languages.filter((language): language is Other => language !== defaultLanguage);
/** A box per language other than English (on or off), and the digits. */
type Values = Record<Other, boolean> & { digits: string };
const digitLabels: Record<Digits, string> = {
  latin: 'Latin digits (0123456789)',
  devanagari: 'Devanagari digits (०१२३४५६७८९)',
};

export function LanguagesForm({ settings }: { settings: ShopSettingsResponse['languages'] }) {
  const form = useForm<Values>({
    ...(Object.fromEntries(
      others.map((language) => [language, settings.enabled.includes(language)]),
    ) as Record<Other, boolean>),
    digits: settings.digits,
  });
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const enabled: Language[] = [
      defaultLanguage,
      ...others.filter((language) => form.values[language] === true),
    ];
    const parsed = languageSettings.safeParse({ enabled, digits: form.values.digits });
    if (!form.check({ digits: parsed.error?.issues[0]?.message }) || !parsed.data) return;
    save.mutate(
      { languages: parsed.data },
      { onError: (error) => form.serverError(error, { 'languages.digits': 'digits' }) },
    );
  };
  return (
    <SettingsSection
      title="Languages"
      description="The languages shoppers can read the shop in, besides English (always on). A language that is off has no pages and is not offered in the language switch or the sitemap."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save languages"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {others.map((language) => (
          <CheckboxField
            key={language}
            form={form}
            name={language}
            label={`${languageNames[language].english} (${languageNames[language].own})`}
            hint={`Pages under /${language}/`}
          />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="digits"
          label="Numbers on Hindi and Marathi pages"
          hint="Prices, counts and dates. English pages always use Latin digits."
        >
          {digitSystems.map((digits) => (
            <option key={digits} value={digits}>
              {digitLabels[digits]}
            </option>
          ))}
        </SelectField>
      </div>
    </SettingsSection>
  );
}
