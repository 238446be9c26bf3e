import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleGuard } from '@/test/console-guard';
import { normalizeUser, parseStoredUser } from './normalize-user';
import { useAuth } from './use-auth';

describe('normalizeUser', () => {
  it('reads id from id, userId or user_id, falling back to the email', () => {
    expect(normalizeUser({ id: 7, email: 'a@b.sa' })?.id).toBe('7');
    expect(normalizeUser({ userId: 'u-1' })?.id).toBe('u-1');
    expect(normalizeUser({ user_id: 9 })?.id).toBe('9');
    expect(normalizeUser({ email: 'only@mail.sa' })?.id).toBe('only@mail.sa');
    expect(normalizeUser({ name: 'No id' })).toBeNull();
  });

  it('reads subscriptionActive from subscriptionActive or paid, default false', () => {
    expect(normalizeUser({ id: 1, subscriptionActive: true })?.subscriptionActive).toBe(true);
    expect(normalizeUser({ id: 1, paid: true })?.subscriptionActive).toBe(true);
    expect(normalizeUser({ id: 1 })?.subscriptionActive).toBe(false);
    expect(normalizeUser({ id: 1, subscriptionActive: 'yes' })?.subscriptionActive).toBe(false);
  });

  it('finds the user at the root or nested under user, data.user or account', () => {
    expect(normalizeUser({ user: { id: 1, name: 'Sara' } })).toMatchObject({ id: '1', name: 'Sara' });
    expect(normalizeUser({ data: { user: { id: 2 } } })?.id).toBe('2');
    expect(normalizeUser({ account: { userId: 3, paid: true } })).toMatchObject({
      id: '3',
      subscriptionActive: true,
    });
  });

  it('reads the plan display name from any of its spellings', () => {
    expect(normalizeUser({ id: 1, planDisplayName: 'Pro' })?.planName).toBe('Pro');
    expect(normalizeUser({ id: 1, packageName: 'Yearly' })?.planName).toBe('Yearly');
  });

  it('treats missing or unreadable stored values as signed out', () => {
    expect(parseStoredUser(null)).toBeNull();
    consoleGuard.allow(/unreadable stored user/);
    expect(parseStoredUser('{not json')).toBeNull();
  });
});

describe('useAuth', () => {
  it('throws outside its provider', () => {
    // React reports the render error on the console too.
    consoleGuard.allow(/useAuth must be used within an AuthProvider/);
    consoleGuard.allow(/The above error occurred/);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});
