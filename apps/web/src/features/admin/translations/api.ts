// The Translations page's calls (decision 0333): the list is read a page at a time (list-kit/server-list.ts), a
// row's translation saved by PUT.
import type {
  TranslationBody,
  TranslationKind,
  TranslationSaved,
} from '@chamak/shared/catalogue-translations';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const translationsPath = '/admin/translations';

/** Under the back-office's prefix, so a save reloads every page of the list (and its counts). */
export const translationsKey = [...adminKeys.all, 'translations'] as const;

export const translationCalls = {
  save: (kind: TranslationKind, id: number, body: TranslationBody) =>
    request<TranslationSaved>(`${translationsPath}/${kind}/${id}`, { method: 'PUT', body }),
};
