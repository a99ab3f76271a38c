// @vitest-environment happy-dom
// /admin/translations against the real API on the demo shop (its translations cleared first): the English words
// beside the Hindi fields with 'Untranslated' badges and the tabs' counts, a save per row ('Translation saved'),
// the server's refusal under its field, the categories tab with 'Untranslated only', and the search.
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
