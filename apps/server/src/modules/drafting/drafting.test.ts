import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRAFT_TEMPLATE_IDS, DraftTemplateListResponseSchema } from '@mustashar/contracts';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantSubscription, type TestApp } from '../../../test/helpers.ts';
import { createUserWithSession } from '../../../test/support/chat.ts';
import { uploads } from '../../db/schema.ts';
import { popplerFor } from '../../lib/pdf/pdf-text.ts';
import { TEMPLATES } from './templates.ts';

type User = Awaited<ReturnType<typeof createUserWithSession>>;

const hasPoppler = await popplerFor('drafting: PDF layout tests');

const LEASE_FIELDS = {
  landlord_name: 'عبدالله محمد الشهري',
  landlord_id: '1023456789',
  tenant_name: 'سارة خالد العتيبي',
  tenant_id: '2034567891',
  city: 'الرياض',
  district: 'النرجس',
  unit_description: 'شقة سكنية في الدور الثاني',
  start_date: '2026-01-15',
  duration_months: '12',
  annual_rent: '٤٨٠٠٠',
  payment_schedule: 'quarterly',
  deposit: '2000',
};

/** Sample values that pass each template's checks. */
function sampleFields(templateId: string): Record<string, string> {
  if (templateId === 'residential_lease') return LEASE_FIELDS;
  const template = TEMPLATES.find((t) => t.id === templateId)!;
  const out: Record<string, string> = {};
  for (const f of template.fields) {
    if (f.kind === 'date') out[f.name] = '2026-02-01';
    else if (f.kind === 'money') out[f.name] = '15000';
    else if (f.kind === 'number') out[f.name] = String(Math.max(f.min ?? 1, Math.min(f.max ?? 12, 12)));
    else if (f.kind === 'select') out[f.name] = f.options![0]!.value;
    else if (f.pattern?.startsWith('[12]')) out[f.name] = '1098765432';
    else if (f.pattern) out[f.name] = '1010123456';
    else out[f.name] = 'شركة الاختبار';
  }
  return out;
}

const EMPLOYMENT_CONTRACT = `عقد عمل
البند الأول: الطرف الأول شركة الأفق صاحب العمل، والطرف الثاني العامل أحمد سالم.
البند الثاني: يخضع العامل لفترة تجربة مدتها ١٢ شهرا من تاريخ مباشرة العمل.
البند الثالث: يتنازل العامل عن مكافأة نهاية الخدمة عند انتهاء العقد لأي سبب.
البند الرابع: يدفع الأجر في نهاية كل شهر ميلادي.`;

type Word = { text: string; xMin: number; xMax: number; yMin: number };

/** Words of page 1 with their boxes, from `pdftotext -bbox`. */
function pdfWords(pdf: Buffer, dir: string): Word[] {
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m) => ({ xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), text: m[4]! }));
}

/**
 * How pdftotext -bbox spells an Arabic word: its glyphs in visual order (left to right on the page), so the
 * letters reversed, except digit runs and lam-alef ligatures (one glyph, extracted in logical order).
 */
function visual(logicalWord: string): string {
  if (!/[\u0600-\u06FF]/.test(logicalWord)) return logicalWord;
  return (logicalWord.match(/[0-9\u0660-\u0669\u066B\u066C]+|ل[اأإآ]|./gu) ?? []).reverse().join('');
}

/**
 * The line (same baseline) holding `anchor`, read right to left (words by right edge, descending), as it would
 * be written if `phrase`'s words were found there in order; the phrase is given in logical order.
 */
function rtlLine(words: Word[], anchor: string): string {
  const found = words.find((w) => w.text === visual(anchor));
  if (!found) throw new Error(`"${anchor}" not on the page: ${words.map((w) => w.text).join(' ')}`);
  return words
    .filter((w) => Math.abs(w.yMin - found.yMin) < 3)
    .sort((a, b) => b.xMax - a.xMax)
    .map((w) => w.text)
    .join(' ');
}
const rtlPhrase = (phrase: string) => phrase.split(' ').map(visual).join(' ');

function docxXml(docx: Buffer, dir: string): string {
  const file = path.join(dir, 'doc.docx');
  writeFileSync(file, docx);
  return execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
}

