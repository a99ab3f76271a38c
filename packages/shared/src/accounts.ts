// Accounts' contract: signup, login, profile and password-reset bodies with SPEC section 5's messages.
import { z } from 'zod';
import { pagedReply, pagingQuery } from './paging.ts';
import { mobileNumberField } from './phone-field.ts';

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const emailField = required('Email is required!')
  .max(254, { error: 'Email is too long.' })
  .pipe(z.email({ error: 'Invalid email address!' }))
  .transform((e) => e.toLowerCase());

/** '+91 98765 43210' and '098450 12345' are accepted and kept as their 10 digits (phone.ts, one rule everywhere). */
export const phoneField = mobileNumberField({
  required: 'Phone number is required!',
  length: 'Phone number must be exactly 10 digits!',
});

export const passwordField = z
  .string({ error: 'Password is required!' })
  .min(1, { error: 'Password is required!' })
  .min(8, { error: 'Password must be at least 8 characters.' })
  .max(128, { error: 'Password must be 128 characters or less.' })
  .regex(/[A-Z]/, { error: 'Password must contain at least one uppercase letter.' })
  .regex(/\d/, { error: 'Password must contain at least one number.' })
  .regex(/[^A-Za-z0-9]/, { error: 'Password must contain at least one special character.' });

export const fullnameField = required('Fullname is required!').max(100, {
  error: 'Fullname must be 100 characters or less.',
});
export const usernameField = required('Username is required!')
  .max(40, { error: 'Username must be 40 characters or less.' })
  .regex(/^[A-Za-z0-9._-]+$/, {
    error: 'Username may use only letters, digits, dots, dashes and underscores.',
  });

/** Signup never carries a role: unknown keys such as isAdmin are refused. */
export const signupBody = z.strictObject({
  fullname: fullnameField,
  username: usernameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  /** The optional offers boxes (decision 0357): never ticked beforehand; ticked, a consent is recorded. */
  marketingEmail: z.boolean().optional(),
  marketingMessages: z.boolean().optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.object({
  email: z
    .string({ error: 'Email and Password are required!' })
    .trim()
    .min(1, { error: 'Email and Password are required!' }),
  password: z
    .string({ error: 'Email and Password are required!' })
    .min(1, { error: 'Email and Password are required!' }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  message: z.string(),
  token: z.string(),
  userId: z.number().int().optional(),
  isAdmin: z.boolean().optional(),
});

/** A current password as typed: checked against the stored hash, never against the signup rules. */
export const currentPasswordField = z
  .string({ error: 'Please enter your current password.' })
  .min(1, { error: 'Please enter your current password.' })
  .max(128, { error: 'Your current password is not correct.' });

/** `currentPassword` is needed only when the e-mail changes (D23); the server decides, the form asks. */
export const profileBody = z.strictObject({
  fullname: fullnameField,
  username: usernameField,
  email: emailField,
  phone: phoneField,
  currentPassword: z.string().max(128).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** The profile's password change: the current password, then a new one under the signup rules (D23). */
export const changePasswordBody = z.strictObject({
  currentPassword: currentPasswordField,
  password: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const userStatus = z.enum(['active', 'pending', 'blocked']);
export type UserStatus = z.infer<typeof userStatus>;
/** An admin sets a customer's status; 'blocked' ends their sessions and refuses their logins (D23). */
export const userStatusBody = z.strictObject({ status: userStatus });

export const user = z.object({
  id: z.number().int(),
  fullname: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  status: userStatus,
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;
export const userList = z.array(user);

/** GET /api/users/profile: with ?page=, one page of the customers (?q= searched, ?status= filtered). */
export const usersListQuery = pagingQuery.extend({ status: userStatus.optional() });
/** One page of customers, and over all of them: how many there are and how many are blocked. */
export const usersPage = pagedReply(user).extend({ customers: z.number().int(), blocked: z.number().int() });
export type UsersPage = z.infer<typeof usersPage>;
export const usersListReply = z.union([usersPage, userList]);

/** POST /api/users/signup answers 201 with the new account's id. */
export const signupReply = z.object({ message: z.string(), userId: z.number() });
export type SignupReply = z.infer<typeof signupReply>;

/**
 * The profile; `passwordSet` says whether the account has a password (one made by a mobile code has none until a
 * reset link sets it), so the page asks for the current password only where there is one.
 */
export const profileReply = z.object({ user, passwordSet: z.boolean() });
export type ProfileReply = z.infer<typeof profileReply>;

/** A changed e-mail ends every session (D23); the answer then carries a fresh token for this device. */
export const profileUpdateReply = z.object({ message: z.string(), user, token: z.string().optional() });
export type ProfileUpdateReply = z.infer<typeof profileUpdateReply>;

/** A changed password ends every other session; the fresh token keeps this device logged in (D23). */
export const passwordChangeReply = z.object({ message: z.string(), token: z.string() });
export type PasswordChangeReply = z.infer<typeof passwordChangeReply>;

export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = z.strictObject({
  token: z.string().trim().min(20, { error: 'This reset link is not valid.' }).max(200),
  password: passwordField,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** Whether a reset link can still be used, asked when its page opens; the token is not used up by asking. */
export const resetLinkBody = resetPasswordBody.pick({ token: true });
export type ResetLinkBody = z.infer<typeof resetLinkBody>;
/** Only whether the link works: nothing about the account it belongs to. */
export const resetLinkReply = z.object({ valid: z.boolean() });
export type ResetLinkReply = z.infer<typeof resetLinkReply>;

export const accountMessages = {
  signupSuccess: 'Sign up successful! Redirecting to login...',
  loginSuccess: 'Login successful! Redirecting...',
  invalidLogin: 'Invalid email or password.',
  /** Told only after the right password, so a block reveals nothing to someone guessing. */
  accountBlocked: 'This account is blocked. Please contact us.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  profileUpdated: 'Profile updated successfully.',
  accountDeleted: 'Account deleted successfully.',
  resetSent: 'If an account exists for that email, a link to reset the password is on its way.',
  resetDone: 'Your password has been changed. Please log in.',
  resetInvalid: 'This reset link is not valid or has expired. Please ask for a new one.',
  currentPasswordNeeded: 'Please enter your current password to change your email.',
  phoneIsSignIn:
    'Your mobile number is how you sign in to this account. To change it, first set a password with "Forgot password".',
  emailNeedsPassword:
    'Your mobile number is how you sign in to this account. To change your email, first set a password with "Forgot password".',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  loggedOutEverywhere: 'You have been logged out on every device.',
  userUpdated: 'User updated',
  userBlocked: 'User blocked',
} as const;

/**
 * An account made by a mobile code has a stand-in e-mail until its shopper gives one (decision 0316): under
 * `.invalid`, which never receives mail (RFC 2606). Pages show it as no e-mail.
 */
export const phoneOnlyEmailDomain = '@phone.invalid';
export const hasNoEmail = (email: string): boolean => email.toLowerCase().endsWith(phoneOnlyEmailDomain);
