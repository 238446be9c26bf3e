import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ driver: 'pglite', dataDir: expect.stringMatching(/data[/\\]pglite$/) });
    expect(config.payment.provider).toBe('sandbox');
    expect(config.llm.provider).toBe('none');
    expect(config.trial).toEqual({
      mode: 'window',
      windowMs: 3_600_000,
      messages: 5,
      minutes: 10,
      newPerAddressPerDay: 20,
    });
    expect(config.env).toBe('development');
    expect(config.logLevel).toBe('info');
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.google).toBeNull();
    expect(config.mail.smtpUrl).toBeNull();
    expect(config.supportEmail).toBe('support@mustashar.sa');
  });

  it('derives APP_URL from PORT and uses DATABASE_URL when given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      PAYMENT_PROVIDER: '',
    });
    expect(config.appUrl).toBe('http://localhost:8080');
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.payment.provider).toBe('sandbox');
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT: expected a number between 1 and 65535');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /^PAYMENT_PROVIDER: expected one of sandbox, paylink/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: expected a URL/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nope' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ TRIAL_NEW_PER_ADDRESS_PER_DAY: '0' })).toThrow(
      /^TRIAL_NEW_PER_ADDRESS_PER_DAY: /,
    );
  });

  it('trusts proxy headers from nobody, everybody, or only the listed proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,proxy.internal' })).toThrow(
      /TRUST_PROXY.*proxy\.internal/,
    );
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^SESSION_SECRET/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        TOTP_ENCRYPTION_KEY: 'y'.repeat(32),
      }).isProduction,
    ).toBe(true);
  });

  it('takes a TOTP encryption key of at least 32 characters, required in production', () => {
    const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(prod)).toThrow(ConfigError);
    expect(() => loadConfig(prod)).toThrow(/^TOTP_ENCRYPTION_KEY: required when NODE_ENV is production/);
    expect(() => loadConfig({ ...prod, TOTP_ENCRYPTION_KEY: '' })).toThrow(/^TOTP_ENCRYPTION_KEY: required/);
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'k'.repeat(31) })).toThrow(
      'TOTP_ENCRYPTION_KEY: expected at least 32 characters',
    );
    expect(() => loadConfig({ ...prod, TOTP_ENCRYPTION_KEY: 'k'.repeat(31) })).toThrow(
      /^TOTP_ENCRYPTION_KEY: expected at least 32 characters/,
    );
    expect(loadConfig({ ...prod, TOTP_ENCRYPTION_KEY: 'k'.repeat(32) }).totpEncryptionKey).toBe(
      'k'.repeat(32),
    );
    // Outside production a fixed development key, not the session secret.
    const dev = loadConfig({ SESSION_SECRET: 'x'.repeat(32) });
    expect(dev.totpEncryptionKey.length).toBeGreaterThanOrEqual(32);
    expect(dev.totpEncryptionKey).toBe(loadConfig({}).totpEncryptionKey);
    expect(dev.totpEncryptionKey).not.toBe(dev.sessionSecret);
    expect(loadConfig({}).totpEncryptionKey).not.toBe(loadConfig({}).sessionSecret);
  });

  it('turns Google sign-in on only with both credentials', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google?.issuer).toBe(
      'https://accounts.google.com',
    );
  });

  it('allows a plain-http Google issuer only on loopback and outside production', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    const prod = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      TOTP_ENCRYPTION_KEY: 'y'.repeat(32),
    };
    expect(loadConfig(google).google?.allowInsecureRequests).toBe(false);
    for (const issuer of ['http://127.0.0.1:3198', 'http://localhost:3198/', 'http://[::1]:3198']) {
      for (const NODE_ENV of ['development', 'test']) {
        expect(loadConfig({ ...google, NODE_ENV, GOOGLE_ISSUER: issuer }).google?.allowInsecureRequests).toBe(
          true,
        );
      }
      expect(() => loadConfig({ ...google, ...prod, GOOGLE_ISSUER: issuer })).toThrow(
        /^GOOGLE_ISSUER: plain http/,
      );
    }
    expect(() => loadConfig({ ...google, GOOGLE_ISSUER: 'http://idp.example.com' })).toThrow(
      /^GOOGLE_ISSUER: plain http/,
    );
    expect(() => loadConfig({ ...google, GOOGLE_ISSUER: 'http://127.0.0.1.example.com' })).toThrow(
      /^GOOGLE_ISSUER/,
    );
    expect(
      loadConfig({ ...google, ...prod, GOOGLE_ISSUER: 'https://127.0.0.1:3198' }).google
        ?.allowInsecureRequests,
    ).toBe(false);
    // Without credentials the issuer is not used, so nothing is checked.
    expect(loadConfig({ ...prod, GOOGLE_ISSUER: 'http://idp.example.com' }).google).toBeNull();
  });

  it('takes the four APPLE_* settings together, or none', () => {
    const key = '-----BEGIN PRIVATE KEY-----\\nMIGT\\n-----END PRIVATE KEY-----';
    const apple = {
      APPLE_CLIENT_ID: 'sa.example.web',
      APPLE_TEAM_ID: 'TEAM',
      APPLE_KEY_ID: 'KEY',
      APPLE_PRIVATE_KEY: key,
    };
    expect(loadConfig({}).apple).toBeNull();
    expect(loadConfig(apple).apple).toMatchObject({
      clientId: 'sa.example.web',
      issuer: 'https://appleid.apple.com',
      privateKey: '-----BEGIN PRIVATE KEY-----\nMIGT\n-----END PRIVATE KEY-----',
    });
    expect(() => loadConfig({ APPLE_CLIENT_ID: 'sa.example.web', APPLE_KEY_ID: 'KEY' })).toThrow(
      /^APPLE_TEAM_ID, APPLE_PRIVATE_KEY: needed with the other APPLE_\* settings/,
    );
    expect(() => loadConfig({ ...apple, APPLE_PRIVATE_KEY: 'not a key' })).toThrow(/^APPLE_PRIVATE_KEY/);
    expect(() => loadConfig({ ...apple, APPLE_ISSUER: 'http://apple.example.com' })).toThrow(
      /^APPLE_ISSUER: plain http/,
    );
  });
});
