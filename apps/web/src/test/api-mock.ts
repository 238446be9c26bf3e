import { vi } from 'vitest';

type Handler = (url: URL, init: RequestInit | undefined) => unknown | Response | Promise<unknown | Response>;

export const PLANS = [
  { id: 1, name: 'hourly', display_name: 'Hourly', price_cents: 12900, interval: 'hourly', active: true },
  { id: 2, name: 'monthly', display_name: 'Monthly', price_cents: 24900, interval: 'monthly', active: true },
  {
    id: 3,
    name: 'biannual',
    display_name: 'Biannual',
    price_cents: 99900,
    interval: 'biannual',
    active: true,
  },
  { id: 4, name: 'yearly', display_name: 'Yearly', price_cents: 169900, interval: 'yearly', active: true },
];

export const CONFIG = {
  appUrl: 'http://localhost:3000',
  supportEmail: 'help@example.test',
  whatsappNumber: '966511111111',
  office: { ar: 'الرياض، حي العليا', en: 'Olaya, Riyadh' },
  googleSignIn: false,
  appleSignIn: false,
  paymentProvider: 'sandbox',
};

const defaults: Record<string, Handler> = {
  '/api/plans': () => ({ plans: PLANS }),
  '/api/config': () => CONFIG,
};

let handlers: Record<string, Handler> = { ...defaults };

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces (or adds) handlers by path for the current test. */
export function mockApi(overrides: Record<string, Handler>) {
  handlers = { ...handlers, ...overrides };
}

export const fetchMock = vi.fn();

export function installFetchMock() {
  handlers = { ...defaults };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const handler = handlers[url.pathname];
    if (!handler) return json({ error: 'http:not_found', message: 'Not found' }, 404);
    const result = await handler(url, init);
    return result instanceof Response ? result : json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
}
