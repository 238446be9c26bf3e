/** The server's coarse law categories (apps/server/src/modules/legal/categories.ts), in browsing order. */
export const LAW_CATEGORIES = [
  'labour',
  'family',
  'real_estate',
  'commercial',
  'criminal',
  'procedure',
  'traffic',
  'civil',
  'other',
] as const;

export type LawCategory = (typeof LAW_CATEGORIES)[number];

export function isLawCategory(value: string | null | undefined): value is LawCategory {
  return (LAW_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** A law without a known category is listed under "other". */
export function categoryOf(category: string | null): LawCategory {
  return isLawCategory(category) ? category : 'other';
}
