import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Article expansions: for each article of the laws people consult most, a few short lines in the words people use
 * to ask about it (Gulf colloquial and plain Arabic, expat English), written from the article's own content. They
 * are data in `expansions/*.jsonl` (one law or part of a law a file; authorship in `expansions/README.md`), keyed by
 * law id and article number, and indexed as a field of the article (statute-index.ts). A corpus without some of the
 * laws still loads the rest; lines for articles the corpus lacks are counted, never fatal.
 */

export type ExpansionEntry = { law_id: string; article: number; bis: boolean; ar: string[]; en: string[] };
export type Expansions = {
  /** `lawId#number#bis(0|1)` → the article's lines, Arabic then English. */
  lines: Map<string, string[]>;
  files: number;
  /** Lines of a file that could not be read, as `file:line`. */
  bad: string[];
};

const DEFAULT_DIR = fileURLToPath(new URL('./', import.meta.url));

export const expansionKey = (lawId: string, article: number, bis: boolean) =>
  `${lawId}#${article}#${bis ? 1 : 0}`;

function isEntry(value: unknown): value is ExpansionEntry {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const strings = (x: unknown) =>
    Array.isArray(x) && x.every((s) => typeof s === 'string' && s.trim() !== '');
  return (
    typeof v.law_id === 'string' &&
    Number.isInteger(v.article) &&
    typeof v.bis === 'boolean' &&
    strings(v.ar) &&
    strings(v.en)
  );
}

/** Reads every `*.jsonl` of a folder (none when it does not exist). */
export function loadExpansions(dir: string = DEFAULT_DIR): Expansions {
  const lines = new Map<string, string[]>();
  const bad: string[] = [];
  if (!existsSync(dir)) return { lines, files: 0, bad };
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  for (const name of files) {
    readFileSync(path.join(dir, name), 'utf8')
      .split('\n')
      .forEach((raw, i) => {
        if (!raw.trim()) return;
        let entry: unknown;
        try {
          entry = JSON.parse(raw);
        } catch {
          entry = null;
        }
        if (!isEntry(entry)) {
          bad.push(`${name}:${i + 1}`);
          return;
        }
        const key = expansionKey(entry.law_id, entry.article, entry.bis);
        lines.set(key, [...(lines.get(key) ?? []), ...entry.ar, ...entry.en]);
      });
  }
  return { lines, files: files.length, bad };
}

let loaded: Expansions | null = null;

/** The repository's expansions, read once. */
export function bundledExpansions(): Expansions {
  loaded ??= loadExpansions();
  return loaded;
}
