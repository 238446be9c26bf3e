/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { YEARLY_SAVING_PERCENT } from './constants.ts';
import { GLOSSARY, type GlossaryTerm } from './glossary.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const terms = Object.entries(GLOSSARY) as [string, GlossaryTerm][];

type Text = { where: string; text: string };
type Pair = { where: string; en: string; ar: string };

function walk(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path, keep);
    return keep(path) ? [path] : [];
  });
}

function leaves(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** The web app's screens: every locale string (paired by key) and the static pages' markdown. */
function webTexts(): { texts: Text[]; pairs: Pair[] } {
  const dir = join(root, 'apps/web/src/locales');
  const texts: Text[] = [];
  const pairs: Pair[] = [];
  for (const file of readdirSync(join(dir, 'en'))) {
    const read = (lng: string) =>
      leaves(JSON.parse(readFileSync(join(dir, lng, file), 'utf8')), '', new Map<string, string>());
    const en = read('en');
    const ar = read('ar');
    for (const [lng, map] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      for (const [key, text] of map) texts.push({ where: `locales/${lng}/${file} ${key}`, text });
    }
    for (const [key, text] of en) {
      const other = ar.get(key);
      if (other !== undefined) pairs.push({ where: `locales/*/${file} ${key}`, en: text, ar: other });
    }
  }
  const md = join(root, 'apps/web/src/features/static-pages/content');
  for (const path of walk(md, (p) => p.endsWith('.md'))) {
    texts.push({ where: relative(root, path), text: readFileSync(path, 'utf8') });
  }
  return { texts, pairs };
}

/**
 * The server's words that reach people: every string literal of its sources (e-mails, PDFs, CSV headers, help
 * centre, error messages, plan catalogue), and every `{ ar, en }` object literal as a pair. The legal engine's
 * statute texts are the law's own words and are left out.
 */
function serverTexts(): { texts: Text[]; pairs: Pair[] } {
  const src = join(root, 'apps/server/src');
  const files = [
    ...walk(
      src,
      (p) =>
        p.endsWith('.ts') &&
        !p.endsWith('.test.ts') &&
        !relative(src, p).startsWith(join('modules', 'legal')) &&
        !relative(src, p).startsWith('db'),
    ),
    // The plan catalogue the server seeds from lives in contracts.
    join(root, 'packages/contracts/src/plan-catalogue.ts'),
  ];
  const texts: Text[] = [];
  const pairs: Pair[] = [];
  const literal = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
  for (const path of files) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${relative(root, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        texts.push({ where: where(node), text: node.text });
      }
      if (ts.isObjectLiteralExpression(node)) {
        const prop = (name: string) =>
          node.properties.find(
            (p): p is ts.PropertyAssignment =>
              ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
          );
        const en = literal(prop('en')?.initializer);
        const ar = literal(prop('ar')?.initializer);
        if (en !== undefined && ar !== undefined) pairs.push({ where: where(node), en, ar });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { texts, pairs };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English variants as whole words (so "Gem" does not match "Gemini"); Arabic ones anywhere in a word. */
function variantPattern(variant: string): RegExp {
  return /[A-Za-z]/.test(variant)
    ? new RegExp(`(?<![A-Za-z])${escapeRegExp(variant)}(?![A-Za-z])`)
    : new RegExp(escapeRegExp(variant));
}

function forbiddenVariants(texts: Text[]): string[] {
  const found: string[] = [];
  for (const [id, term] of terms) {
    for (const variant of [...term.avoid.en, ...term.avoid.ar]) {
      const pattern = variantPattern(variant);
      for (const { where, text } of texts) {
        if (pattern.test(text))
          found.push(`${where}: "${variant}" — the glossary says "${term.en}" / "${term.ar}" (${id})`);
      }
    }
  }
  return found;
}

/** English ignoring case; Arabic ignoring the article, so تجربة مجانية and التجربة المجانية are one name. */
const normEn = (s: string) => s.trim().toLowerCase();
const normAr = (s: string) => s.trim().replace(/(^|\s)ال/g, '$1');

function mismatchedLabels(pairs: Pair[]): string[] {
  const found: string[] = [];
  for (const [id, term] of terms) {
    for (const [en, ar] of [[term.en, term.ar] as const, ...(term.labels ?? [])]) {
      for (const pair of pairs) {
        if (normEn(pair.en) === normEn(en) && normAr(pair.ar) !== normAr(ar)) {
          found.push(`${pair.where}: "${pair.en}" is "${ar}" in Arabic, not "${pair.ar}" (${id})`);
        }
        if (normAr(pair.ar) === normAr(ar) && normEn(pair.en) !== normEn(en)) {
          found.push(`${pair.where}: "${pair.ar}" is "${en}" in English, not "${pair.en}" (${id})`);
        }
      }
    }
  }
  return found;
}

const SAVING_WORDS = /save|saving|\boff\b|وفّر|وفر|توفير|خصم/i;
const PERCENT = /([0-9٠-٩]+)\s*[%٪]/g;

/** "Save up to N%" and the like: N is the yearly plan's one saving, YEARLY_SAVING_PERCENT. */
function otherSavings(texts: Text[]): string[] {
  const found: string[] = [];
  for (const { where, text } of texts) {
    if (!SAVING_WORDS.test(text)) continue;
    for (const [, digits] of text.matchAll(PERCENT)) {
      const n = Number(String(digits).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));
      if (n !== YEARLY_SAVING_PERCENT && n !== 15) {
        found.push(`${where}: a saving of ${n}% — the yearly plan saves up to ${YEARLY_SAVING_PERCENT}%`);
      }
    }
  }
  return found;
}

describe('glossary', () => {
  it("does not list a term's own name among its variants", () => {
    for (const [id, term] of terms) {
      for (const variant of [...term.avoid.en, ...term.avoid.ar]) {
        expect(variantPattern(variant).test(`${term.en} ${term.ar}`), `${id}: ${variant}`).toBe(false);
      }
    }
  });

  describe('screens (locale files and static pages)', () => {
    const web = webTexts();
    it('use no forbidden variant', () => expect(forbiddenVariants(web.texts)).toEqual([]));
    it('pair each label with its one name in the other language', () =>
      expect(mismatchedLabels(web.pairs)).toEqual([]));
    it('give the yearly saving as the one constant', () => expect(otherSavings(web.texts)).toEqual([]));
  });

  describe('server texts (e-mails, PDFs, help centre, messages, plans)', () => {
    const server = serverTexts();
    it('are found', () => {
      expect(server.texts.length).toBeGreaterThan(1000);
      expect(server.pairs.length).toBeGreaterThan(100);
    });
    it('use no forbidden variant', () => expect(forbiddenVariants(server.texts)).toEqual([]));
    it('pair each label with its one name in the other language', () =>
      expect(mismatchedLabels(server.pairs)).toEqual([]));
    it('give the yearly saving as the one constant', () => expect(otherSavings(server.texts)).toEqual([]));
  });

  it('catches a forbidden variant and a mismatched label', () => {
    expect(forbiddenVariants([{ where: 'x', text: 'Explore gems' }])).toHaveLength(1);
    expect(forbiddenVariants([{ where: 'x', text: 'Gemini and gemstones' }])).toEqual([]);
    expect(mismatchedLabels([{ where: 'x', en: 'Billing', ar: 'الفواتير' }])).not.toEqual([]);
    expect(mismatchedLabels([{ where: 'x', en: 'Free trial', ar: 'التجربة المجانية' }])).toEqual([]);
    expect(otherSavings([{ where: 'x', text: '25% off the yearly plan' }])).toHaveLength(1);
  });
});
