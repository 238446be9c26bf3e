import type { ArticleResponse, LawDetail, LawSummary, LegalSearchResult } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchMock, json, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { queryTerms, wordMatches } from './lib/match';

const LABOUR: LawSummary = {
  id: 'fx-labour',
  title: 'نظام العمل',
  titleEn: 'Labor Law',
  status: 'in_force',
  articleCount: 3,
  category: 'labour',
};
const OLD_RENT: LawSummary = {
  id: 'fx-rent-old',
  title: 'نظام إيجار المساكن القديم',
  titleEn: null,
  status: 'repealed',
  articleCount: 12,
  category: 'real_estate',
};
const FAMILY: LawSummary = {
  id: 'fx-family',
  title: 'نظام الأحوال الشخصية',
  titleEn: 'Personal Status Law',
  status: 'amended',
  articleCount: 252,
  category: 'family',
};

const ID_53 = '00000000-0000-4000-8000-000000000053';
const ID_77 = '00000000-0000-4000-8000-000000000077';
const ID_84 = '00000000-0000-4000-8000-000000000084';

const article = (number: number, id: string, over: Partial<LawDetail['articles'][number]> = {}) => ({
  id,
  lawId: 'fx-labour',
  number,
  bis: false,
  label: `المادة ${number}`,
  part: null,
  chapter: null,
  textAr: `نص المادة ${number}`,
  textEn: null,
  amendmentNotes: [],
  currentText: over.textAr ?? `نص المادة ${number}`,
  wording: 'original' as const,
  inForceAsOf: null,
  amendedBy: null,
  url: `/library/laws/fx-labour#article-${number}`,
  ...over,
});

const M46 = 'المرسوم الملكي رقم (م/46)';

const LABOUR_DETAIL: LawDetail = {
  ...LABOUR,
  url: 'https://laws.example.test/labour',
  issued: '1426/08/23 هـ الموافق : 27/09/2005 مـ',
  published: null,
  issuedHijri: '1426-08-23',
  issuedGregorian: '2005-09-27',
  source: 'fixture',
  articles: [
    article(53, ID_53, {
      label: 'المادة الثالثة والخمسون',
      chapter: 'عقد العمل',
      textAr: 'يجوز أن يتفق الطرفان على وضع العامل تحت التجربة مدة لا تتجاوز تسعين يوما.',
    }),
    article(77, ID_77, {
      label: 'المادة السابعة والسبعون',
      chapter: 'انتهاء عقد العمل',
      textAr: 'إذا أنهى أحد الطرفين العقد دون سبب مشروع استحق الطرف الآخر تعويضا.',
      amendmentNotes: ['تعديل أول قديم', 'عدلت هذه المادة لتقرأ: أجر خمسة عشر يوما عن كل سنة'],
      currentText: 'أجر خمسة عشر يوما عن كل سنة',
      wording: 'amended',
      inForceAsOf: '5/6/1436هـ',
      amendedBy: M46,
    }),
    article(84, ID_84, {
      label: 'المادة الرابعة والثمانون',
      chapter: 'مكافأة نهاية الخدمة',
      textAr: 'يدفع صاحب العمل للعامل مكافأة عن مدة خدمته تحسب على أساس أجر نصف شهر.',
    }),
  ],
};

const articleResponse = (
  a: LawDetail['articles'][number],
  amendments: ArticleResponse['history']['amendments'] = [],
): ArticleResponse => ({
  ...a,
  lawTitle: LABOUR.title,
  lawStatus: LABOUR.status,
  lawUrl: LABOUR_DETAIL.url,
  history: { original: a.textAr, amendments },
});

const RESULTS: LegalSearchResult[] = [
  {
    kind: 'article',
    lawId: 'fx-labour',
    lawTitle: 'نظام العمل',
    articleNumber: 84,
    articleLabel: 'المادة الرابعة والثمانون',
    excerpt: 'يدفع صاحب العمل للعامل مكافأة عن مدة خدمته <script>alert(1)</script>',
    url: '/library/laws/fx-labour#article-84',
    score: 12.5,
  },
  {
    kind: 'guide',
    lawId: 'fx-labour',
    lawTitle: 'نظام العمل',
    articleNumber: 84,
    articleLabel: 'مكافأة نهاية الخدمة',
    excerpt: 'تستحق المكافأة عند انتهاء العلاقة.',
    url: '/library/guides/end-of-service-award',
    score: 9,
  },
  {
    kind: 'article',
    lawId: 'fx-rent-old',
    lawTitle: 'نظام إيجار المساكن القديم',
    articleNumber: 3,
    articleLabel: 'المادة الثالثة',
    excerpt: 'يستحق العامل عند انتهاء خدمته لدى المؤجر مكافأة.',
    url: '/library/laws/fx-rent-old#article-3',
    score: 2,
  },
];

