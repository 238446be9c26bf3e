import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { DateFormField } from './date-input';
import { Form, FormSubmit } from './form';

const Schema = z.object({ date: z.union([z.literal(''), z.iso.date()]) });

function renderDate(value: string, onSubmit: (values: { date: string }) => void = () => {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Form
        schema={Schema}
        defaultValues={{ date: value }}
        messages={{ date: 'account:profile.dateOfBirthInvalid' }}
        onSubmit={onSubmit}
      >
        <DateFormField name="date" label={i18n.t('account:profile.dateOfBirth')} birthday />
        <FormSubmit>{i18n.t('account:profile.save')}</FormSubmit>
      </Form>
    </I18nextProvider>,
  );
}

describe('DateFormField', () => {
  it('shows a date in Arabic as day, month name and year in Arabic-Indic digits, not mm/dd/yyyy', async () => {
    await i18n.changeLanguage('ar');
    renderDate('1990-03-05');
    const group = screen.getByRole('group', { name: 'تاريخ الميلاد' });
    expect(within(group).getByRole('textbox', { name: 'اليوم' })).toHaveValue('٥');
    expect(within(group).getByRole('combobox', { name: 'الشهر' })).toHaveDisplayValue('مارس');
    expect(within(group).getByRole('textbox', { name: 'السنة' })).toHaveValue('١٩٩٠');
    expect(group.querySelector('input[type="date"]')).toBeNull();
  });

  it('takes Arabic-Indic or Latin digits and gives the form YYYY-MM-DD', async () => {
    await i18n.changeLanguage('ar');
    let saved: string | undefined;
    renderDate('', (values) => {
      saved = values.date;
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'اليوم' }), '٧');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'الشهر' }), 'ديسمبر');
    await userEvent.type(screen.getByRole('textbox', { name: 'السنة' }), '2001');
    // Shown in the page's digits whatever was typed.
    expect(screen.getByRole('textbox', { name: 'السنة' })).toHaveValue('٢٠٠١');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('account:profile.save') }));
    await screen.findByRole('group');
    await expect.poll(() => saved).toBe('2001-12-07');
  });

  it('refuses a half-typed date with its message, tied to the group', async () => {
    await i18n.changeLanguage('en');
    let submitted = false;
    renderDate('', () => {
      submitted = true;
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Day' }), '31');
    await userEvent.type(screen.getByRole('textbox', { name: 'Year' }), '1990');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('account:profile.save') }));
    const message = await screen.findByText(i18n.t('account:profile.dateOfBirthInvalid'));
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('');
    expect(submitted).toBe(false);
  });

  it('names the months in English in an English page', async () => {
    await i18n.changeLanguage('en');
    renderDate('2024-02-29');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('February');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('29');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('2024');
  });
});
