import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishTitle } from './law-titles.ts';

const repoRoot = fileURLToPath(new URL('../../../../../../', import.meta.url));
const corpusFile = process.env.LEGAL_CORPUS ?? path.resolve(repoRoot, '../shared/legal/corpus.jsonl');

describe('English law titles', () => {
  it('keeps the corpus’s own title and fills a missing or "N/A" one from ours', () => {
    expect(englishTitle('boe-anything', 'Labor Law')).toBe('Labor Law');
    expect(englishTitle('boe-61fa8a49-aa1b-49ed-b9ad-adaa00dc6272', null)).toMatch(/Begging/);
    expect(englishTitle('boe-12752a60-2a4a-4cab-a05d-a9a700f274a5', 'N/A')).toBe(
      'Implementing Regulations of the Arbitration Law',
    );
    expect(englishTitle('boe-unknown', ' ')).toBeNull();
  });

  it.skipIf(!existsSync(corpusFile))('gives every law of the shared corpus an English title', () => {
    const missing = new Set<string>();
    for (const line of readFileSync(corpusFile, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { law_id: string; law_title_en: string | null };
      if (!englishTitle(row.law_id, row.law_title_en)) missing.add(row.law_id);
    }
    expect([...missing]).toEqual([]);
  });
});
