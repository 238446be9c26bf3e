import type { Citation } from '@mustashar/contracts';
import { describe, expect, it } from 'vitest';
import { answerForCopy } from './copy-text';

const CITATION: Citation = {
  law: 'نظام العمل',
  article: '109',
  label: 'المادة ١٠٩',
  url: '/library/articles/a109',
  excerpt: 'للعامل الحق في إجازة سنوية.',
  kind: 'article',
};

describe('answerForCopy', () => {
  it('puts the sources after the answer, numbered in its digits, with full links', () => {
    expect(
      answerForCopy('للعامل إجازة سنوية [١].', [CITATION], 'المصادر', 'ar', 'https://mustashar.example'),
    ).toBe(
      'للعامل إجازة سنوية [١].\n\nالمصادر:\n[١] نظام العمل — المادة ١٠٩: https://mustashar.example/library/articles/a109',
    );
    expect(
      answerForCopy(
        'Leave [1].',
        [{ ...CITATION, url: 'javascript:alert(1)' }],
        'Sources',
        'en',
        'https://m.example',
      ),
    ).toBe('Leave [1].\n\nSources:\n[1] نظام العمل — المادة ١٠٩');
  });

  it('leaves an answer without sources as it is', () => {
    expect(answerForCopy('Just text', [], 'Sources', 'en')).toBe('Just text');
  });
});
