import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render';

describe('contact page', () => {
  it('shows translated validation messages', async () => {
    await renderApp('/contact', { lng: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText('يُرجى إدخال اسمك (حرفان على الأقل).')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال بريد إلكتروني صحيح.')).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم الكامل')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the message and shows the server reply', async () => {
    let body: unknown;
    mockApi({
      '/api/contact': (_url, init) => {
        body = JSON.parse(String(init?.body));
        return { ok: true, message: 'Thanks! We will reply soon.' };
      },
    });
    await renderApp('/contact', { lng: 'en' });
    await userEvent.type(await screen.findByLabelText('Full name'), 'Sara Ahmed');
    await userEvent.type(screen.getByLabelText('Email'), 'sara@example.sa');
    await userEvent.type(screen.getByLabelText('Subject'), 'Billing question');
    await userEvent.type(screen.getByLabelText('Message'), 'How do invoices work for companies?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thanks! We will reply soon.')).toBeInTheDocument();
    expect(body).toMatchObject({ name: 'Sara Ahmed', email: 'sara@example.sa', locale: 'en' });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''));
  });

  it('shows the server error inline', async () => {
    mockApi({
      '/api/contact': () => json({ error: 'http:rate_limited', message: 'Too many messages.' }, 429),
    });
    await renderApp('/contact', { lng: 'en' });
    await userEvent.type(await screen.findByLabelText('Full name'), 'Sara Ahmed');
    await userEvent.type(screen.getByLabelText('Email'), 'sara@example.sa');
    await userEvent.type(screen.getByLabelText('Subject'), 'Billing question');
    await userEvent.type(screen.getByLabelText('Message'), 'How do invoices work for companies?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages.');
  });
});
