import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const markdown = import.meta.glob('../features/static-pages/content/*/*.md', {
  query: '?raw',
  import: 'default',
});

/** Every key path, walking objects and arrays recursively ("pricing.plans.0.name"). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      keyPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function withoutPluralForm(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

function filesFor(lng: string, glob: Record<string, unknown>, dir: string) {
  return Object.keys(glob)
    .filter((path) => path.includes(`/${dir}/${lng}/`))
    .map((path) => path.slice(path.lastIndexOf('/') + 1))
    .sort();
}

describe('locale parity', () => {
  it('has the same namespace files in both languages, and every namespace the app declares', () => {
    const ar = filesFor('ar', locales, 'locales');
    const en = filesFor('en', locales, 'locales');
    expect(ar).toEqual(en);
    expect(ar).toEqual([...NAMESPACES].map((ns) => `${ns}.json`).sort());
  });

  for (const ns of NAMESPACES) {
    it(`has the same keys in ar and en for "${ns}"`, () => {
      // A counted text is one key whatever plural forms its language has (Arabic six, English two); that each has
      // all of its language's forms is plurals.test.ts's check.
      const keys = (lng: string) =>
        [...new Set(keyPaths(locales[`../locales/${lng}/${ns}.json`]).map(withoutPluralForm))].sort();
      const ar = keys('ar');
      const en = keys('en');
      expect(
        ar.filter((k) => !en.includes(k)),
        'keys only in ar',
      ).toEqual([]);
      expect(
        en.filter((k) => !ar.includes(k)),
        'keys only in en',
      ).toEqual([]);
    });

    it(`has no empty strings in "${ns}"`, () => {
      for (const lng of ['ar', 'en']) {
        const file = locales[`../locales/${lng}/${ns}.json`];
        const empty = keyPaths(file).filter((path) => {
          const value = path
            .split('.')
            .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], file);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `${lng}/${ns}`).toEqual([]);
      }
    });
  }

  it('has every static-page markdown file in both languages', () => {
    expect(filesFor('ar', markdown, 'content')).toEqual(filesFor('en', markdown, 'content'));
  });
});
