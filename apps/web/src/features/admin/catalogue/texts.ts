// The catalogue pages' own texts: SPEC's toasts and empty states, and the upload checks the server also makes
// (apps/api/src/plugins/uploads.ts keeps the server's copy; see the report about moving them to packages/shared).
import { adminMessages } from '@chamak/shared/admin';
import { messages } from '@chamak/shared/messages';

export const texts = {
  ...adminMessages,
  somethingWentWrong: messages.somethingWentWrong,
  /** SPEC section 8 writes the subcategory page's failure in lower case. */
  subcategoryFailed: 'Something went wrong',
  productSaveFailed: 'Failed to save product',
  notImage: 'Please select a valid image file',
  imageTooLarge: 'Image size should be less than 5MB',
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

/** The largest image the server accepts (D9). */
export const maxImageBytes = 5 * 1024 * 1024;
export const maxImagesPerSize = 10;

/** The message for a picked file the server would refuse, or null when it is fine. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return texts.notImage;
  if (file.size > maxImageBytes) return texts.imageTooLarge;
  return null;
}
