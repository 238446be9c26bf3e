import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { startsInArabic } from '../lib/isolate-arabic';
import { MessageMarkdown } from './message-markdown';

// An English research answer quoting an Arabic article, as the offline engine writes it.
const ANSWER =
  '1. **نظام العمل — المادة الثالثة والخمسون**: يجوز أن يتفق الطرفان على وضع العامل تحت التجربة. [Full text](/library/articles/a53)';

function show() {
  return render(
    <MemoryRouter>
      <MessageMarkdown text={ANSWER} citations={[]} />
    </MemoryRouter>,
    { container: document.body.appendChild(document.createElement('div')) },
  ).container;
}

describe('Arabic quotes in answers', () => {
  it('isolates each Arabic run of an English answer, leaving the punctuation before it in the English flow', async () => {
    await i18n.changeLanguage('en');
    const item = show().querySelector('li')!;
    const runs = [...item.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(runs).toEqual([
      'نظام العمل — المادة الثالثة والخمسون',
      'يجوز أن يتفق الطرفان على وضع العامل تحت التجربة.',
    ]);
    expect(item.textContent).toContain('والخمسون: يجوز');
    expect(item.querySelector('a')?.closest('bdi')).toBeNull();
  });

  it('leaves Arabic pages as they are', async () => {
    await i18n.changeLanguage('ar');
    expect(show().querySelectorAll('bdi')).toHaveLength(0);
  });

  it('reads the first strong letter', () => {
    expect(startsInArabic(': ١٢ يجوز')).toBe(true);
    expect(startsInArabic('12 days under نظام العمل')).toBe(false);
    expect(startsInArabic('— ')).toBe(false);
  });
});
