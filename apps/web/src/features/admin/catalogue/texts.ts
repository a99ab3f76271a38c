// The catalogue pages' own texts: SPEC's toasts and empty states, and the upload checks the server also makes
// (apps/api/src/plugins/uploads.ts keeps the server's copy; see the report about moving them to packages/shared).
import { adminMessages } from '@chamak/shared/admin';
import { messages } from '@chamak/shared/messages';
import { fileMessages } from '../../../lib/files.ts';

export const texts = {
  ...adminMessages,
  somethingWentWrong: messages.somethingWentWrong,
  /** SPEC section 8 writes the subcategory page's failure in lower case. */
  subcategoryFailed: 'Something went wrong',
  productSaveFailed: 'Failed to save product',
  notImage: fileMessages.notImage,
  imageTooLarge: fileMessages.imageTooLarge,
  noCategories: 'No categories found',
  noSubcategories: 'No SubCategory Found',
  noLitres: 'No litres found',
  noProducts: 'No products found',
  failedCategories: 'Failed to load categories',
  failedLitres: 'Failed to load litres',
  failedProducts: 'Failed to load products',
  failedSubcategories: 'Failed to load subcategories',
  wholeMonths: 'Shelf life must be a whole number of months',
  phStep: 'pH must be in steps of 0.1',
  twoDecimals: (name: string) => `${name} can have at most 2 decimal places`,
} as const;

export const maxImagesPerSize = 10;
