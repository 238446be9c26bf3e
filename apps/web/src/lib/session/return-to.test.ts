import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    '/dashboard',
    '/dashboard/billing?tab=invoices#top',
    '/chat?q=a%20b',
    '/help/%D8%A7%D9%84%D8%AF%D9%81%D8%B9',
    '/pricing?plan=a%2Fb',
    '/',
  ])('follows the same-site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['another C0 control', '/\u001b/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['a control character later on', '/dashboard\t'],
    ['backslash', '/\\evil.example'],
    ['backslash later on', '/dashboard\\..\\x'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/x'],
    ['percent-encoded tab', '/%09/evil.example'],
    ['percent-encoded newline', '/%0a/evil.example'],
    ['percent-encoded NUL', '/dashboard%00'],
    ['percent-encoded slash', '/%2F/evil.example'],
    ['percent-encoded backslash', '/%5Cevil.example'],
    ['malformed percent-encoding', '/dashboard%E0%A4%A'],
    ['absolute URL', 'https://evil.example/'],
    ['scheme', 'javascript:alert(1)'],
    ['relative path', 'dashboard'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('gives null for no value', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });

  it('reads back what loginPath wrote', () => {
    const path = '/dashboard/billing?tab=x';
    const returnTo = new URL(loginPath(path), 'http://localhost').searchParams.get('returnTo');
    expect(safeReturnTo(returnTo)).toBe(path);
  });
});
