import type { DraftTemplate } from '@mustashar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, mockApi } from '@/test/api-mock';
import { TemplateForm } from './components/template-form';

const LEASE: DraftTemplate = {
  id: 'residential_lease',
  title: { ar: 'عقد إيجار سكني', en: 'Residential Lease' },
  description: { ar: 'وصف', en: 'Description' },
  fields: [
    {
      name: 'tenant_name',
      label: { ar: 'اسم المستأجر', en: 'Tenant name' },
      kind: 'text',
      required: true,
      maxLength: 200,
    },
    {
      name: 'tenant_id',
      label: { ar: 'رقم هوية المستأجر', en: 'Tenant ID number' },
      kind: 'text',
      required: true,
      maxLength: 10,
      pattern: '[12]\\d{9}',
      patternHint: { ar: '١٠ أرقام تبدأ بـ ١ أو ٢', en: '10 digits starting with 1 or 2' },
    },
    {
      name: 'start_date',
      label: { ar: 'تاريخ بداية الإيجار', en: 'Lease start date' },
      kind: 'date',
      required: true,
    },
    {
      name: 'annual_rent',
      label: { ar: 'الأجرة السنوية (ريال)', en: 'Annual rent (SAR)' },
      kind: 'money',
      required: true,
      min: 0,
      max: 100000000,
    },
    {
      name: 'payment_schedule',
      label: { ar: 'دفعات الأجرة', en: 'Rent instalments' },
      kind: 'select',
      required: true,
      options: [
        { value: 'monthly', label: { ar: 'شهرية', en: 'Monthly' } },
        { value: 'annual', label: { ar: 'سنوية', en: 'Annually' } },
      ],
    },
    {
      name: 'deposit',
      label: { ar: 'مبلغ التأمين (ريال)', en: 'Security deposit (SAR)' },
      kind: 'money',
      required: false,
      min: 0,
    },
  ],
};

/** Pastes rather than types: typing letter by letter is slow on a busy machine and proves nothing more here. */
async function fill(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.click(input);
  await userEvent.paste(value);
}

/** A date field is a group of day, month (by name) and year: fills it from YYYY-MM-DD. */
async function fillDate(label: string, iso: string) {
  const group = screen.getByRole('group', { name: label });
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  await userEvent.type(within(group).getByRole('textbox', { name: 'Day' }), String(day));
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Month' }), String(month));
  await userEvent.type(within(group).getByRole('textbox', { name: 'Year' }), String(year));
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TemplateForm template={LEASE} />
    </QueryClientProvider>,
  );
}

describe('template form', () => {
  const createObjectURL = vi.fn(() => 'blob:doc');
  let saved: string[] = [];
  beforeEach(() => {
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: createObjectURL,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
    createObjectURL.mockClear();
    // jsdom cannot follow a download link; record which file would have been saved instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    saved = [];
  });

  it('checks the fields before sending, with messages naming each field in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'تنزيل PDF' }));
    expect(await screen.findByText('الحقل «اسم المستأجر» مطلوب.')).toBeInTheDocument();
    expect(screen.getByText('الحقل «دفعات الأجرة» مطلوب.')).toBeInTheDocument();
    expect(screen.getByLabelText('اسم المستأجر')).toHaveAttribute('aria-invalid', 'true');
    // The deposit is optional: no message for it.
    expect(screen.queryByText(/مبلغ التأمين/, { selector: 'p' })).toBeNull();

    await fill('رقم هوية المستأجر', '12345');
    await fill(/الأجرة السنوية/, 'كثير');
    await userEvent.click(screen.getByRole('button', { name: 'تنزيل PDF' }));
    expect(
      await screen.findByText('قيمة «رقم هوية المستأجر» غير صحيحة: ١٠ أرقام تبدأ بـ ١ أو ٢'),
    ).toBeInTheDocument();
    expect(screen.getByText('«الأجرة السنوية (ريال)» يجب أن يكون رقمًا.')).toBeInTheDocument();
  });

  it('sends the values with the chosen format and saves the file', async () => {
    await i18n.changeLanguage('en');
    let body: Record<string, unknown> | undefined;
    mockApi({
      '/api/drafting/documents': (_url, init) => {
        body = JSON.parse(String(init?.body));
        return new Response('PK-docx-bytes', {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'content-disposition': `attachment; filename="residential_lease.docx"; filename*=UTF-8''${encodeURIComponent('Residential Lease.docx')}`,
          },
        });
      },
    });
    renderForm();
    await fill('Tenant name', 'Sara Alotaibi');
    // Arabic-Indic digits typed by the user are accepted.
    await fill('Tenant ID number', '٢٠٣٤٥٦٧٨٩١');
    await fillDate('Lease start date', '2026-01-15');
    await userEvent.type(screen.getByLabelText('Annual rent (SAR)'), '48000');
    await userEvent.selectOptions(screen.getByLabelText('Rent instalments'), 'annual');
    await userEvent.click(screen.getByRole('button', { name: 'Download Word' }));
    await waitFor(() => expect(saved).toEqual(['Residential Lease.docx']));
    expect(body).toMatchObject({
      templateId: 'residential_lease',
      locale: 'en',
      format: 'docx',
      fields: {
        tenant_name: 'Sara Alotaibi',
        tenant_id: '٢٠٣٤٥٦٧٨٩١',
        annual_rent: '48000',
        payment_schedule: 'annual',
        deposit: '',
      },
    });
  });

  it("shows the server's message beside the field it refused", async () => {
    await i18n.changeLanguage('en');
    mockApi({
      '/api/drafting/documents': () =>
        json(
          {
            error: 'drafting:invalid_field',
            field: 'start_date',
            problem: 'date',
            message: 'The server says this date is wrong.',
          },
          400,
        ),
    });
    renderForm();
    await fill('Tenant name', 'Sara');
    await fill('Tenant ID number', '2034567891');
    await fillDate('Lease start date', '2026-01-15');
    await userEvent.type(screen.getByLabelText('Annual rent (SAR)'), '1000');
    await userEvent.selectOptions(screen.getByLabelText('Rent instalments'), 'monthly');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The server says this date is wrong.')).toBeInTheDocument();
    const date = screen.getByRole('group', { name: 'Lease start date' });
    expect(within(date).getByRole('textbox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('The server says this date is wrong.');
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