function mockLibrary(laws: LawSummary[] = [LABOUR, OLD_RENT, FAMILY]) {
  mockApi({
    '/api/legal/guides': () => ({ guides: [] }),
    '/api/legal/laws': () => ({ laws }),
    '/api/legal/laws/fx-labour': () => LABOUR_DETAIL,
    '/api/legal/search': () => ({ results: RESULTS }),
  });
}

const calls = (prefix: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith(prefix));

describe('query highlighting', () => {
  it('matches words regardless of hamza, tashkeel, the article and Arabic-Indic digits', () => {
    const terms = queryTerms('مكافأة نهاية الخدمة في المادة ٧٧');
    expect(terms).toEqual(['مكافاه', 'نهايه', 'خدمه', 'ماده', '77']);
    expect(wordMatches('المكافأة', terms)).toBe(true);
    expect(wordMatches('بالخِدمة،', terms)).toBe(true);
    expect(wordMatches('(77)', terms)).toBe(true);
    expect(wordMatches('177', terms)).toBe(false);
    expect(wordMatches('العامل', terms)).toBe(false);
    // A taa marbuta that became ت before a suffix: "الخدمة" finds "خدمته".
    expect(wordMatches('خدمته', terms)).toBe(true);
    // Latin words match by their start only.
    expect(wordMatches('awards,', queryTerms('award'))).toBe(true);
    expect(wordMatches('spend', queryTerms('end of service'))).toBe(false);
  });
});

