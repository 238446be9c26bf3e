import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { startsInArabic } from './isolate-arabic';
import { MessageMarkdown } from './message-markdown';
import { SearchTermsProvider } from './search-highlight';

// An English research answer quoting an Arabic article, as the offline engine writes it.
const ANSWER =
  '1. **نظام العمل — المادة الثالثة والخمسون**: يجوز أن يتفق الطرفان على وضع العامل تحت التجربة. [Full text](/library/articles/a53)';

function show(text = ANSWER) {
  return render(
    <MemoryRouter>
      <MessageMarkdown text={text} citations={[]} />
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

  it('sets a quoted Arabic sentence apart as its own right-to-left block, with the link after it on a line of its own', async () => {
    await i18n.changeLanguage('en');
    const item = show().querySelector('li')!;
    const [name, quote] = [...item.querySelectorAll('bdi')];
    // The law's name stays inline in the bold heading; the quote is a block that reads from the right.
    expect(name?.closest('strong')).not.toBeNull();
    expect(name).not.toHaveClass('block');
    expect(quote).toHaveAttribute('dir', 'rtl');
    expect(quote).toHaveAttribute('lang', 'ar');
    expect(quote).toHaveClass('block');
    const link = item.querySelector('a')!;
    expect(link).toHaveTextContent('Full text');
    expect(link.previousElementSibling).toBe(quote);
  });

  it('keeps a short Arabic term inside an English sentence inline', async () => {
    await i18n.changeLanguage('en');
    const bdi = show('**Labor Law**: نظام العمل in Arabic, article 109.').querySelector('bdi')!;
    expect(bdi).toHaveTextContent('نظام العمل');
    expect(bdi).not.toHaveClass('block');
  });

  it('sets quotes apart in an English answer on the Arabic UI too', async () => {
    await i18n.changeLanguage('ar');
    const container = show(`Here is what the law says:\n\n${ANSWER}`);
    expect(container.querySelector('bdi.block')).toHaveTextContent(
      'يجوز أن يتفق الطرفان على وضع العامل تحت التجربة.',
    );
  });

  it('leaves Arabic answers on Arabic pages as they are', async () => {
    await i18n.changeLanguage('ar');
    expect(show().querySelectorAll('bdi')).toHaveLength(0);
  });

  it('reads the first strong letter', () => {
    expect(startsInArabic(': ١٢ يجوز')).toBe(true);
    expect(startsInArabic('12 days under نظام العمل')).toBe(false);
    expect(startsInArabic('— ')).toBe(false);
  });
});

describe("an answer's numbers", () => {
  const citations = [
    { law: 'نظام العمل', article: '109', label: 'المادة ١٠٩', url: '/library/articles/a109', excerpt: '' },
    { law: 'نظام العمل', article: '110', label: 'المادة ١١٠', url: '/library/articles/a110', excerpt: '' },
  ];
  // Answers already on the page re-render when the language changes.
  const language = (lng: string) => act(() => i18n.changeLanguage(lng));
  const showWith = (text: string) =>
    render(
      <MemoryRouter>
        <MessageMarkdown text={text} citations={citations} />
      </MemoryRouter>,
      { container: document.body.appendChild(document.createElement('div')) },
    ).container;

  it('shows citation markers in Arabic-Indic digits in an Arabic answer, each linked, whatever the page language', async () => {
    for (const lng of ['ar', 'en']) {
      await language(lng);
      const container = showWith('الإجازة ٢١ يومًا [1]، وتزاد إلى ٣٠ يومًا [1, 2].');
      expect(container).toHaveTextContent('٢١ يومًا [١]، وتزاد إلى ٣٠ يومًا [١، ٢].');
      expect(container.textContent).not.toMatch(/[0-9]/);
      const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
      expect(links).toEqual([
        ['[١]', '/library/articles/a109'],
        ['١', '/library/articles/a109'],
        ['٢', '/library/articles/a110'],
      ]);
    }
  });

  it('keeps Latin digits in an English answer on the Arabic page', async () => {
    await language('ar');
    const container = showWith('Annual leave is 21 days [1], or 30 [1, 2].');
    expect(container).toHaveTextContent('Annual leave is 21 days [1], or 30 [1, 2].');
    expect(container.querySelectorAll('a')).toHaveLength(3);
  });

  it("numbers a list in the answer's digits", async () => {
    await language('en');
    expect(showWith('1. **المصدر:** نظام العمل').firstElementChild).toHaveClass('[&_ol]:list-[arabic-indic]');
    await language('ar');
    expect(showWith('1. **Source:** Labor Law').firstElementChild).toHaveClass('[&_ol]:list-decimal');
  });
});

describe('tables in answers', () => {
  it('draws a GitHub-flavoured table as a table', async () => {
    await i18n.changeLanguage('en');
    const container = show('| Years | Award |\n| --- | --- |\n| First five | Half a month each |');
    const table = container.querySelector('table');
    expect(table).not.toBeNull();
    expect([...table!.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Years', 'Award']);
    expect(container.textContent).not.toContain('| --- |');
  });

  it('scrolls a wide table sideways in its own keyboard-reachable box, right to left in an Arabic answer', async () => {
    await i18n.changeLanguage('ar');
    const container = show(
      'المكافأة:\n\n| السنوات | المكافأة |\n| --- | --- |\n| الخمس الأولى | نصف شهر عن كل سنة |\n\n> تُحسب على آخر أجر.',
    );
    const box = container.querySelector('[data-testid="answer-table"]')!;
    expect(box).toHaveClass('overflow-x-auto', 'max-w-full');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box.closest('.chat-markdown')).toHaveClass('[&_th]:text-start');
    expect(container.querySelector('blockquote')).toHaveTextContent('تُحسب على آخر أجر.');
  });
});

describe("a search's terms in an answer", () => {
  it('marks each match, across letter forms and inside bold text and isolated Arabic quotes', async () => {
    await i18n.changeLanguage('en');
    const container = render(
      <MemoryRouter>
        <SearchTermsProvider terms={['الاجازة', 'leave']}>
          <MessageMarkdown
            text={'Annual **leave**: تُمنح الإجازة السنوية للعامل بعد سنة من الخدمة الفعلية.'}
            citations={[]}
          />
        </SearchTermsProvider>
      </MemoryRouter>,
      { container: document.body.appendChild(document.createElement('div')) },
    ).container;
    const marks = [...container.querySelectorAll('mark')];
    expect(marks.map((m) => m.textContent)).toEqual(['leave', 'الإجازة']);
    expect(marks[1]!.closest('bdi')).not.toBeNull();
    expect(marks[0]).toHaveAttribute('data-search-match');
  });
});
