// Form checks with the shared zod schemas (so SPEC section 5's messages are written once): the first error of
// each field, and the first error in the order the form shows its fields (that one is toasted).
import { addressIssueTexts } from '../../lib/address-texts.ts';
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
 * The shared schemas' messages (accounts.ts, phone.ts, checkout.ts, addresses.ts: SPEC section 5's English) and
 * SPEC's account messages the server answers with, marked for translation and keyed by their English: the build
 * translates only messages.ts wholesale, so a page shows these through accountText().
 */
const sharedTexts: Readonly<Record<string, string>> = {
  ...addressIssueTexts,
  'Email is required!': msg('Email is required!'),
  'Email is too long.': msg('Email is too long.'),
  'Invalid email address!': msg('Invalid email address!'),
  'Phone number is required!': msg('Phone number is required!'),
  'Phone number must be exactly 10 digits!': msg('Phone number must be exactly 10 digits!'),
  'Password is required!': msg('Password is required!'),
  'Password must be at least 8 characters.': msg('Password must be at least 8 characters.'),
  'Password must be 128 characters or less.': msg('Password must be 128 characters or less.'),
  'Password must contain at least one uppercase letter.': msg(
    'Password must contain at least one uppercase letter.',
  ),
  'Password must contain at least one number.': msg('Password must contain at least one number.'),
  'Password must contain at least one special character.': msg(
    'Password must contain at least one special character.',
  ),
  'Fullname is required!': msg('Fullname is required!'),
  'Fullname must be 100 characters or less.': msg('Fullname must be 100 characters or less.'),
  'Username is required!': msg('Username is required!'),
  'Username must be 40 characters or less.': msg('Username must be 40 characters or less.'),
  'Username may use only letters, digits, dots, dashes and underscores.': msg(
    'Username may use only letters, digits, dots, dashes and underscores.',
  ),
  'Email and Password are required!': msg('Email and Password are required!'),
  'Please enter your current password.': msg('Please enter your current password.'),
  'This reset link is not valid.': msg('This reset link is not valid.'),
  // The address book's fields (checkout's address schema) and its label.
  'Label must be at most 30 characters': msg('Label must be at most 30 characters'),
  // A subscription's address (checkout's schema, with its e-mail) and quantity.
  'Quantity must be a whole number from 1 to 99': msg('Quantity must be a whole number from 1 to 99'),
  // The server's answers on the account page: addresses, order messages, cancelling, subscriptions.
  'Address saved': msg('Address saved'),
  'Address updated': msg('Address updated'),
  'Address deleted': msg('Address deleted'),
  'Message preferences saved': msg('Message preferences saved'),
  'Order cancelled': msg('Order cancelled'),
  'This order can no longer be cancelled: it has been shipped.': msg(
    'This order can no longer be cancelled: it has been shipped.',
  ),
  'This order is already cancelled.': msg('This order is already cancelled.'),
  'This subscription is cancelled or not started yet, so it cannot be changed.': msg(
    'This subscription is cancelled or not started yet, so it cannot be changed.',
  ),
  'Subscription cancelled. No further payments will be taken.': msg(
    'Subscription cancelled. No further payments will be taken.',
  ),
  'Subscription paused. Nothing is sent or charged until you resume it.': msg(
    'Subscription paused. Nothing is sent or charged until you resume it.',
  ),
  'Subscription resumed.': msg('Subscription resumed.'),
  'The next delivery is skipped.': msg('The next delivery is skipped.'),
  'Subscription changed. It applies from the next notice.': msg(
    'Subscription changed. It applies from the next notice.',
  ),
  'Choose another size of the same product.': msg('Choose another size of the same product.'),
  'A renewal is already on its way for this subscription.': msg(
    'A renewal is already on its way for this subscription.',
  ),
  'Nothing is waiting to be paid for this subscription: its renewals are paid, or a payment is being taken now.':
    msg(
      'Nothing is waiting to be paid for this subscription: its renewals are paid, or a payment is being taken now.',
    ),
  // SPEC's account messages (accountMessages): the server's answers and the pages' own toasts.
  'Sign up successful! Redirecting to login...': msg('Sign up successful! Redirecting to login...'),
  'Login successful! Redirecting...': msg('Login successful! Redirecting...'),
  'Invalid email or password.': msg('Invalid email or password.'),
  'This account is blocked. Please contact us.': msg('This account is blocked. Please contact us.'),
  'An account with this email already exists.': msg('An account with this email already exists.'),
  'This username is already taken.': msg('This username is already taken.'),
  'Profile updated successfully.': msg('Profile updated successfully.'),
  'Account deleted successfully.': msg('Account deleted successfully.'),
  'If an account exists for that email, a link to reset the password is on its way.': msg(
    'If an account exists for that email, a link to reset the password is on its way.',
  ),
  'Your password has been changed. Please log in.': msg('Your password has been changed. Please log in.'),
  'This reset link is not valid or has expired. Please ask for a new one.': msg(
    'This reset link is not valid or has expired. Please ask for a new one.',
  ),
  'Please enter your current password to change your email.': msg(
    'Please enter your current password to change your email.',
  ),
  'Your mobile number is how you sign in to this account. To change it, first set a password with "Forgot password".':
    msg(
      'Your mobile number is how you sign in to this account. To change it, first set a password with "Forgot password".',
    ),
  'Your mobile number is how you sign in to this account. To change your email, first set a password with "Forgot password".':
    msg(
      'Your mobile number is how you sign in to this account. To change your email, first set a password with "Forgot password".',
    ),
  'Your current password is not correct.': msg('Your current password is not correct.'),
  'Your password has been changed.': msg('Your password has been changed.'),
  'You have been logged out on every device.': msg('You have been logged out on every device.'),
};

/** A shared schema's or the server's account message in the page's language (as it is when it is not one of them). */
export function accountText(message: string): string {
  const marked = sharedTexts[message];
  return marked === undefined ? message : t(marked);
}

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
      if (field !== undefined && errors[field] === undefined) errors[field] = accountText(issue.message);
    }
  }
  for (const field of order) {
    if (errors[field] === undefined && extra[field] !== undefined) errors[field] = extra[field];
  }
  const firstField = order.find((f) => errors[f] !== undefined);
  if (result.success && firstField === undefined) return { ok: true, data: result.data };
  if (firstField === undefined) {
    // An issue on a field the form does not show (should not happen); still refuse, with its message.
    const issue = result.success ? undefined : result.error.issues[0];
    const message = issue ? accountText(issue.message) : t('Please check the form.');
    return { ok: false, errors, first: message, firstField: order[0] as K };
  }
  return { ok: false, errors, first: errors[firstField] as string, firstField };
}
