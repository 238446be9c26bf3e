import { PublicConfigSchema } from '@mustashar/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';

describe('GET /api/config', () => {
  it('exposes only the public settings, with a Riyadh office and Google off by default', async () => {
    const t = await createTestApp();
    try {
      const body = PublicConfigSchema.parse((await t.app.inject({ url: '/api/config' })).json());
      expect(body).toEqual({
        appUrl: 'http://mustashar.test',
        supportEmail: 'support@mustashar.sa',
        // No made-up number: unset unless WHATSAPP_NUMBER is.
        whatsappNumber: null,
        office: { ar: expect.stringContaining('الرياض'), en: expect.stringContaining('Riyadh') },
        googleSignIn: false,
        appleSignIn: false,
        paymentProvider: 'sandbox',
        trial: { mode: 'window', durationMs: 3_600_000, messagesLimit: 5 },
        // The embedded defaults send nothing to anyone.
        processors: [],
      });
    } finally {
      await t.close();
    }
  });

  it('gives the trial as configured: minutes of chat, or a window with its messages', async () => {
    const t = await createTestApp({ env: { TRIAL_MODE: 'minutes', TRIAL_MINUTES: '15' } });
    try {
      const res = await t.app.inject({ url: '/api/config' });
      expect(res.json().trial).toEqual({ mode: 'minutes', durationMs: 15 * 60_000, messagesLimit: null });
    } finally {
      await t.close();
    }
    const w = await createTestApp({ env: { TRIAL_WINDOW_MS: '7200000', TRIAL_MESSAGES: '3' } });
    try {
      const res = await w.app.inject({ url: '/api/config' });
      expect(res.json().trial).toEqual({ mode: 'window', durationMs: 7_200_000, messagesLimit: 3 });
    } finally {
      await w.close();
    }
  });

  it('gives the configured WhatsApp number', async () => {
    const t = await createTestApp({ env: { WHATSAPP_NUMBER: '966512345678' } });
    try {
      const res = await t.app.inject({ url: '/api/config' });
      expect(res.json().whatsappNumber).toBe('966512345678');
    } finally {
      await t.close();
    }
  });

  it('turns Google sign-in on when both credentials are set', async () => {
    const t = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' } });
    try {
      const res = await t.app.inject({ url: '/api/config' });
      expect(res.json().googleSignIn).toBe(true);
      expect(res.body).not.toContain('secret');
    } finally {
      await t.close();
    }
  });

  it('lists the outside services that receive personal data, from the configuration', async () => {
    const t = await createTestApp({
      env: {
        LLM_PROVIDER: 'anthropic',
        LLM_MODEL: 'claude-sonnet-4-5',
        LLM_LOCATION: 'United States',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      },
    });
    try {
      const body = PublicConfigSchema.parse((await t.app.inject({ url: '/api/config' })).json());
      expect(body.processors).toEqual([
        { purpose: 'answers', name: 'Anthropic', host: 'api.anthropic.com', location: 'United States' },
        { purpose: 'signIn', name: 'Google', host: 'accounts.google.com', location: null },
      ]);
    } finally {
      await t.close();
    }
  });
});
