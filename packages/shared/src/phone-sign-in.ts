// Sign-in by mobile number (D25, D26): the one-time code's request, its check and the shop's setting of how codes
// are sent. The contract the web app's pages and the server share.
import { z } from 'zod';
import { emailField, fullnameField } from './accounts.ts';
import { normalisePhone, phoneProblem } from './phone.ts';

export const phoneSignInMessages = {
  phoneInvalid: 'Enter a 10-digit Indian mobile number',
  notSetUp: 'Sign-in by mobile number is not set up',
  wrongCode: (triesLeft: number) =>
    `That code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  expired: 'This code has expired or was already used. Ask for a new one.',
  tooManyTries: 'Too many wrong codes. Ask for a new one.',
  admin: 'Admin accounts sign in with e-mail and password.',
  perNumber: (minutes: number) =>
    `Too many codes for this number. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  perAddress: (minutes: number) =>
    `Too many codes from this network. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  shopCap: (minutes: number) =>
    `The shop cannot send more codes today. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or sign in with e-mail and password.`,
  /** The message gate refused (a number that asked to stop, or the day's message limits). */
  refused: (reason: string) => `The code could not be sent: ${reason}.`,
  emailTaken: 'This e-mail belongs to another account. Sign in with it, or use another e-mail.',
} as const;

/**
 * The number as typed (the server tidies it, and refuses one that is no Indian mobile with PHONE_INVALID, which a
 * schema's refusal would not carry).
 */
export const signInPhoneField = z.string({ error: phoneSignInMessages.phoneInvalid }).max(40, {
  error: phoneSignInMessages.phoneInvalid,
});

/** '+91 98765 43210', '91-98765-43210' and '98765 43210' become '9876543210'; anything else is null. */
export function signInPhone(raw: string): string | null {
  const phone = normalisePhone(raw);
  return phoneProblem(phone, 'length') === null ? phone : null;
}

/** POST /api/auth/otp */
export const otpRequestBody = z.strictObject({ phone: signInPhoneField });
export type OtpRequestBody = z.infer<typeof otpRequestBody>;

export const otpChannel = z.enum(['sms', 'whatsapp', 'test']);
export type OtpChannel = z.infer<typeof otpChannel>;

export const otpRequestReply = z.object({
  sent: z.literal(true),
  channel: otpChannel,
  resendAfterSeconds: z.number().int(),
  /** Only in sandbox (OTP_SANDBOX=true and no provider configured): the fixed code. */
  testCode: z.string().optional(),
});
export type OtpRequestReply = z.infer<typeof otpRequestReply>;

/** A refused code request: the reason and how long to wait (also in the Retry-After header). */
export const otpLimitReply = z.object({
  message: z.string(),
  code: z.literal('OTP_LIMIT'),
  retryAfterSeconds: z.number().int(),
});
export type OtpLimitReply = z.infer<typeof otpLimitReply>;

/** POST /api/auth/otp/verify: name and e-mail may come from the checkout form, stored when the account lacks them. */
export const otpVerifyBody = z.strictObject({
  phone: signInPhoneField,
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }),
  fullname: fullnameField.optional(),
  email: emailField.optional(),
});
export type OtpVerifyBody = z.infer<typeof otpVerifyBody>;

export const otpVerifyReply = z.object({
  token: z.string(),
  userId: z.number().int(),
  newAccount: z.boolean(),
  /** The account has no e-mail (or no name) yet: the page asks once. */
  needsDetails: z.boolean(),
});
export type OtpVerifyReply = z.infer<typeof otpVerifyReply>;

/** GET /api/auth/otp/status */
export const otpStatusReply = z.object({ enabled: z.boolean(), sandbox: z.boolean() });
export type OtpStatusReply = z.infer<typeof otpStatusReply>;

/** The code every sandbox sign-in takes (no message is sent). */
export const sandboxCode = '123456';

/**
 * Shop Settings' `phoneSignIn`: the channel codes go by first (the other is the fallback), MSG91's template id of
 * the code's DLT-registered SMS (its first variable is the code), the approved WhatsApp authentication template,
 * and how many codes the shop sends a day at most.
 */
export const phoneSignInSettings = z.strictObject({
  channel: z.enum(['sms', 'whatsapp']),
  smsTemplateId: z.string().trim().max(64).optional(),
  whatsappTemplate: z.string().trim().max(64).optional(),
  whatsappLanguage: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/),
  dailyCap: z.number().int().min(0).max(1_000_000),
});
export type PhoneSignInSettings = z.infer<typeof phoneSignInSettings>;

export const defaultPhoneSignInSettings: PhoneSignInSettings = {
  channel: 'sms',
  whatsappLanguage: 'en',
  dailyCap: 300,
};

/** What Shop Settings → Sign-in by mobile number says of a value it refuses. */
export const phoneSignInSettingsMessages = {
  channel: 'Choose SMS or WhatsApp',
  smsTemplateId: 'Enter the MSG91 DLT template id of the sign-in SMS, or send codes by WhatsApp first',
  smsTemplateIdShape: 'The MSG91 template id has only letters, digits, - and _ (at most 64)',
  whatsappTemplate: 'Enter the name of the approved WhatsApp template, or send codes by SMS first',
  whatsappTemplateShape: 'A WhatsApp template name has only small letters, digits and _ (at most 64)',
  whatsappLanguage: "Language must be the template's language code, such as en or en_US",
  dailyCap: 'Daily cap must be a whole number from 1 to 100000',
} as const;

/** The most codes a day the settings take (the stored settings allow more, so an older value still reads). */
export const maxDailyCodes = 100_000;

/** A template field: blank means none (the channel is then no fallback). */
const optionalTemplate = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.string().max(64, { error: message }).regex(pattern, { error: message }).optional())
    .optional();

/**
 * PUT /api/admin/settings/phone-sign-in: the whole setting. The first channel's template must be there; the other
 * channel's may be blank (then codes have no fallback).
 */
export const phoneSignInSettingsBody = z
  .strictObject({
    channel: z.enum(['sms', 'whatsapp'], { error: phoneSignInSettingsMessages.channel }),
    smsTemplateId: optionalTemplate(/^[A-Za-z0-9_-]+$/, phoneSignInSettingsMessages.smsTemplateIdShape),
    whatsappTemplate: optionalTemplate(/^[a-z0-9_]+$/, phoneSignInSettingsMessages.whatsappTemplateShape),
    whatsappLanguage: z
      .string({ error: phoneSignInSettingsMessages.whatsappLanguage })
      .trim()
      .regex(/^[a-z]{2}(_[A-Z]{2})?$/, { error: phoneSignInSettingsMessages.whatsappLanguage }),
    dailyCap: z
      .number({ error: phoneSignInSettingsMessages.dailyCap })
      .int({ error: phoneSignInSettingsMessages.dailyCap })
      .min(1, { error: phoneSignInSettingsMessages.dailyCap })
      .max(maxDailyCodes, { error: phoneSignInSettingsMessages.dailyCap }),
  })
  .superRefine((value, ctx) => {
    if (value.channel === 'sms' && !value.smsTemplateId)
      ctx.addIssue({
        code: 'custom',
        path: ['smsTemplateId'],
        message: phoneSignInSettingsMessages.smsTemplateId,
      });
    if (value.channel === 'whatsapp' && !value.whatsappTemplate)
      ctx.addIssue({
        code: 'custom',
        path: ['whatsappTemplate'],
        message: phoneSignInSettingsMessages.whatsappTemplate,
      });
  });
export type PhoneSignInSettingsBody = z.input<typeof phoneSignInSettingsBody>;

/** GET and PUT /api/admin/settings/phone-sign-in: the setting, and which providers' keys the server has. */
export const phoneSignInSettingsReply = z.object({
  settings: z.object(phoneSignInSettings.shape),
  /** MSG91_AUTH_KEY, and WHATSAPP_TOKEN with WHATSAPP_PHONE_NUMBER_ID, set in the server's environment. */
  providers: z.object({ sms: z.boolean(), whatsapp: z.boolean() }),
  message: z.string().optional(),
});
export type PhoneSignInSettingsReply = z.infer<typeof phoneSignInSettingsReply>;
