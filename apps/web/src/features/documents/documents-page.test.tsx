import type { ContractReview, DraftTemplate } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const SUBSCRIBER = sessionUser({ subscriptionActive: true });

const TEMPLATES: DraftTemplate[] = [
  {
    id: 'nda',
    title: { ar: 'اتفاقية عدم إفصاح', en: 'Non-Disclosure Agreement' },
    description: { ar: 'اتفاقية سرية بين طرفين.', en: 'A confidentiality agreement.' },
    fields: [
      {
        name: 'disclosing_party',
        label: { ar: 'الطرف المفصح', en: 'Disclosing party' },
        kind: 'text',
        required: true,
      },
    ],
  },
];

const REVIEW: ContractReview = {
  locale: 'ar',
  kind: 'employment',
  clauses: 4,
  findings: [
    {
      rule: 'probation-over-180-days',
      risk: 'high',
      clauseNumber: 2,
      clause: 'البند الثاني: يخضع العامل لفترة تجربة مدتها ١٢ شهرا.',
      why: 'مدة التجربة تتجاوز الحد النظامي.',
      law: 'نظام العمل',
      article: '53',
      url: '/library/guides/probation-period',
      suggestion: 'يخضع العامل لفترة تجربة مدتها (90) يومًا.',
    },
  ],
};

beforeAll(async () => {
  await Promise.all([import('@/app/layouts/dashboard-layout'), import('./routes/documents')]);
});

describe('documents page', { timeout: 20_000 }, () => {
  let saved: string[] = [];
  let bodies: Record<string, unknown>[] = [];
  beforeEach(() => {
    saved = [];
    bodies = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: () => 'blob:x',
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockApi({
      '/api/auth/me': () => ({ user: SUBSCRIBER }),
      '/api/drafting/templates': () => ({ templates: TEMPLATES }),
      '/api/drafting/review': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        bodies.push(body);
        if (body.format === 'json') return { review: REVIEW };
        return new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="contract-review.pdf"; filename*=UTF-8''${encodeURIComponent('تقرير مراجعة عقد.pdf')}`,
          },
        });
      },
    });
  });

  it('is linked from the sidebar, lists the templates and opens a template form', async () => {
    await renderApp('/dashboard/documents', { user: SUBSCRIBER, token: 't', lng: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المستندات' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'المستندات' }).length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByRole('radio', { name: 'اتفاقية عدم إفصاح' }));
    const form = await screen.findByRole('form', { name: 'اتفاقية عدم إفصاح' });
    expect(within(form).getByLabelText('الطرف المفصح')).toBeInTheDocument();
  });

  it('reviews pasted text, shows the findings with their risk, and downloads the report', async () => {
    await renderApp('/dashboard/documents', { user: SUBSCRIBER, token: 't', lng: 'ar' });
    await userEvent.click(await screen.findByLabelText('أو الصق نص العقد'));
    await userEvent.paste('عقد عمل\nالبند الأول: ...\nالبند الثاني: يخضع العامل لفترة تجربة مدتها ١٢ شهرا.');
    await userEvent.click(screen.getByRole('button', { name: 'راجع العقد' }));
    expect(await screen.findByText('ملاحظة واحدة')).toBeInTheDocument();
    expect(screen.getByText('خطورة عالية')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'السند: المادة ٥٣ من نظام العمل' })).toHaveAttribute(
      'href',
      '/library/guides/probation-period',
    );
    await userEvent.click(screen.getByRole('button', { name: 'تنزيل التقرير PDF' }));
    await waitFor(() => expect(saved).toEqual(['تقرير مراجعة عقد.pdf']));
    expect(bodies.map((b) => b.format)).toEqual(['json', 'pdf']);
    expect(bodies[1]).toMatchObject({ locale: 'ar', text: expect.stringContaining('١٢ شهرا') });
  });
});
