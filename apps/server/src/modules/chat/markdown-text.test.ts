import { describe, expect, it } from 'vitest';
import { markdownToText } from './markdown-text.ts';

const BASE = 'https://mustashar.example';

describe('markdownToText', () => {
  it('drops emphasis and heading marks and keeps the words', () => {
    expect(markdownToText('## القاعدة\n**للعامل** إجازة _سنوية_.', BASE)).toBe(
      'القاعدة\n\nللعامل إجازة سنوية.',
    );
  });

  it('writes a link as its title and its absolute address', () => {
    expect(
      markdownToText('**المصدر:** نظام العمل — المادة ٧٥  \n[النص الكامل](/library/articles/abc)', BASE),
    ).toBe(`المصدر: نظام العمل — المادة ٧٥\nالنص الكامل: ${BASE}/library/articles/abc`);
    expect(markdownToText('See https://laws.example/x', BASE)).toBe('See https://laws.example/x');
  });

  it('puts list items on lines of their own, numbered or bulleted', () => {
    expect(markdownToText('1. **First** rule\n2. Second rule\n\n- a\n- b', BASE)).toBe(
      '1. First rule\n2. Second rule\n\n• a\n• b',
    );
  });

  it('joins a table’s cells, one row a line', () => {
    expect(markdownToText('| Heir | Share |\n| --- | --- |\n| Wife | 1/8 |', BASE)).toBe(
      'Heir | Share\nWife | 1/8',
    );
  });

  it('keeps quotes and raw HTML out of the markup', () => {
    expect(markdownToText('> يستحق العامل\n\n<script>x</script>', BASE)).toBe('يستحق العامل');
  });
});
