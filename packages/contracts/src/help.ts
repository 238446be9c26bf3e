import { z } from 'zod';
import { LOCALES } from './constants.ts';

export const HELP_CATEGORIES = [
  'getting-started',
  'billing',
  'security',
  'account',
  'features',
  'technical',
] as const;
export const HelpCategorySlugSchema = z.enum(HELP_CATEGORIES);
export type HelpCategorySlug = z.infer<typeof HelpCategorySlugSchema>;

export const HelpQuerySchema = z.object({ lang: z.enum(LOCALES).default('ar') });

/** Help content: `time` is a reading time such as "2 min", already localized. */
export const HelpContentSchema = z.object({
  categories: z.array(z.object({ slug: HelpCategorySlugSchema, label: z.string(), icon: z.string() })),
  faqs: z.array(
    z.object({ q: z.string(), a: z.string(), category: HelpCategorySlugSchema, time: z.string() }),
  ),
  cards: z.array(
    z.object({ title: z.string(), time: z.string(), description: z.string(), href: z.string() }),
  ),
});
export type HelpContent = z.infer<typeof HelpContentSchema>;
