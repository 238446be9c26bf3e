import { loadLexicon } from './lexicons.ts';

/**
 * Names people use for the most common laws (Arabic and English), keyed by the law's Arabic title as the corpus
 * gives it. Matched after normalisation; the title itself always matches too (law-index.ts). The entries, each with
 * its source, are data in `lexicons/law-aliases.json`.
 */
export const LAW_ALIASES: Record<string, string[]> = {};
for (const { law, alias } of loadLexicon('law-aliases')) {
  LAW_ALIASES[law] ??= [];
  LAW_ALIASES[law].push(alias);
}
