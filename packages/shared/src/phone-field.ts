// The phone field of the account and checkout schemas: the one rule of phone.ts with each form's SPEC messages.
// The value the schema hands on (and the server stores) is the tidied 10 digits.
import { z } from 'zod';
import { normalisePhone, phoneInputMaxLength, phoneProblem } from './phone.ts';

export const mobileNumberField = (messages: { required: string; length: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(phoneInputMaxLength, { error: messages.length })
    .transform((raw, ctx) => {
      const phone = normalisePhone(raw);
      const problem = phoneProblem(phone, messages.length);
      if (problem === null) return phone;
      // Not aborting: a union of bodies (verify-payment's cash or online) then names this issue, not "Invalid input".
      ctx.issues.push({ code: 'custom', message: problem, input: raw, continue: true });
      return z.NEVER;
    });
