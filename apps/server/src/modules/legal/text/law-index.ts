import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { LAW_ALIASES } from './law-aliases.ts';
import { normalizeArabic } from './normalize.ts';

export type LawEntry = {
  id: string;
  title: string;
  /** The corpus's English title, if any. */
  titleEn: string | null;
  status: string | null;
  category: string | null;
  norm: string;
  core: string | null;
};
type LawIndex = { at: number; laws: LawEntry[]; articleTotal: number };

const TTL_MS = 5 * 60_000;
const cache = new WeakMap<object, LawIndex>();
const GENERIC_PREFIX = /^(?:ال)?(?:نظام|قانون|لايحة|اللايحة التنفيذية ل?نظام|اللايحة التنفيذية) /;
const ALIASES = Object.entries(LAW_ALIASES).map(
  ([title, names]) => [normalizeArabic(title), names.map((n) => ` ${normalizeArabic(n)} `)] as const,
);

/** The imported laws with their normalised titles, cached per database; an import invalidates it. */
export async function lawIndex(db: Db): Promise<LawIndex> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit;
  const list = rowsOf<Row>(
    await db.execute(sql`
    select id, title_ar as title, title_en, status, category, (select count(*)::int from legal_articles) as total
    from legal_laws`),
  );
  const laws = list.map((r) => {
    const norm = normalizeArabic(r.title);
    const core = norm.replace(GENERIC_PREFIX, '');
    // A one-word core (العمل, التنفيذ) is too common a word to stand for the law on its own.
    return {
      id: r.id,
      title: r.title,
      titleEn: r.title_en ?? null,
      status: r.status,
      category: r.category,
      norm,
      core: core !== norm && core.includes(' ') ? core : null,
    };
  });
  const index = { at: Date.now(), laws, articleTotal: Number(list[0]?.total ?? 0) };
  cache.set(db, index);
  return index;
}
type Row = {
  id: string;
  title: string;
  title_en: string | null;
  status: string | null;
  category: string | null;
  total: number;
};

/**
 * The imported law a guide citation names: its `lawId` when given and imported, else the law whose title (or an
 * alias of it) matches, in force first. Null when the law is not imported.
 */
export function resolveCitationLaw(
  laws: LawEntry[],
  citation: { lawTitle: string; lawId?: string },
): LawEntry | null {
  if (citation.lawId) {
    const byId = laws.find((l) => l.id === citation.lawId);
    if (byId) return byId;
  }
  const names = new Set([
    normalizeArabic(citation.lawTitle),
    ...(LAW_ALIASES[citation.lawTitle] ?? []).map(normalizeArabic),
  ]);
  const matches = laws.filter((l) => names.has(l.norm));
  return matches.find((l) => l.status !== 'repealed') ?? matches[0] ?? null;
}

export function invalidateLawIndex(db: Db) {
  cache.delete(db);
}

/** Laws named in a normalised question, best first: aliases and full titles, then distinctive title cores. */
export function findLawsInText(laws: LawEntry[], normalized: string): string[] {
  const text = ` ${normalized} `;
  const found: { id: string; len: number; inForce: boolean }[] = [];
  const add = (law: LawEntry, len: number) =>
    found.push({ id: law.id, len, inForce: law.status !== 'repealed' });
  for (const [title, names] of ALIASES) {
    const name = names.find((n) => text.includes(n));
    if (!name) continue;
    for (const law of laws) if (law.norm === title) add(law, name.length + 100);
  }
  for (const law of laws) {
    if (text.includes(` ${law.norm} `)) add(law, law.norm.length + 100);
    else if (law.core && text.includes(` ${law.core} `)) add(law, law.core.length);
  }
  found.sort((a, b) => b.len - a.len || Number(b.inForce) - Number(a.inForce));
  return [...new Set(found.map((f) => f.id))];
}

/**
 * The law an earlier answer is about: the one named on most of its lines (an answer names a law on each citation),
 * the first on a tie. English answers name laws by their English titles.
 */
export function mainLawInText(laws: LawEntry[], text: string): string | undefined {
  const counts = new Map<string, number>();
  const english = laws.filter((l) => l.titleEn).map((l) => [l.id, l.titleEn!.toLowerCase()] as const);
  for (const line of text.split('\n')) {
    let id = findLawsInText(laws, normalizeArabic(line))[0];
    if (!id) {
      const lower = line.toLowerCase();
      let best = '';
      for (const [lawId, title] of english)
        if (title.length > best.length && lower.includes(title)) [id, best] = [lawId, title];
    }
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  let best: [string, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0];
}
