import { describe, expect, it } from 'vitest';
import { normalizeArabic } from '../text/normalize.ts';
import { contractKind, durations, reviewContract, splitClauses, splitContract } from './contract-review.ts';

const EMPLOYMENT_AR = `عقد عمل
البند الأول: الطرف الأول صاحب العمل شركة النخبة، والطرف الثاني العامل.
البند الثاني: يخضع العامل لفترة تجربة مدتها ٩ أشهر من تاريخ المباشرة.
البند الثالث: يلتزم العامل بعدم المنافسة بعد انتهاء العقد.
البند الرابع: يتنازل العامل عن مكافأة نهاية الخدمة عند انتهاء العقد لأي سبب.
البند الخامس: يحق لصاحب العمل إنهاء العقد في أي وقت دون إشعار أو تعويض.
البند السادس: ساعات العمل ١٠ ساعات يوميا.
البند السابع: يستحق العامل إجازة سنوية مدتها ١٥ يوما.
البند الثامن: يدفع الأجر في نهاية كل شهر ميلادي.`;

const LEASE_EN = `Residential lease agreement between the landlord and the tenant.
1. The rent is SAR 40,000 per year paid in two instalments.
2. The landlord may increase the rent at any time during the term by written notice.
3. The tenant bears all repairs and maintenance of the unit, including structural repairs.
4. The landlord may evict the tenant without notice if any instalment is late.`;

describe('contract review', () => {
  it('splits numbered clauses in Arabic and English, the text before them being the preamble', () => {
    const ar = splitContract(EMPLOYMENT_AR);
    expect(ar.preamble).toBe('عقد عمل');
    expect(ar.clauses).toHaveLength(8);
    expect(ar.clauses[1]).toMatch(/^البند الثاني: يخضع العامل لفترة تجربة/);
    const en = splitContract(LEASE_EN);
    expect(en.preamble).toMatch(/^Residential lease/);
    expect(en.clauses).toHaveLength(4);
    expect(splitClauses('First paragraph.\n\nSecond paragraph.')).toEqual([
      'First paragraph.',
      'Second paragraph.',
    ]);
  });

  it('reads durations in digits and words', () => {
    expect(durations(normalizeArabic('فترة تجربة مدتها ٩ أشهر'))).toContain(270);
    expect(durations(normalizeArabic('لمدة سنتين'))).toContain(730);
    expect(durations('probation of 200 days')).toContain(200);
  });

  it('finds the common employment risks, worst first, each resting on an article', () => {
    const review = reviewContract(EMPLOYMENT_AR, 'ar');
    expect(review.kind).toBe('employment');
    const rules = review.findings.map((f) => `${f.rule}@${f.clauseNumber}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        'probation-over-180-days@2',
        'non-compete-without-limits@3',
        'end-of-service-waiver@4',
        'unilateral-termination-employment@5',
        'working-hours-over-limit@6',
        'annual-leave-below-minimum@7',
      ]),
    );
    expect(review.findings.some((f) => f.clauseNumber === 8)).toBe(false);
    expect(review.findings[0]!.risk).toBe('high');
    expect(review.findings.at(-1)!.risk).toBe('medium');
    const probation = review.findings.find((f) => f.rule === 'probation-over-180-days')!;
    expect(probation).toMatchObject({
      law: 'نظام العمل',
      article: '53',
      url: '/library/guides/probation-period',
    });
    expect(probation.clause).toContain('٩ أشهر');
    expect(probation.why).toMatch(/١٨٠ يومًا/);
    expect(probation.suggestion).toMatch(/\(١٨٠\) يومًا/);
  });

  it('reviews an English lease in English', () => {
    const review = reviewContract(LEASE_EN, 'en');
    expect(review.kind).toBe('lease');
    expect(review.findings.map((f) => f.rule).sort()).toEqual([
      'lease-termination-without-notice',
      'rent-increase-during-term',
      'tenant-bears-all-repairs',
    ]);
    expect(review.findings[0]).toMatchObject({ risk: 'high', clauseNumber: 2 });
    expect(review.findings[0]!.why).toMatch(/rent/);
  });

  it('finds nothing in a balanced contract', () => {
    const fair = `عقد عمل بين صاحب العمل والعامل.
١- يخضع العامل لفترة تجربة مدتها ٩٠ يوما.
٢- يستحق العامل إجازة سنوية مدتها ٢١ يوما بأجر.
٣- ساعات العمل ٨ ساعات يوميا.`;
    expect(contractKind(fair)).toBe('employment');
    expect(reviewContract(fair, 'ar').findings).toEqual([]);
  });
});
