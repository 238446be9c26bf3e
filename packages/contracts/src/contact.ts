import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { LOCALES } from './constants.ts';

export const ContactRequestSchema = z.object({
  name: z.string().trim().min(2).max(100),
  email: EmailSchema,
  subject: z.string().trim().min(3).max(150),
  message: z.string().trim().min(10).max(5000),
  locale: z.enum(LOCALES).default('ar'),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
