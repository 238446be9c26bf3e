import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { EMAIL_MESSAGES, EmailSchema, NEW_PASSWORD_MESSAGES, PasswordSchema } from '@/lib/form-rules';
import { i18n } from '@/lib/i18n';
import { Form, FormError, FormSubmit, PasswordFormField, TextFormField } from './form';

const Schema = z.object({ email: EmailSchema, password: PasswordSchema });

function renderForm(onSubmit: (values: z.output<typeof Schema>) => unknown) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Form
        schema={Schema}
        defaultValues={{ email: '', password: '' }}
        messages={{ email: EMAIL_MESSAGES, password: NEW_PASSWORD_MESSAGES }}
        serverFields={{ 'auth:email_taken': 'email' }}
        onSubmit={onSubmit}
      >
        <TextFormField name="email" label="Email" type="email" />
        <PasswordFormField name="password" label="Password" hint="At least eight characters" />
        <FormError />
        <FormSubmit pending="Saving…">Save</FormSubmit>
      </Form>
    </I18nextProvider>,
  );
}

describe('Form', () => {
  it('shows each field its translated error, tied to the input by aria-invalid and aria-describedby', async () => {
    await i18n.changeLanguage('en');
    let submitted = false;
    renderForm(() => {
      submitted = true;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email.');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least eight characters Please enter your password.');

    await userEvent.type(email, 'not-an-email');
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(submitted).toBe(false);
  });

  it('writes the limit in the reader’s digits in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderForm(() => undefined);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('يجب أن تتكون كلمة المرور من ٨ أحرف على الأقل')).toBeInTheDocument();
  });

  it('submits the parsed values, disabled while it waits, and shows the server’s refusal beside the field it names', async () => {
    await i18n.changeLanguage('en');
    let release: () => void = () => undefined;
    let values: unknown;
    renderForm(async (parsed) => {
      values = parsed;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      throw new ApiError(409, 'auth:email_taken', 'This email is already registered.');
    });
    await userEvent.type(screen.getByLabelText('Email'), '  Sara@Example.SA ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(values).toEqual({ email: 'sara@example.sa', password: 'secret-pass' });
    release();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This email is already registered.');
    expect(screen.getAllByText('This email is already registered.')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a refusal that names no field as the error of the whole form', async () => {
    await i18n.changeLanguage('en');
    renderForm(() => {
      throw new ApiError(429, 'http:rate_limited', 'Too many attempts.');
    });
    await userEvent.type(screen.getByLabelText('Email'), 'sara@example.sa');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a generic failure when the submit fails without a server answer', async () => {
    await i18n.changeLanguage('en');
    renderForm(() => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.type(screen.getByLabelText('Email'), 'sara@example.sa');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again later.');
  });
});
