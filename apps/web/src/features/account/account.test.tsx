import type { Profile, SecuritySettings } from '@mustashar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiHandlers, json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { passwordChangeError } from './components/change-password-form';

const SARA = sessionUser({ name: 'Sara' });
const SECURITY: SecuritySettings = {
  twoFactorEnabled: false,
  loginNotifications: true,
  hasPassword: true,
  googleLinked: false,
  appleLinked: false,
  recentProviderSignIn: false,
  recoveryCodesRemaining: 0,
};
/** Signed up with Google: no password yet. */
const GOOGLE_ONLY = { ...SECURITY, hasPassword: false, googleLinked: true };
const PROFILE: Profile = {
  name: 'Sara',
  email: 'sara@example.sa',
  emailVerified: true,
  pendingEmail: null,
  dateOfBirth: null,
  avatar: null,
  memberSince: '2025-01-10T10:00:00.000Z',
};

function signedIn<const K extends string = never>(extra: ApiHandlers<K> = {} as ApiHandlers<K>) {
  mockApi({
    '/api/auth/me': () => ({ user: SARA }),
    '/api/account/security': () => SECURITY,
    '/api/account/privacy': () => ({
      privacy: {
        shareAnalytics: true,
        personalizedAds: false,
        activityTracking: true,
        emailMarketing: false,
      },
    }),
    '/api/profile': () => ({ profile: PROFILE }),
  });
  mockApi(extra);
  return { user: SARA, token: 'tok' };
}