describe('document drafting and contract review export', () => {
  let t: TestApp;
  let subscriber: User;
  let stranger: User;
  let tmp: string;

  const post = (user: User | null, url: string, payload: object, lang: 'ar' | 'en' = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), 'accept-language': lang },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    subscriber = await createUserWithSession(t.app.db, 'noura@example.com');
    // Documents come with the 999 SAR plan and above.
    await grantSubscription(t, subscriber.userId, 'practicing-lawyer');
    stranger = await createUserWithSession(t.app.db, 'fahad@example.com');
    tmp = mkdtempSync(path.join(os.tmpdir(), 'drafting-'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every template with typed, bilingual fields', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/drafting/templates',
      headers: { authorization: `Bearer ${subscriber.token}` },
    });
    expect(res.statusCode).toBe(200);
    const body = DraftTemplateListResponseSchema.parse(res.json());
    expect(body.templates.map((x) => x.id)).toEqual([...DRAFT_TEMPLATE_IDS]);
    for (const template of body.templates) {
      expect(template.fields.length).toBeGreaterThan(3);
      for (const field of template.fields) expect(field.label.ar && field.label.en).toBeTruthy();
    }
  });

  it('refuses guests (401) and signed-in users without a subscription (403)', async () => {
    const payload = { templateId: 'nda', fields: sampleFields('nda'), locale: 'ar', format: 'pdf' };
    expect((await post(null, '/api/drafting/documents', payload)).statusCode).toBe(401);
    const refused = await post(stranger, '/api/drafting/documents', payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('chat:subscription_required');
    const review = await post(stranger, '/api/drafting/review', {
      text: EMPLOYMENT_CONTRACT,
      locale: 'ar',
      format: 'json',
    });
    expect(review.statusCode).toBe(403);
  });

  it('refuses a subscriber whose plan does not include Documents, in their language', async () => {
    const monthly = await createUserWithSession(t.app.db, 'monthly@example.com');
    await grantSubscription(t, monthly.userId, 'trainee-lawyer');
    const payload = { templateId: 'nda', fields: sampleFields('nda'), locale: 'ar', format: 'pdf' };
    for (const url of ['/api/drafting/documents', '/api/drafting/review']) {
      const body = url.endsWith('review')
        ? { text: EMPLOYMENT_CONTRACT, locale: 'ar', format: 'json' }
        : payload;
      const en = await post(monthly, url, body, 'en');
      expect(en.statusCode).toBe(403);
      expect(en.json()).toMatchObject({ error: 'drafting:not_in_plan' });
      expect(en.json().message).toContain('Practicing lawyer');
      const ar = await post(monthly, url, body, 'ar');
      expect(ar.json().message).toContain('المحامي الممارس');
    }
    const list = await t.app.inject({
      url: '/api/drafting/templates',
      headers: { authorization: `Bearer ${monthly.token}` },
    });
    expect(list.statusCode).toBe(403);
  });

  it.each(
    DRAFT_TEMPLATE_IDS.flatMap((id) => (['docx', 'pdf'] as const).map((format) => [id, format] as const)),
  )('renders %s as %s in Arabic', async (templateId, format) => {
    const res = await post(subscriber, '/api/drafting/documents', {
      templateId,
      fields: sampleFields(templateId),
      locale: 'ar',
      format,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="${templateId}.${format}"`);
    const head = res.rawPayload.subarray(0, 4).toString('latin1');
    expect(head).toBe(format === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
  });

  it.skipIf(!hasPoppler)(
    'lays out the Arabic lease PDF right to left, words and digits in order',
    async () => {
      const res = await post(subscriber, '/api/drafting/documents', {
        templateId: 'residential_lease',
        fields: LEASE_FIELDS,
        locale: 'ar',
        format: 'pdf',
      });
      expect(res.statusCode).toBe(200);
      const words = pdfWords(res.rawPayload, tmp);
      // The preamble starts "إنه في تاريخ": its first word is the rightmost on its line, the next ones follow leftwards.
      expect(rtlLine(words, 'إنه').startsWith(rtlPhrase('إنه في تاريخ ١٥ يناير ٢٠٢٦م'))).toBe(true);
      // Names keep their word order, and numbers their digit order (Arabic-Indic digits in Arabic).
      expect(rtlLine(words, 'خالد')).toContain(rtlPhrase('وسارة خالد العتيبي،'));
      expect(words.map((w) => w.text)).toContain('٢٠٣٤٥٦٧٨٩١');
      expect(rtlLine(words, 'السنوية')).toContain(rtlPhrase('الأجرة السنوية ٤٨٬٠٠٠ ر.س،'));

      const out = path.resolve(import.meta.dirname, '../../../test-results');
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, 'lease-ar.pdf'), res.rawPayload);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '70',
        '-f',
        '1',
        '-l',
        '1',
        path.join(out, 'lease-ar.pdf'),
        path.join(out, 'lease-ar'),
      ]);
    },
  );

  it('writes the lease DOCX with the filled values in right-to-left paragraphs', async () => {
    const res = await post(subscriber, '/api/drafting/documents', {
      templateId: 'residential_lease',
      fields: LEASE_FIELDS,
      locale: 'ar',
      format: 'docx',
    });
    expect(res.statusCode).toBe(200);
    // No model configured (the default): the template's own text.
    expect(res.headers['x-draft-source']).toBe('template');
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    expect(value).toContain('عقد إيجار سكني');
    expect(value).toContain('سارة خالد العتيبي');
    expect(value).toContain('٤٨٬٠٠٠ ر.س');
    expect(value).toContain('ربع سنوية');
    expect(value).toContain('المادة (٤٣٧) من نظام المعاملات المدنية');
    // Every paragraph is right-to-left, and so is every run of text in it.
    const xml = docxXml(res.rawPayload, tmp);
    const paragraphs = xml.match(/<w:p>.*?<\/w:p>/g) ?? [];
    expect(paragraphs.length).toBeGreaterThan(20);
    for (const paragraph of paragraphs) expect(paragraph).toContain('<w:pPr><w:bidi/>');
    const runs = xml.match(/<w:r><w:rPr>.*?<\/w:rPr><w:t/g) ?? [];
    expect(runs.length).toBeGreaterThan(20);
    for (const run of runs) expect(run).toContain('<w:rtl/>');
  });

  it('writes the English version left to right', async () => {
    const res = await post(subscriber, '/api/drafting/documents', {
      templateId: 'residential_lease',
      fields: { ...LEASE_FIELDS, tenant_name: 'Sara Alotaibi' },
      locale: 'en',
      format: 'docx',
    });
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    expect(value).toContain('The annual rent is SAR 48,000');
    expect(value).toContain('15 January 2026');
    const xml = docxXml(res.rawPayload, tmp);
    expect(xml).not.toContain('<w:bidi/>');
    expect(xml).not.toContain('<w:rtl/>');
  });

  it('refuses a missing or invalid field with a translated message naming it', async () => {
    const missing = { ...LEASE_FIELDS, tenant_name: '  ' };
    const ar = await post(
      subscriber,
      '/api/drafting/documents',
      {
        templateId: 'residential_lease',
        fields: missing,
        locale: 'ar',
        format: 'pdf',
      },
      'ar',
    );
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({
      error: 'drafting:invalid_field',
      field: 'tenant_name',
      message: 'الحقل «اسم المستأجر» مطلوب.',
    });

    const badId = await post(subscriber, '/api/drafting/documents', {
      templateId: 'residential_lease',
      fields: { ...LEASE_FIELDS, landlord_id: '12345' },
      locale: 'en',
      format: 'pdf',
    });
    expect(badId.json()).toMatchObject({
      field: 'landlord_id',
      message: '“Landlord ID number” is not valid: 10 digits starting with 1 or 2',
    });
    const badDate = await post(subscriber, '/api/drafting/documents', {
      templateId: 'residential_lease',
      fields: { ...LEASE_FIELDS, start_date: '2026-02-30' },
      locale: 'en',
      format: 'docx',
    });
    expect(badDate.json()).toMatchObject({ field: 'start_date', problem: 'date' });
    const badOption = await post(subscriber, '/api/drafting/documents', {
      templateId: 'residential_lease',
      fields: { ...LEASE_FIELDS, payment_schedule: 'weekly' },
      locale: 'en',
      format: 'docx',
    });
    expect(badOption.json()).toMatchObject({ field: 'payment_schedule', problem: 'option' });
    const tooLong = await post(subscriber, '/api/drafting/documents', {
      templateId: 'employment_contract',
      fields: { ...sampleFields('employment_contract'), probation_days: '200' },
      locale: 'en',
      format: 'docx',
    });
    expect(tooLong.json()).toMatchObject({
      field: 'probation_days',
      message: '“Probation period (days)” must be at most 90.',
    });
    const unknown = await post(subscriber, '/api/drafting/documents', {
      templateId: 'will',
      fields: {},
      locale: 'en',
      format: 'docx',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('reviews pasted text as JSON, flagging the probation and end-of-service waiver clauses', async () => {
    const res = await post(subscriber, '/api/drafting/review', {
      text: EMPLOYMENT_CONTRACT,
      locale: 'ar',
      format: 'json',
    });
    expect(res.statusCode).toBe(200);
    const { review } = res.json();
    expect(review.kind).toBe('employment');
    const rules = review.findings.map((f: { rule: string }) => f.rule);
    expect(rules).toEqual(expect.arrayContaining(['probation-over-180-days', 'end-of-service-waiver']));
  });

  it.skipIf(!hasPoppler)(
    'exports the review of an uploaded contract to DOCX and PDF with the findings and a disclaimer',
    async () => {
      const [upload] = await t.app.db
        .insert(uploads)
        .values({
          userId: subscriber.userId,
          fileName: 'contract.txt',
          mime: 'text/plain',
          size: EMPLOYMENT_CONTRACT.length,
          sha256: 'c'.repeat(64),
          storagePath: 'test/contract.txt',
          extractedText: EMPLOYMENT_CONTRACT,
        })
        .returning();
      const docx = await post(subscriber, '/api/drafting/review', {
        uploadId: upload!.id,
        locale: 'ar',
        format: 'docx',
      });
      expect(docx.statusCode).toBe(200);
      const { value } = await mammoth.extractRawText({ buffer: docx.rawPayload });
      expect(value).toContain('تقرير مراجعة عقد');
      expect(value).toContain('يخضع العامل لفترة تجربة مدتها ١٢ شهرا');
      expect(value).toContain('يتنازل العامل عن مكافأة نهاية الخدمة');
      expect(value).toContain('المادة (٥٣) من نظام العمل');
      expect(value).toContain('لا تغني عن استشارة محامٍ مرخّص');
      expect(docxXml(docx.rawPayload, tmp)).toContain('<w:bidi/>');

      const pdf = await post(subscriber, '/api/drafting/review', {
        uploadId: upload!.id,
        locale: 'ar',
        format: 'pdf',
      });
      expect(pdf.statusCode).toBe(200);
      const words = pdfWords(pdf.rawPayload, tmp);
      expect(rtlLine(words, 'مراجعة')).toContain(rtlPhrase('تقرير مراجعة عقد'));
      expect(words.some((w) => w.text.includes('٥٣'))).toBe(true);

      const en = await post(subscriber, '/api/drafting/review', {
        uploadId: upload!.id,
        locale: 'en',
        format: 'pdf',
      });
      const enWords = pdfWords(en.rawPayload, tmp).map((w) => w.text);
      expect(enWords.join(' ')).toContain('Contract Review Report');
      expect(enWords.join(' ')).toContain('Article 53 Suggested wording');
    },
  );

  it("refuses someone else's upload, an upload without text and a body with neither text nor upload", async () => {
    const [other, empty] = await t.app.db
      .insert(uploads)
      .values([
        {
          userId: stranger.userId,
          fileName: 'x.txt',
          mime: 'text/plain',
          size: 1,
          sha256: 'd'.repeat(64),
          storagePath: 'test/x.txt',
          extractedText: EMPLOYMENT_CONTRACT,
        },
        {
          userId: subscriber.userId,
          fileName: 'scan.pdf',
          mime: 'application/pdf',
          size: 1,
          sha256: 'e'.repeat(64),
          storagePath: 'test/scan.pdf',
          extractedText: null,
        },
      ])
      .returning();
    const foreign = await post(subscriber, '/api/drafting/review', {
      uploadId: other!.id,
      locale: 'en',
      format: 'json',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('drafting:upload_not_found');
    const scanned = await post(
      subscriber,
      '/api/drafting/review',
      { uploadId: empty!.id, locale: 'ar', format: 'json' },
      'ar',
    );
    expect(scanned.statusCode).toBe(422);
    expect(scanned.json().message).toContain('تعذّر استخراج نص');
    expect(
      (await post(subscriber, '/api/drafting/review', { locale: 'en', format: 'json' })).statusCode,
    ).toBe(400);
  });
});
