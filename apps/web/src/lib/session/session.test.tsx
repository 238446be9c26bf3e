import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleGuard } from '@/test/console-guard';
import { readStoredUser } from './stored-user';
import { useAuth } from './use-auth';

describe('readStoredUser', () => {
  it('reads the user as this version stores it', () => {
    const user = {
      id: 'u1',
      name: 'Sara',
      email: 'sara@example.sa',
      emailVerified: true,
      subscriptionActive: true,
      avatar: null,
      locale: 'en',
      planDisplayName: 'Yearly',
    };
    expect(readStoredUser(JSON.stringify(user))).toEqual(user);
  });

  it('upgrades the shape an earlier version stored (planName, no locale or emailVerified)', () => {
    expect(readStoredUser(JSON.stringify({ id: 'u1', subscriptionActive: false, planName: 'Pro' }))).toEqual({
      id: 'u1',
      name: '',
      email: '',
      emailVerified: true,
      subscriptionActive: false,
      avatar: null,
      locale: 'ar',
      planDisplayName: 'Pro',
    });
  });

  it('treats a missing, unreadable or unknown value as signed out', () => {
    expect(readStoredUser(null)).toBeNull();
    expect(readStoredUser(JSON.stringify({ name: 'No id', subscriptionActive: true }))).toBeNull();
    expect(readStoredUser(JSON.stringify({ id: 'u1' }))).toBeNull();
    consoleGuard.allow(/unreadable stored user/);
    expect(readStoredUser('{not json')).toBeNull();
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
