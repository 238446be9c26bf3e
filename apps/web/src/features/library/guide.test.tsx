import type { GuideDetail, GuideSummary } from '@mustashar/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const summary = (id: string, topic: string, en: string, ar: string): GuideSummary => ({
  id,
  topic,
  title: { ar, en },
  summary: { ar: `ملخص ${ar}: 180 يومًا`, en: `Summary of ${en}: 180 days` },
  keywords: { ar: [], en: [] },
  url: `/library/guides/${id}`,
});

const GUIDES = [
  summary('probation-period', 'employment', 'The probation period', 'فترة التجربة'),
  summary('end-of-service-award', 'employment', 'End-of-service award', 'مكافأة نهاية الخدمة'),
  summary('custody', 'family', 'Custody', 'الحضانة'),
];

const ARTICLE_ID = '00000000-0000-4000-8000-000000000084';
const DETAIL: GuideDetail = {
  ...GUIDES[1]!,
  body: {
    en: '## The rule\nHalf a month for each of the **first five years** (Article 84).\n\n<script>alert(1)</script>\n\n[evil](javascript:alert(1)) and [more](/library)',
    ar: '## القاعدة\nأجر 8,000 ريال عن كل سنة (المادة 84).',
  },
  citations: [
    {
      lawTitle: 'نظام العمل',
      lawId: 'fx-labour',
      articles: [
        { number: 84, articleId: ARTICLE_ID, url: `/library/articles/${ARTICLE_ID}` },
        { number: 88, articleId: null, url: null },
      ],
    },
  ],
};

describe('guides', () => {
  it('lists the guides by topic on /library, even with no statutes imported', async () => {
    mockApi({
      '/api/legal/laws': () => ({ laws: [] }),
      '/api/legal/guides': () => ({ guides: GUIDES }),
    });
    await renderApp('/library');
    const section = await screen.findByRole('region', { name: 'Guides' });
    const employment = await within(section).findByRole('region', { name: 'Employment' });
    expect(within(employment).getAllByRole('listitem')).toHaveLength(2);
    expect(within(employment).getByRole('link', { name: 'The probation period' })).toHaveAttribute(
      'href',
      '/library/guides/probation-period',
    );
    expect(within(section).getByRole('region', { name: 'Family' })).toHaveTextContent('Custody');
    expect(
      screen.getByRole('heading', { name: 'Statute texts are not available here right now' }),
    ).toBeVisible();
  });

  it('renders a guide in the UI language, safely, with citations linked to the library', async () => {
    mockApi({ '/api/legal/guides/end-of-service-award': () => DETAIL });
    await renderApp('/library/guides/end-of-service-award');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'End-of-service award' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('End-of-service award | Legal library | Mustashar');
    expect(await screen.findByRole('heading', { level: 2, name: 'The rule' })).toBeInTheDocument();
    expect(screen.getByText('first five years').tagName).toBe('STRONG');
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'evil' })).toBeNull();
    expect(screen.getByRole('link', { name: 'more' })).toHaveAttribute('href', '/library');

    const sources = screen.getByRole('region', { name: 'Sources in Saudi law' });
    expect(within(sources).getByText('نظام العمل')).toHaveAttribute('lang', 'ar');
    expect(within(sources).getByRole('link', { name: 'Article 84' })).toHaveAttribute(
      'href',
      `/library/articles/${ARTICLE_ID}`,
    );
    // Not imported: shown as text, not as a dead link.
    expect(within(sources).getByText('Article 88').closest('a')).toBeNull();
  });

  it('uses Arabic-Indic digits in Arabic', async () => {
    mockApi({ '/api/legal/guides/end-of-service-award': () => DETAIL });
    await renderApp('/library/guides/end-of-service-award', { lng: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مكافأة نهاية الخدمة' })).toBeInTheDocument();
    expect(await screen.findByText(/أجر ٨٬٠٠٠ ريال عن كل سنة \(المادة ٨٤\)/)).toBeInTheDocument();
    expect(screen.getByText(/١٨٠ يومًا/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'المادة ٨٤' })).toBeInTheDocument();
  });

  it("draws a guide's table as a table", async () => {
    mockApi({
      '/api/legal/guides/end-of-service-award': () => ({
        ...DETAIL,
        body: { ...DETAIL.body, en: '## Shares\n\n| Heir | Share |\n| --- | --- |\n| Wife | One eighth |\n' },
      }),
    });
    await renderApp('/library/guides/end-of-service-award');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Heir' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'One eighth' })).toBeInTheDocument();
    expect(screen.queryByText(/\| --- \|/)).toBeNull();
  });

  it('says when a guide does not exist', async () => {
    await renderApp('/library/guides/no-such-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeInTheDocument();
  });
});
