import { COOKIE_NAMES } from '@mustashar/contracts/constants';
import { describe, expect, it } from 'vitest';

// The cookie policy promises to list every cookie we set: each name the server or the app writes must appear in
// it, in both languages.
const policies = import.meta.glob<string>('./content/*/cookies.md', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('cookie policy', () => {
  it('is there in Arabic and English', () => {
    expect(Object.keys(policies).sort()).toEqual(['./content/ar/cookies.md', './content/en/cookies.md']);
  });

  it.each(Object.entries(policies))('%s names every cookie we set', (_path, text) => {
    for (const name of Object.values(COOKIE_NAMES)) expect(text).toContain(`\`${name}\``);
  });
});
