// @vitest-environment happy-dom
// /admin/translations against the real API on the demo shop (its translations cleared first): the English words
// beside the Hindi fields with 'Untranslated' badges and the tabs' counts, a save per row ('Translation saved'),
// the server's refusal under its field, a product's features and how-to-use steps one a line beside the English
// lists (and its Hindi page showing them), its attributes each beside its English (and its Hindi page showing the
// translated ones, English for the rest), the categories tab with 'Untranslated only', and the search.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import TranslationsPage from './translations-page.tsx';

const api = useRealApi();
let toasts: ReturnType<typeof recordToasts>;
beforeAll(async () => {
  for (const table of ['product_translations', 'category_translations', 'subcategory_translations'])
    await api.database.db.execute(sql`delete from ${sql.identifier(table)}`);
});
beforeEach(async () => {
  await api.logInAdmin();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function first(table: 'products' | 'categories') {
  const found = await api.database.db.execute(
    sql`select id, name from ${sql.identifier(table)} order by lower(name), id limit 1`,
  );
  return (found as unknown as { rows: { id: number; name: string }[] }).rows[0]!;
}

const card = async (name: string) => within(await screen.findByRole('form', { name: `${name} in Hindi` }));

describe('translations', () => {
  it('shows the English words beside the Hindi fields, saves a row and shows a refusal under its field', async () => {
    const product = await first('products');
    renderAdminPage(<TranslationsPage />, '/admin/translations');
    const row = await card(product.name);
    expect(screen.getByRole('tab', { name: /Products/, selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Categories \d+ untranslated/ })).toBeTruthy();
    // The row and each of its fields are untranslated; Save waits for a change.
    expect(row.getAllByText('Untranslated').length).toBeGreaterThanOrEqual(2);
    const save = row.getByRole('button', { name: `Save ${product.name} in Hindi` });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(row.getByRole('textbox', { name: 'Name in Hindi' }), {
      target: { value: '  सिट्रस बर्स्ट  ' },
    });
    fireEvent.change(row.getByRole('textbox', { name: 'Search keywords in Hindi' }), {
      target: { value: 'phenyl pocha' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Translation saved'));
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: `/admin/translations/product/${product.id}`,
        body: {
          language: 'hi',
          name: '  सिट्रस बर्स्ट  ',
          shortDescription: '',
          longDescription: '',
          keywords: 'phenyl pocha',
          suitableSurfaces: '',
          ingredients: '',
          scent: '',
          madeIn: '',
          packaging: '',
          volume: '',
          features: [],
          howToUse: [],
        },
      },
    ]);
    // The form shows what was stored (trimmed), and the name's badge is gone.
    await waitFor(() =>
      expect((row.getByRole('textbox', { name: 'Name in Hindi' }) as HTMLInputElement).value).toBe(
        'सिट्रस बर्स्ट',
      ),
    );
    const stored = await api.as(await api.adminToken(), {
      url: `/api/admin/translations?kind=product&language=hi&q=${encodeURIComponent('सिट्रस')}`,
    });
    expect(stored.json().items[0].translation).toMatchObject({
      name: 'सिट्रस बर्स्ट',
      keywords: 'phenyl pocha',
    });

    // Too long a name: the server's refusal shows under the field, marked invalid.
    const name = row.getByRole('textbox', { name: 'Name in Hindi' });
    fireEvent.change(name, { target: { value: 'न'.repeat(201) } });
    fireEvent.click(save);
    expect(await row.findByText('Must be 200 characters or less')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("shows a product's English features and steps beside the Hindi ones, saves them one a line, and clears them", async () => {
    const product = await first('products');
    const found = await api.database.db.execute(
      sql`select features, how_to_use from products where id = ${product.id}`,
    );
    const english = (found as unknown as { rows: { features: string[]; how_to_use: string[] }[] }).rows[0]!;
    expect(english.features.length).toBeGreaterThan(0);
    const hindiPage = async () =>
      (
        await api.as(undefined, { url: `/api/products/${product.id}`, headers: { 'x-shop-language': 'hi' } })
      ).json();
    renderAdminPage(<TranslationsPage />, '/admin/translations');
    const row = await card(product.name);
    // The English lists, item for item, beside empty Hindi fields.
    const englishFeatures = row.getByRole('list', { name: 'Features in English' });
    expect(
      within(englishFeatures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(english.features);
    const steps = row.getByRole('list', { name: 'How to use in English' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(english.how_to_use);
    const features = row.getByRole('textbox', { name: 'Features in Hindi' }) as HTMLTextAreaElement;
    const howToUse = row.getByRole('textbox', { name: 'How to use in Hindi' }) as HTMLTextAreaElement;
    expect(features.value).toBe('');
    const lines = english.features.length;
    expect(
      row.getAllByText(`One a line, in the English order (${lines} ${lines === 1 ? 'line' : 'lines'}).`)
        .length,
    ).toBeGreaterThan(0);

    // One a line: trimmed, blank lines left out.
    fireEvent.change(features, { target: { value: '  तेज़ सफ़ाई \n\n ताज़ा ख़ुशबू  ' } });
    fireEvent.change(howToUse, { target: { value: 'पानी में घोलें\nपोंछा लगाएँ' } });
    const save = row.getByRole('button', { name: `Save ${product.name} in Hindi` });
    fireEvent.click(save);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Translation saved'));
    expect(writes(api)).toMatchObject([
      {
        method: 'PUT',
        path: `/admin/translations/product/${product.id}`,
        body: {
          language: 'hi',
          features: ['तेज़ सफ़ाई', 'ताज़ा ख़ुशबू'],
          howToUse: ['पानी में घोलें', 'पोंछा लगाएँ'],
        },
      },
    ]);
    await waitFor(() => expect(features.value).toBe('तेज़ सफ़ाई\nताज़ा ख़ुशबू'));
    expect((save as HTMLButtonElement).disabled).toBe(true);
    // The Hindi product page shows them.
    const hindi = await hindiPage();
    expect(hindi.features).toEqual(['तेज़ सफ़ाई', 'ताज़ा ख़ुशबू']);
    expect(hindi.howToUse).toEqual(['पानी में घोलें', 'पोंछा लगाएँ']);

    // Too long a step: the server's refusal under its field, naming the item.
    fireEvent.change(howToUse, { target: { value: `पानी में घोलें\n${'क'.repeat(301)}` } });
    fireEvent.click(save);
    expect(await row.findByText('item 2 must be 300 characters or less')).toBeTruthy();
    expect(howToUse.getAttribute('aria-invalid')).toBe('true');
    expect(toasts.error).not.toHaveBeenCalled();

    // Emptied, both lists go back to English.
    fireEvent.change(features, { target: { value: '' } });
    fireEvent.change(howToUse, { target: { value: '  \n' } });
    toasts.success.mockClear();
    fireEvent.click(save);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Translation saved'));
    expect(writes(api).at(-1)?.body).toMatchObject({ features: [], howToUse: [] });
    const back = await hindiPage();
    expect(back.features).toEqual(english.features);
    expect(back.howToUse).toEqual(english.how_to_use);
  });

  it("shows a product's attributes beside their English, saves them, and its Hindi page shows them", async () => {
    const product = await first('products');
    const found = await api.database.db.execute(
      sql`select scent, made_in, ingredients, packaging from products where id = ${product.id}`,
    );
    const english = (
      found as unknown as {
        rows: { scent: string; made_in: string; ingredients: string; packaging: string }[];
      }
    ).rows[0]!;
    const hindiPage = async () =>
      (
        await api.as(undefined, { url: `/api/products/${product.id}`, headers: { 'x-shop-language': 'hi' } })
      ).json();
    renderAdminPage(<TranslationsPage />, '/admin/translations');
    const row = await card(product.name);
    // Each attribute's English beside its empty Hindi field.
    expect(row.getByText(english.ingredients)).toBeTruthy();
    const scent = row.getByRole('textbox', { name: 'Scent in Hindi' }) as HTMLInputElement;
    const madeIn = row.getByRole('textbox', { name: 'Country of origin in Hindi' }) as HTMLInputElement;
    const ingredients = row.getByRole('textbox', { name: 'Ingredients in Hindi' }) as HTMLTextAreaElement;
    for (const name of ['Suitable surfaces', 'Packaging', 'Volume'])
      expect(row.getByRole('textbox', { name: `${name} in Hindi` })).toBeTruthy();
    expect(scent.value).toBe('');

    fireEvent.change(scent, { target: { value: ' नींबू और संतरा ' } });
    fireEvent.change(madeIn, { target: { value: 'भारत' } });
    const save = row.getByRole('button', { name: `Save ${product.name} in Hindi` });
    fireEvent.click(save);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Translation saved'));
    expect(writes(api).at(-1)?.body).toMatchObject({
      scent: ' नींबू और संतरा ',
      madeIn: 'भारत',
      ingredients: '',
    });
    await waitFor(() => expect(scent.value).toBe('नींबू और संतरा'));
    // The Hindi product page: the translated attributes, the English ones for the rest.
    const hindi = await hindiPage();
    expect(hindi.scent).toBe('नींबू और संतरा');
    expect(hindi.madeIn).toBe('भारत');
    expect(hindi.ingredients).toBe(english.ingredients);
    expect(hindi.packaging).toBe(english.packaging);

    // Too long: the server's refusal under its field.
    fireEvent.change(ingredients, { target: { value: 'क'.repeat(1001) } });
    fireEvent.click(save);
    expect(await row.findByText('Must be 1000 characters or less')).toBeTruthy();
    expect(ingredients.getAttribute('aria-invalid')).toBe('true');

    // Emptied, back to English.
    fireEvent.change(ingredients, { target: { value: '' } });
    fireEvent.change(scent, { target: { value: '' } });
    fireEvent.change(madeIn, { target: { value: ' ' } });
    toasts.success.mockClear();
    fireEvent.click(save);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Translation saved'));
    const back = await hindiPage();
    expect(back.scent).toBe(english.scent);
    expect(back.madeIn).toBe(english.made_in);
  });

  it('translates a category on its tab, hides it under "Untranslated only", and searches', async () => {
    const category = await first('categories');
    renderAdminPage(<TranslationsPage />, '/admin/translations?kind=category&status=untranslated');
    const row = await card(category.name);
    expect(screen.getByRole('tab', { name: /Categories/, selected: true })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Untranslated only' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // A category has a name only.
    expect(row.queryByRole('textbox', { name: 'Short description in Hindi' })).toBeNull();
    fireEvent.change(row.getByRole('textbox', { name: 'Name in Hindi' }), { target: { value: 'फ़र्श' } });
    fireEvent.click(row.getByRole('button', { name: `Save ${category.name} in Hindi` }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Translation saved'));
    // Translated, it leaves the untranslated list.
    await waitFor(() => expect(screen.queryByRole('form', { name: `${category.name} in Hindi` })).toBeNull());

    fireEvent.click(screen.getByRole('checkbox', { name: 'Untranslated only' }));
    await card(category.name);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search categories' }), {
      target: { value: 'फ़र्श' },
    });
    await waitFor(() => expect(screen.getAllByRole('form')).toHaveLength(1));
    expect(screen.getByRole('form', { name: `${category.name} in Hindi` })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search categories' }), {
      target: { value: 'nothing matches this' },
    });
    expect(await screen.findByText('No categories found')).toBeTruthy();
  });
});
