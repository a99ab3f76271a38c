// Form checks with the shared zod schemas (so SPEC section 5's messages are written once): the first error of
// each field, and the first error in the order the form shows its fields (that one is toasted).
import { msg, t } from '../../lib/i18n.ts';

/** What the form needs of a zod schema (typed structurally, so the web app need not depend on zod itself). */
export type Schema<T> = {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type Checked<T, K extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors<K>; first: string; firstField: K };

/** The repeat-password rule of SPEC section 5. */
export const passwordsDoNotMatch = msg('Passwords do not match!');

/** Field hints: the phone rule is SPEC section 5's; the password hint restates the signup password rules. */
export const phoneHint = msg('10 digits, starting with 6, 7, 8 or 9.');
export const passwordHint = msg(
  'At least 8 characters, with an uppercase letter, a number and a special character.',
);

/**
 * Validates `values` with `schema`; `order` lists the form's fields top to bottom. `extra` adds checks the
 * schema does not know about (the repeat password), applied only where the schema found nothing.
 */
export function check<T, K extends string>(
  schema: Schema<T>,
  values: unknown,
  order: readonly K[],
  extra: FieldErrors<K> = {},
): Checked<T, K> {
  const result = schema.safeParse(values);
  const errors: FieldErrors<K> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as K | undefined;
      if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  for (const field of order) {
    if (errors[field] === undefined && extra[field] !== undefined) errors[field] = extra[field];
  }
  const firstField = order.find((f) => errors[f] !== undefined);
  if (result.success && firstField === undefined) return { ok: true, data: result.data };
  if (firstField === undefined) {
    // An issue on a field the form does not show (should not happen); still refuse, with its message.
    const message = result.success ? '' : (result.error.issues[0]?.message ?? t('Please check the form.'));
    return { ok: false, errors, first: message, firstField: order[0] as K };
  }
  return { ok: false, errors, first: errors[firstField] as string, firstField };
}
