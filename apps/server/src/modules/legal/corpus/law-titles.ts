import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * English titles for the laws a corpus names only in Arabic (or as "N/A"), written by us from each Arabic title
 * (`law-titles-en.jsonl` beside this file). An English answer names its law in English, and an English question
 * naming a law finds it by these words.
 */

const TitleLine = z.object({ law_id: z.string().min(1), title_en: z.string().trim().min(3) });
let titles: Map<string, string> | null = null;

function ourTitles(): Map<string, string> {
  titles ??= new Map(
    readFileSync(new URL('./law-titles-en.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => TitleLine.parse(JSON.parse(line)))
      .map((t) => [t.law_id, t.title_en]),
  );
  return titles;
}

/** A law's English title: the corpus's when it gives a real one, else ours, else null. */
export function englishTitle(lawId: string, given: string | null | undefined): string | null {
  const title = given?.trim();
  if (title && !/^(?:n\/?a|-+|none)$/i.test(title)) return title;
  return ourTitles().get(lawId) ?? null;
}
