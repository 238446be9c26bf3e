import { BillingErrorCode } from '@mustashar/contracts';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { httpsTransport } from './notify.ts';
import { checkWebhookUrl, type Resolver } from './webhook-url.ts';

const publicDns = () => vi.fn<Resolver>(async () => [{ address: '93.184.216.34', family: 4 }]);

/**
 * A webhook is a request our server makes for a user: to any port it could reach mail, database or admin services
 * on a public host. Only HTTPS's own port (443, written or not) is allowed.
 */
describe('webhook URL ports', () => {
  it.each([
    'https://hooks.example.com:8443/pay',
    'https://hooks.example.com:22/pay',
    'https://hooks.example.com:25/pay',
    'https://hooks.example.com:80/pay',
    'https://hooks.example.com:6379/pay',
    'https://93.184.216.34:5432/pay',
    'https://[2606:2800:220:1:248:1893:25c8:1946]:8080/pay',
  ])('refuses %s with the translated port message', async (raw) => {
    const error = await checkWebhookUrl(raw, publicDns()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.status).toBe(400);
    expect(appError.code).toBe(BillingErrorCode.invalidWebhookUrl);
    expect(appError.messageFor('en')).toBe('The webhook URL must use the standard HTTPS port (443).');
    expect(appError.messageFor('ar')).toBe('يجب أن يستخدم رابط الإشعارات منفذ HTTPS المعتاد (443).');
  });

  it('accepts the default port, written or not', async () => {
    expect(await checkWebhookUrl('https://hooks.example.com/pay', publicDns())).toBe(
      'https://hooks.example.com/pay',
    );
    expect(await checkWebhookUrl('https://hooks.example.com:443/pay', publicDns())).toBe(
      'https://hooks.example.com/pay',
    );
  });

  it('the sender refuses a stored URL with another port, before any connection', async () => {
    const send = httpsTransport(2000);
    await expect(send('https://93.184.216.34:8443/hook', '{}', {})).rejects.toThrow('refused webhook target');
  });
});