describe('password change', () => {
  it('checks the three password rules in order', () => {
    expect(passwordChangeError('', 'a', 'a')).toBe('security.password.required');
    expect(passwordChangeError('old', 'abcdefgh', 'abcdefgX')).toBe('security.password.mismatch');
    expect(passwordChangeError('old', 'short', 'short')).toBe('security.password.tooShort');
    expect(passwordChangeError('old', 'long-enough', 'long-enough')).toBeNull();
  });

  it('shows them on the security page without calling the server', async () => {
    await renderApp('/dashboard/security', signedIn());
    const submit = await screen.findByRole('button', { name: 'Change password' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
    await userEvent.type(screen.getByLabelText('Current password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New password'), 'abcdefgh');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abcdefgX');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');
  });
});

describe('an account without a password', () => {
  it('sets its first password without being asked for a current one', async () => {
    let body: unknown;
    let security = GOOGLE_ONLY;
    await renderApp(
      '/dashboard/security',
      signedIn({
        '/api/account/security': () => security,
        '/api/account/password': (_u: URL, init?: RequestInit) => {
          body = JSON.parse(String(init?.body));
          security = SECURITY;
          return { ok: true, message: 'Password changed successfully' };
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await userEvent.type(screen.getByLabelText('New password'), 'First-Pass-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'First-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(body).toEqual({ newPassword: 'First-Pass-1', confirmPassword: 'First-Pass-1' }),
    );
    // Once it has one, the usual form with the current password comes back.
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('is deleted with an emailed code', async () => {
    let sent = 0;
    let body: unknown;
    const { router } = await renderApp(
      '/dashboard/settings',
      signedIn({
        '/api/account/security': () => GOOGLE_ONLY,
        '/api/account/delete-code': () => {
          sent += 1;
          return { ok: true, message: 'We emailed you a code to confirm the deletion.' };
        },
        '/api/auth/account': (_u: URL, init?: RequestInit) => {
          body = JSON.parse(String(init?.body));
          return { ok: true, message: 'Account deleted successfully' };
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    await waitFor(() => expect(sent).toBe(1));
    expect(await within(dialog).findByRole('button', { name: 'Send the code again' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Code from your email'), '123456');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(body).toEqual({ code: '123456', confirmText: 'DELETE' });
  });

  it('needs no code right after a fresh Google sign-in', async () => {
    let body: unknown;
    await renderApp(
      '/dashboard/profile',
      signedIn({
        '/api/account/security': () => ({ ...GOOGLE_ONLY, recentProviderSignIn: true }),
        '/api/account': (_u: URL, init?: RequestInit) => {
          body = JSON.parse(String(init?.body));
          return { ok: true, message: 'Account deleted successfully' };
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('You have just logged in with Google or Apple, so no code is needed.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(body).toEqual({ confirmText: 'DELETE' }));
  });
});

describe('login notifications', () => {
  it('applies the toggle at once and reverts it when the server fails', async () => {
    let release: (r: Response) => void = () => {};
    await renderApp(
      '/dashboard/security',
      signedIn({
        '/api/account/login-notifications': () => new Promise<Response>((resolve) => (release = resolve)),
      }),
    );
    const toggle = await screen.findByRole('switch', { name: 'Login notifications' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    release(json({ error: 'http:error', message: 'nope' }, 500));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(await screen.findByText('Failed to update login notifications')).toBeInTheDocument();
  });
});

describe('delete account dialogs', () => {
  it('settings: the button stays disabled until DELETE and the password are given; success goes to /login', async () => {
    let body: unknown;
    const { router } = await renderApp(
      '/dashboard/settings',
      signedIn({
        '/api/auth/account': (_u: URL, init?: RequestInit) => {
          body = JSON.parse(String(init?.body));
          return { ok: true, message: 'Account deleted successfully' };
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'secret-pass');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(body).toEqual({ password: 'secret-pass', confirmText: 'DELETE' });
    expect(window.localStorage.getItem('mustashar_user')).toBeNull();
    expect(window.localStorage.getItem('mustashar_token')).toBeNull();
  });

  it('profile: checks the word first, then the password; a failure keeps the dialog open', async () => {
    await renderApp(
      '/dashboard/profile',
      signedIn({
        '/api/account': () =>
          json({ error: 'account:wrong_password', message: 'Current password is incorrect' }, 403),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please type DELETE to confirm');
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your current password');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('dashboard shell', () => {
  it('sends a guest to /login with returnTo', async () => {
    const { router } = await renderApp('/dashboard/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=/dashboard/settings');
  });

  it('shows the subscription gate on the home page but not on settings', async () => {
    await renderApp('/dashboard', signedIn());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription Required' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByTestId('gate-plan')).toHaveLength(4);
    expect(screen.getByText('All prices include VAT • Cancel anytime')).toBeInTheDocument();
    expect(screen.getAllByText('Guest').length).toBeGreaterThan(0);
  });

  it('welcomes a new Google user with a toast and removes the parameters', async () => {
    const { router } = await renderApp('/dashboard/settings?registered=google&new=true', signedIn());
    expect(await screen.findByText(/Welcome to Mustashar! Your account is ready/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('profile: avatar upload', () => {
  it('refuses a file that is not an image, then previews an image and saves it as a data URL', async () => {
    let saved: Record<string, unknown> | undefined;
    await renderApp(
      '/dashboard/profile',
      signedIn({
        '/api/profile': (_url: URL, init: RequestInit | undefined) => {
          if (init?.method === 'PUT') {
            saved = JSON.parse(String(init.body));
            return { profile: { ...PROFILE, ...saved }, message: 'Profile updated successfully' };
          }
          return { profile: PROFILE };
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const input = screen.getByLabelText('Upload a picture');
    const upload = userEvent.setup({ applyAccept: false });

    await upload.upload(input, new File(['just text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please choose an image file.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).toBeNull();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', {
      type: 'image/png',
    });
    await upload.upload(input, png);
    const preview = await screen.findByRole('img', { name: 'Your profile picture' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText('Please choose an image file.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved?.avatar).toMatch(/^data:image\/png;base64,/));
  });

  it('refuses an image over 1 MB', async () => {
    await renderApp('/dashboard/profile', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload a picture'), big);
    expect(await screen.findByText('The picture must be 1 MB or smaller.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).toBeNull();
  });
});

describe('profile: email change confirmation', () => {
  const pending = { ...PROFILE, pendingEmail: 'new@example.sa' };

  it('asks for the code sent to the new address and applies it', async () => {
    let body: unknown;
    await renderApp(
      '/dashboard/profile',
      signedIn({
        '/api/profile': () => ({ profile: pending }),
        '/api/profile/email/verify': (_url: URL, init: RequestInit | undefined) => {
          body = JSON.parse(String(init?.body));
          return {
            profile: { ...PROFILE, email: 'new@example.sa', pendingEmail: null },
            message: 'Your new email is confirmed.',
          };
        },
      }),
    );
    expect(
      await screen.findByText('We sent a code to new@example.sa. Enter it to confirm your new email.'),
    ).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm email' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Verification code'), '12a3456');
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
    await userEvent.click(confirm);
    await waitFor(() => expect(body).toEqual({ code: '123456' }));
    expect(await screen.findByText('Your new email is confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/We sent a code to new@example.sa/)).toBeNull());
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.sa');
  });

  it('shows the server error when the code is wrong and keeps the form', async () => {
    await renderApp(
      '/dashboard/profile',
      signedIn({
        '/api/profile': () => ({ profile: pending }),
        '/api/profile/email/verify': () =>
          json(
            {
              error: 'auth:invalid_code',
              message: 'Verification failed. Please check the code and try again.',
            },
            400,
          ),
      }),
    );
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification failed. Please check the code and try again.',
    );
    expect(screen.getByText(/We sent a code to new@example.sa/)).toBeInTheDocument();
  });
});

describe('verify email screen', () => {
  it('reads "Email verified successfully! Redirecting..." after a good code', async () => {
    mockApi({
      '/api/auth/verify-email': () => ({
        ok: true,
        message: 'Email verified successfully!',
        passwordKept: true,
      }),
      '/api/auth/login': () => new Promise(() => {}),
    });
    const { router } = await renderApp('/verify-email');
    await act(() =>
      router.navigate('/verify-email', { state: { email: 'sara@example.sa', password: 'secret-pass' } }),
    );
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    // On the form's status line, not only in a toast; the server's shorter text is not used.
    expect(
      await screen.findByText('Email verified successfully! Redirecting...', {
        selector: 'p[role="status"]',
      }),
    ).toBeInTheDocument();
  });
});
