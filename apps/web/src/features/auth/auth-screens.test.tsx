import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONFIG, json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const SARA = sessionUser({ name: 'Sara' });
/** A signed-in answer of POST /api/auth/login. */
const SIGNED_IN = { user: SARA, token: 't', requiresVerification: false, requiresTwoFactor: false } as const;

async function fillLogin(email = 'sara@example.sa', password = 'secret-pass') {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login screen', () => {
  it('shows the server error on the inline error line, in the page language', async () => {
    mockApi({
      '/api/auth/login': () => json({ error: 'auth:invalid_credentials', message: 'فشل تسجيل الدخول.' }, 401),
    });
    await renderApp('/login', { lng: 'ar' });
    await userEvent.type(await screen.findByLabelText('البريد الإلكتروني'), 'sara@example.sa');
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('فشل تسجيل الدخول.');
  });

  it('goes to /verify-email with the email on a 403 requiresVerification', async () => {
    mockApi({
      '/api/auth/login': () =>
        json({ error: 'auth:verification_required', message: 'Verify', requiresVerification: true }, 403),
    });
    const { router } = await renderApp('/login');
    await fillLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.state).toMatchObject({ email: 'sara@example.sa' });
    expect(screen.getByLabelText('Email')).toHaveValue('sara@example.sa');
  });

  it('leaves resend open on the verify screen when signing in sent no code', async () => {
    mockApi({
      '/api/auth/login': () =>
        json(
          {
            error: 'auth:verification_required',
            message: 'Verify',
            requiresVerification: true,
            resendAfterSeconds: 0,
          },
          403,
        ),
    });
    const { router } = await renderApp('/login');
    await fillLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(await screen.findByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Resend in/ })).toBeNull();
  });

  it("counts down what is left of the server's cooldown after signing in unverified", async () => {
    mockApi({
      '/api/auth/login': () =>
        json(
          {
            error: 'auth:verification_required',
            message: 'Verify',
            requiresVerification: true,
            resendAfterSeconds: 42,
          },
          403,
        ),
    });
    await renderApp('/login');
    await fillLogin();
    expect(await screen.findByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
  });

  it('honours a same-site returnTo and ignores another site', async () => {
    mockApi({
      '/api/auth/login': () => SIGNED_IN,
      '/api/auth/me': () => ({ user: SARA }),
    });
    const { router } = await renderApp('/login?returnTo=/dashboard/settings');
    await fillLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
  });

  it('never follows a returnTo to another site', async () => {
    mockApi({ '/api/auth/login': () => SIGNED_IN });
    const { router } = await renderApp('/login?returnTo=//evil.example/x');
    await fillLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('asks for the second factor and accepts a recovery code', async () => {
    let body: unknown;
    mockApi({
      '/api/auth/login': () => ({ requiresTwoFactor: true, challenge: 'ch-1', requiresVerification: false }),
      '/api/auth/login/2fa': (_u, init) => {
        body = JSON.parse(String(init?.body));
        return { user: SARA, token: 't' };
      },
    });
    const { router } = await renderApp('/login');
    await fillLogin();
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcd-efgh');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(body).toMatchObject({ challenge: 'ch-1', code: 'abcd-efgh' });
  });

  it('when login is paused, emails a login code and sends it with the password', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      '/api/auth/login': (_u, init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        if (!body.unlockCode) {
          return json(
            {
              error: 'auth:too_many_attempts',
              message: 'Too many failed login attempts.',
              retryAfterSeconds: 900,
              unlockAvailable: true,
            },
            429,
          );
        }
        return SIGNED_IN;
      },
      '/api/auth/login/unlock': () => ({
        ok: true,
        message: 'If this email has an account, we sent a code.',
      }),
      '/api/auth/me': () => ({ user: SARA }),
    });
    const { router } = await renderApp('/login');
    await fillLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed login attempts.');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a login code' }));
    expect(await screen.findByText('If this email has an account, we sent a code.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Login code from your email'), '12 34 56');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies.at(-1)).toMatchObject({
      email: 'sara@example.sa',
      password: 'secret-pass',
      unlockCode: '123456',
    });
  });

  it('hides the Google and Apple buttons when the server has neither configured', async () => {
    await renderApp('/login');
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
  });

  it('shows the Apple button when GET /api/config says appleSignIn, and it starts the Apple flow', async () => {
    mockApi({ '/api/config': () => ({ ...CONFIG, appleSignIn: true }) });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    try {
      await renderApp('/register');
      await userEvent.click(await screen.findByRole('button', { name: 'Sign up with Apple' }));
      expect(assign).toHaveBeenCalledWith('/api/auth/apple/redirect?mode=register');
      expect(screen.queryByRole('button', { name: 'Sign up with Google' })).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('says when Apple login failed', async () => {
    await renderApp('/login?apple=error');
    expect(await screen.findByRole('alert')).toHaveTextContent('Apple login failed.');
  });

  it('shows the Google buttons when GET /api/config says googleSignIn', async () => {
    mockApi({ '/api/config': () => ({ ...CONFIG, googleSignIn: true }) });
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('shows the Google error from the query', async () => {
    const { router } = await renderApp('/login?google=error');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google login failed');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens on the 2FA step when Google sends ?twoFactor=1&challenge=', async () => {
    await renderApp('/login?twoFactor=1&challenge=abc');
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
  });
});

describe('register screen', () => {
  it('keeps submit disabled until the terms are accepted and prefills ?email', async () => {
    let body: Record<string, unknown> | undefined;
    mockApi({
      '/api/auth/register': (_u, init) => {
        body = JSON.parse(String(init?.body));
        return json(
          { user: SARA, requiresVerification: true, message: 'Code sent', resendAfterSeconds: 60 },
          201,
        );
      },
    });
    const { router } = await renderApp('/register?email=sara%40example.sa');
    expect(await screen.findByLabelText('Email')).toHaveValue('sara@example.sa');
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Full name'), 'Sara');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.state).toEqual({
      email: 'sara@example.sa',
      password: 'secret-pass',
      message: 'Code sent',
      resendAfterSeconds: 60,
    });
    // Registration sent a code, so resend waits out the server's cooldown.
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(body).toMatchObject({ termsAccepted: true, marketing: false, name: 'Sara' });
  });

  it('prefills the email from router state', async () => {
    const { router } = await renderApp('/login');
    await screen.findByLabelText('Email');
    await act(() =>
      router.navigate('/register', { state: { email: 'from@state.sa', from: 'google-login' } }),
    );
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(await screen.findByLabelText('Email')).toHaveValue('from@state.sa');
  });
});

async function openVerify(state: Record<string, unknown>) {
  const rendered = await renderApp('/login');
  await screen.findByLabelText('Email');
  await act(() => rendered.router.navigate('/verify-email', { state }));
  await screen.findByLabelText('Verification code');
  return rendered;
}

describe('verify email screen', () => {
  it('strips non-digits and cuts the code at six', async () => {
    await openVerify({});
    const code = screen.getByLabelText('Verification code');
    fireEvent.change(code, { target: { value: '12a 3-4567' } });
    expect(code).toHaveValue('123456');
  });

  it('asks for the email and code first', async () => {
    await openVerify({});
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide your email and the 6-digit code.');
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email first.');
  });

  it('counts down 60 seconds after a resend and shows the rate-limited outcome', async () => {
    mockApi({
      '/api/auth/resend-verification': () => ({ ok: true, message: 'sent', resendAfterSeconds: 60 }),
    });
    await openVerify({});
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sara@example.sa' } });
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(
      await screen.findByText('A new verification code has been sent to your email.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Resend in 59 s' }, { timeout: 2000 })).toBeDisabled();
  });

  it.each([
    ['auth:resend_rate_limited', 'You are sending codes too quickly'],
    ['auth:email_failed', 'We could not send the email'],
    ['http:error', 'Unable to resend verification code.'],
  ])('shows the %s outcome of a resend', async (code, text) => {
    mockApi({ '/api/auth/resend-verification': () => json({ error: code, message: 'x' }, 429) });
    await openVerify({});
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sara@example.sa' } });
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('waits out the seconds the server says are left when resend is refused as too quick', async () => {
    mockApi({
      '/api/auth/resend-verification': () =>
        json({ error: 'auth:resend_rate_limited', message: 'x', retryAfterSeconds: 37 }, 429),
    });
    await openVerify({});
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sara@example.sa' } });
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 37 s' })).toBeDisabled();
  });

  it('shows the daily-limit outcome of a resend', async () => {
    await openVerify({});
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sara@example.sa' } });
    mockApi({
      '/api/auth/resend-verification': () => json({ error: 'auth:resend_daily_limit', message: 'x' }, 429),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You have reached today's limit");
  });

  const verifyOk = {
    '/api/auth/verify-email': () => ({ ok: true, message: 'ok', passwordKept: true }) as const,
  };

  async function submitCode() {
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
  }

  it('with the remembered password: logs in and goes to /pricing', async () => {
    mockApi({ ...verifyOk, '/api/auth/login': () => SIGNED_IN });
    const { router } = await openVerify({ email: 'sara@example.sa', password: 'secret-pass' });
    await submitCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(window.localStorage.getItem('mustashar_token')).toBe('t');
  });

  it('with the remembered password but login still needing verification: message and /login', async () => {
    mockApi({
      ...verifyOk,
      '/api/auth/login': () => json({ error: 'x', message: 'm', requiresVerification: true }, 403),
    });
    const { router } = await openVerify({ email: 'sara@example.sa', password: 'secret-pass' });
    await submitCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      message: 'Email verified! Please login manually to continue.',
    });
  });

  it('when the automatic login fails: error and /login', async () => {
    mockApi({ ...verifyOk, '/api/auth/login': () => json({ error: 'x', message: 'Login failed' }, 401) });
    const { router } = await openVerify({ email: 'sara@example.sa', password: 'secret-pass' });
    await submitCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Automatic login failed.')).toBeInTheDocument();
  });

  it('without a password: /login with "Login to continue to payment"', async () => {
    mockApi(verifyOk);
    const { router } = await openVerify({ email: 'sara@example.sa' });
    await submitCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Login to continue to payment')).toBeInTheDocument();
  });

  it("when no password was kept: /forgot-password with the address and the server's explanation", async () => {
    const message =
      'Email verified. This address was registered with more than one password, so none was kept.';
    mockApi({ '/api/auth/verify-email': () => ({ ok: true, message, passwordKept: false }) });
    const { router } = await openVerify({ email: 'sara@example.sa', password: 'secret-pass' });
    await submitCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sara@example.sa');
    expect(window.localStorage.getItem('mustashar_token')).toBeNull();
  });

  it('shows the verification failure', async () => {
    mockApi({
      '/api/auth/verify-email': () =>
        json(
          {
            error: 'auth:invalid_code',
            message: 'Verification failed. Please check the code and try again.',
          },
          400,
        ),
    });
    await openVerify({ email: 'sara@example.sa' });
    await submitCode();
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed.');
  });
});