describe('library search', () => {
  it('searches on submit, keeps the query in the address and shows results best first, highlighted safely', async () => {
    mockLibrary();
    const { router } = await renderApp('/library');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal library' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Legal library | Mustashar'));

    const search = screen.getByRole('search');
    await userEvent.type(
      within(search).getByRole('searchbox', { name: 'Search statutes and guides' }),
      'مكافأة',
    );
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('مكافأة')}`);

    const section = await screen.findByRole('region', { name: 'Results for “مكافأة”' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Article');
    expect(items[0]).toHaveTextContent('نظام العمل');
    const first = within(items[0]!).getByRole('link', { name: 'المادة الرابعة والثمانون' });
    expect(first).toHaveAttribute('href', '/library/laws/fx-labour#article-84');
    // The excerpt's markup stays text; the query's word is marked.
    expect(items[0]!.querySelector('script')).toBeNull();
    expect(items[0]).toHaveTextContent('<script>alert(1)</script>');
    expect([...items[0]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['مكافأة']);
    expect(items[0]!.querySelector('mark')!.closest('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    expect(items[1]).toHaveTextContent('Guide');
    expect(within(items[1]!).getByRole('link', { name: 'مكافأة نهاية الخدمة' })).toHaveAttribute(
      'href',
      '/library/guides/end-of-service-award',
    );
    // A repealed law says so beside its article; an in-force one needs no badge.
    expect(items[2]).toHaveTextContent('Repealed');
    expect(items[0]).not.toHaveTextContent('In force');
    expect(calls('/api/legal/search')).toEqual([
      `/api/legal/search?q=${encodeURIComponent('مكافأة')}&limit=20`,
    ]);
  });

  it('says so when nothing matches, and offers a retry when the search fails', async () => {
    mockLibrary();
    mockApi({ '/api/legal/search': () => ({ results: [] }) });
    await renderApp('/library?q=zzz');
    expect(await screen.findByText('No results for “zzz”.')).toBeInTheDocument();

    let fail = true;
    mockApi({
      '/api/legal/search': () =>
        fail ? json({ error: 'http:error', message: 'boom' }, 500) : { results: RESULTS },
    });
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search statutes and guides' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search statutes and guides' }), 'wages');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not search the library right now.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'المادة الرابعة والثمانون' })).toBeInTheDocument();
  });
});

describe('browsing laws', () => {
  it('lists laws with status and article count, and filters by category in the address', async () => {
    mockLibrary();
    const { router } = await renderApp('/library');
    const laws = await screen.findByRole('region', { name: 'Browse laws' });
    expect(await within(laws).findByRole('link', { name: 'Labor Law' })).toHaveAttribute(
      'href',
      '/library/laws/fx-labour',
    );
    // No English title: the Arabic title, marked as Arabic.
    const oldRent = within(laws).getByRole('link', { name: 'نظام إيجار المساكن القديم' });
    expect(oldRent.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    expect(oldRent.closest('li')).toHaveTextContent('Repealed');
    expect(oldRent.closest('li')).toHaveTextContent('12 articles');

    const filter = within(laws).getByRole('navigation', { name: 'Filter by category' });
    await userEvent.click(within(filter).getByRole('button', { name: /Family and personal status/ }));
    expect(router.state.location.search).toBe('?category=family');
    expect(within(laws).getByRole('link', { name: 'Personal Status Law' })).toBeInTheDocument();
    expect(within(laws).queryByRole('link', { name: 'Labor Law' })).toBeNull();
    expect(within(filter).getByRole('button', { name: /Family and personal status/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.type(within(laws).getByRole('searchbox', { name: 'Find a law by name' }), 'zz');
    expect(within(laws).getByText('No law matches this filter.')).toBeInTheDocument();
  });

  it('opens on laws in force, and in English on laws with an English title', async () => {
    const ARABIC_ONLY: LawSummary = {
      ...LABOUR,
      id: 'fx-ar',
      title: 'أ نظام بلا عنوان إنجليزي',
      titleEn: null,
    };
    const names = async (laws: HTMLElement) =>
      (await within(laws).findAllByRole('link', { name: /./ }))
        .filter((a) => a.getAttribute('href')?.startsWith('/library/laws/'))
        .map((a) => a.textContent);
    mockLibrary([OLD_RENT, ARABIC_ONLY, LABOUR, FAMILY]);
    const { unmount } = await renderApp('/library');
    expect(await names(await screen.findByRole('region', { name: 'Browse laws' }))).toEqual([
      'Labor Law',
      'Personal Status Law',
      'أ نظام بلا عنوان إنجليزي',
      'نظام إيجار المساكن القديم',
    ]);
    unmount();
    await renderApp('/library', { lng: 'ar' });
    expect(await names(await screen.findByRole('region', { name: 'تصفح الأنظمة' }))).toEqual([
      'أ نظام بلا عنوان إنجليزي',
      'نظام الأحوال الشخصية',
      'نظام العمل',
      'نظام إيجار المساكن القديم',
    ]);
  });

  it('uses Arabic-Indic digits and Arabic labels in Arabic', async () => {
    mockLibrary();
    await renderApp('/library?category=family', { lng: 'ar' });
    const laws = await screen.findByRole('region', { name: 'تصفح الأنظمة' });
    const card = (await within(laws).findByRole('link', { name: 'نظام الأحوال الشخصية' })).closest('li')!;
    expect(card).toHaveTextContent('٢٥٢ مادة');
    expect(card).toHaveTextContent('معدَّل');
    await waitFor(() => expect(document.title).toBe('المكتبة القانونية | مستشار'));
  });

  it('still looks intentional when no statutes are imported', async () => {
    mockLibrary([]);
    await renderApp('/library');
    expect(
      await screen.findByRole('heading', { name: 'Statute texts are not available here right now' }),
    ).toBeInTheDocument();
  });

  it('retries a failed list of laws', async () => {
    let fail = true;
    mockLibrary();
    mockApi({ '/api/legal/laws': () => (fail ? new Response('{}', { status: 500 }) : { laws: [LABOUR] }) });
    await renderApp('/library');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the list of laws.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Labor Law' })).toBeInTheDocument();
  });
});

describe('a law', () => {
  it('shows the header, chapters and articles, focuses the #article-N in the address and filters inside the law', async () => {
    mockLibrary();
    await renderApp('/library/laws/fx-labour#article-77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Labor Law' })).toBeInTheDocument();
    expect(screen.getByText('In force')).toBeInTheDocument();
    expect(screen.getByText('1426/08/23 AH · September 27, 2005')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /laws\.example\.test/ })).toHaveAttribute(
      'href',
      'https://laws.example.test/labour',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'انتهاء عقد العمل' })).toHaveAttribute('lang', 'ar');

    const target = document.getElementById('article-77')!;
    await waitFor(() => expect(target).toHaveFocus());
    expect(within(target).getByRole('heading', { level: 4, name: 'Article 77' })).toBeInTheDocument();
    expect(within(target).getByRole('link', { name: 'Article 77' })).toHaveAttribute(
      'href',
      `/library/articles/${ID_77}`,
    );
    // The wording in force stands as the article; the superseded original is not shown in the law.
    expect(target).toHaveTextContent('خمسة عشر يوما');
    expect(target).toHaveTextContent('In force as amended on 5/6/1436هـ');
    expect(target).not.toHaveTextContent('دون سبب مشروع');

    const filter = screen.getByRole('searchbox', { name: 'Search within this law' });
    await userEvent.type(filter, 'التجربة');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article')).toHaveAttribute('id', 'article-53');
    expect(screen.getByText('Articles shown: 1 of 3')).toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, '٨٤');
    await waitFor(() => expect(screen.getByRole('article')).toHaveAttribute('id', 'article-84'));
  });

  it('says when a law does not exist', async () => {
    mockLibrary();
    await renderApp('/library/laws/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Law not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the library' })).toHaveAttribute('href', '/library');
  });
});

describe('an article', () => {
  it('opens from its address with the wording in force, its date, its history, the law link, prev/next and actions', async () => {
    mockLibrary();
    mockApi({
      [`/api/legal/articles/${ID_77}`]: () =>
        articleResponse(LABOUR_DETAIL.articles[1]!, [
          { decree: 'المرسوم الملكي رقم (م/9)', date: '1/1/1430هـ', kind: 'no-text', text: null },
          { decree: M46, date: '5/6/1436هـ', kind: 'replace-article', text: 'أجر خمسة عشر يوما عن كل سنة' },
        ]),
    });
    await renderApp(`/library/articles/${ID_77}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 77' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Article 77 – نظام العمل | Legal library | Mustashar'));
    const label = screen.getByText('المادة السابعة والسبعون', { selector: 'p' });
    expect(label).toHaveAttribute('dir', 'rtl');
    expect(label).toHaveAttribute('lang', 'ar');

    const main = screen.getByRole('main');
    const lawLinks = within(main).getAllByRole('link', { name: 'نظام العمل' });
    for (const link of lawLinks) expect(link).toHaveAttribute('href', '/library/laws/fx-labour');

    const current = screen.getByRole('region', { name: 'Text in force' });
    expect(current).toHaveTextContent(
      'In force as amended on 5/6/1436هـ (amended by المرسوم الملكي رقم (م/46))',
    );
    expect(within(current).getByText(/خمسة عشر يوما/)).toHaveAttribute('lang', 'ar');
    expect(current).not.toHaveTextContent('دون سبب مشروع');
    expect(screen.queryByRole('note')).toBeNull();

    // The history: closed at first, then the original text and each amendment, oldest first, and the notes.
    const history = screen.getByText('History').closest('details')!;
    expect(history).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('History'));
    expect(history).toHaveAttribute('open');
    expect(within(history).getByRole('region', { name: 'Original text' })).toHaveTextContent('دون سبب مشروع');
    const steps = within(within(history).getByRole('region', { name: 'Amendments' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('المرسوم الملكي رقم (م/9) – 1/1/1430هـ');
    expect(steps[0]).toHaveTextContent('Amended; wording not in this copy');
    expect(steps[1]).toHaveTextContent('New wording of the article');
    expect(steps[1]).toHaveTextContent('خمسة عشر يوما');
    expect(within(history).getByRole('region', { name: 'Editors’ notes as published' })).toHaveTextContent(
      'تعديل أول قديم',
    );

    expect(screen.getByRole('link', { name: 'Ask about this article' })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: 'Read it in the law' })).toHaveAttribute(
      'href',
      '/library/laws/fx-labour#article-77',
    );
    const pager = await screen.findByRole('navigation', { name: 'Articles of this law' });
    expect(within(pager).getByRole('link', { name: /Previous article/ })).toHaveAttribute(
      'href',
      `/library/articles/${ID_53}`,
    );
    expect(within(pager).getByRole('link', { name: /Next article/ })).toHaveAttribute(
      'href',
      `/library/articles/${ID_84}`,
    );
  });

  it('copies its link', async () => {
    mockLibrary();
    mockApi({ [`/api/legal/articles/${ID_84}`]: () => articleResponse(LABOUR_DETAIL.articles[2]!) });
    const user = userEvent.setup();
    await renderApp(`/library/articles/${ID_84}`, { lng: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'المادة الرابعة والثمانون' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'النص' })).toHaveTextContent('أجر نصف شهر');
    expect(screen.queryByRole('region', { name: 'التعديلات' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'نسخ الرابط' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/library/articles/${ID_84}`,
      ),
    );
    const pager = await screen.findByRole('navigation', { name: 'مواد هذا النظام' });
    expect(within(pager).queryByRole('link', { name: /المادة التالية/ })).toBeNull();
    expect(within(pager).getByRole('link', { name: /المادة السابقة/ })).toHaveTextContent(
      'المادة السابعة والسبعون',
    );
  });

  it('says when the amended wording is not in this copy, above the original labelled as such', async () => {
    const unknown = article(84, ID_84, {
      label: 'المادة الرابعة والثمانون',
      textAr: 'يدفع صاحب العمل للعامل مكافأة عن مدة خدمته تحسب على أساس أجر نصف شهر.',
      currentText: null,
      wording: 'amended-unknown',
      inForceAsOf: '1439/12/5هـ',
      amendedBy: 'المرسوم الملكي رقم (م/115)',
    });
    const history = [
      { decree: 'المرسوم الملكي رقم (م/115)', date: '1439/12/5هـ', kind: 'no-text', text: null },
    ];
    mockLibrary();
    mockApi({ [`/api/legal/articles/${ID_84}`]: () => articleResponse(unknown, history) });
    await renderApp(`/library/articles/${ID_84}`);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Amended by المرسوم الملكي رقم (م/115) (1439/12/5هـ) — the amended wording is not in this copy.',
    );
    const original = screen.getByRole('region', { name: 'Original wording (superseded)' });
    expect(note.compareDocumentPosition(original) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(original).toHaveTextContent('أجر نصف شهر');
    expect(screen.queryByRole('region', { name: 'Text in force' })).toBeNull();
  });

  it('says the same in Arabic, and dates amended wording in Arabic', async () => {
    mockLibrary();
    mockApi({
      [`/api/legal/articles/${ID_84}`]: () =>
        articleResponse(
          article(84, ID_84, {
            label: 'المادة الرابعة والثمانون',
            currentText: null,
            wording: 'amended-unknown',
            inForceAsOf: '1439/12/5هـ',
            amendedBy: 'المرسوم الملكي رقم (م/115)',
          }),
        ),
      [`/api/legal/articles/${ID_77}`]: () => articleResponse(LABOUR_DETAIL.articles[1]!),
    });
    await renderApp(`/library/articles/${ID_84}`, { lng: 'ar' });
    // Decree numbers and dates in Arabic-Indic digits, like the chat's quotes of the same articles.
    expect(await screen.findByRole('note')).toHaveTextContent(
      'عُدّلت هذه المادة بـالمرسوم الملكي رقم (م/١١٥) (١٤٣٩/١٢/٥هـ)، والنص المعدّل ليس في هذه النسخة.',
    );
    expect(screen.getByRole('region', { name: 'الصيغة الأصلية (لم تعد نافذة)' })).toBeInTheDocument();
  });

  it("writes an article's label and text with Arabic-Indic digits in Arabic, and as written in English", async () => {
    const numbered = article(84, ID_84, {
      label: 'المادة (84)',
      textAr: 'يستحق العامل إجازة مدتها (21) يوماً.',
      currentText: null,
      wording: 'original',
    });
    mockLibrary();
    mockApi({ [`/api/legal/articles/${ID_84}`]: () => articleResponse(numbered) });
    const { unmount } = await renderApp(`/library/articles/${ID_84}`, { lng: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المادة (٨٤)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'النص' })).toHaveTextContent('مدتها (٢١) يوماً');
    unmount();
    await renderApp(`/library/articles/${ID_84}`, { lng: 'en' });
    expect(await screen.findByRole('region', { name: 'Text' })).toHaveTextContent('مدتها (21) يوماً');
  });

  it('says when an article does not exist', async () => {
    mockLibrary();
    await renderApp('/library/articles/00000000-0000-4000-8000-000000000999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  });
});
