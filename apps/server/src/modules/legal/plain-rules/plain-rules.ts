import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@mustashar/contracts';
import { z } from 'zod';

/**
 * Plain rules: for each article of the laws people consult most, one or two sentences in Arabic and in English saying
 * what its in-force wording says — who may or must do what, within what period or amount, and the main exception.
 * Knowledge written once per article from its wording (authorship in README.md here), read from `*.jsonl` in this
 * folder and keyed by law id and article. An offline answer opens with the plain rule of the article it rests on, in
 * the question's language, and quotes the article's paragraph below it as the proof.
 *
 * An article whose current wording is unknown (an amendment names a decree but gives no text) or that was repealed
 * has no rule: the answer never states a rule from superseded wording.
 */

const RuleLine = z.discriminatedUnion('status', [
  z.object({
    law_id: z.string().min(1),
    article: z.number().int().nonnegative(),
    bis: z.boolean(),
    status: z.enum(['in-force', 'amended']),
    ar: z.string().trim().min(8),
    en: z.string().trim().min(8),
  }),
  z.object({
    law_id: z.string().min(1),
    article: z.number().int().nonnegative(),
    bis: z.boolean(),
    status: z.enum(['repealed', 'wording-unknown']),
    ar: z.null(),
    en: z.null(),
  }),
]);
export type PlainRuleLine = z.infer<typeof RuleLine>;
export type PlainRule = { ar: string; en: string; amended: boolean };

export type PlainRules = {
  /** `lawId#number#bis(0|1)` → the article's rule. */
  rules: Map<string, PlainRule>;
  /** Every line read, rules and articles without one, for the checks. */
  lines: (PlainRuleLine & { file: string })[];
  /** Lines that could not be read, as `file:line: reason`. */
  bad: string[];
};

const DEFAULT_DIR = fileURLToPath(new URL('./', import.meta.url));

export const ruleKey = (lawId: string, article: number, bis: boolean) => `${lawId}#${article}#${bis ? 1 : 0}`;

/** Reads every `*.jsonl` of a folder (nothing when it does not exist). */
export function loadPlainRules(dir: string = DEFAULT_DIR): PlainRules {
  const rules = new Map<string, PlainRule>();
  const lines: PlainRules['lines'] = [];
  const bad: string[] = [];
  if (!existsSync(dir)) return { rules, lines, bad };
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()) {
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .forEach((raw, i) => {
        if (!raw.trim()) return;
        let parsed: ReturnType<typeof RuleLine.safeParse>;
        try {
          parsed = RuleLine.safeParse(JSON.parse(raw));
        } catch {
          bad.push(`${file}:${i + 1}: not JSON`);
          return;
        }
        if (!parsed.success) {
          bad.push(`${file}:${i + 1}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
          return;
        }
        const line = parsed.data;
        lines.push({ ...line, file });
        if (line.ar !== null)
          rules.set(ruleKey(line.law_id, line.article, line.bis), {
            ar: line.ar,
            en: line.en,
            amended: line.status === 'amended',
          });
      });
  }
  return { rules, lines, bad };
}

let loaded: PlainRules | null = null;

/** The repository's plain rules, read once. */
export function bundledPlainRules(): PlainRules {
  loaded ??= loadPlainRules();
  return loaded;
}

/** An article's plain rule in a language, or null when none is written. */
export function plainRuleFor(
  rules: PlainRules,
  article: { lawId: string; articleNumber: number; bis: boolean },
  locale: Locale,
): string | null {
  return rules.rules.get(ruleKey(article.lawId, article.articleNumber, article.bis))?.[locale] ?? null;
}
