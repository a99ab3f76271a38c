// The contact form's contract (SPEC sections 5 and 7).
import { z } from 'zod';

export const contactBody = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, { error: 'Name is required.' })
    .max(100, { error: 'Name must be 100 characters or less.' }),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, { error: 'Email is required.' })
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, { error: 'Message is required.' })
    .max(5000, { error: 'Message must be 5000 characters or less.' }),
});

export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
