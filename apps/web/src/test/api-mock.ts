import type { Plan, PublicConfig, SessionUser } from '@mustashar/contracts';
import { vi } from 'vitest';
import type { z } from 'zod';
import { API_ROUTES, FILE, type Method } from './api-routes';

type Routes = typeof API_ROUTES;
type Route = keyof Routes & string;

/** `/api/team/:id` → `/api/team/${string}`: the paths a route pattern stands for. */
type PathsOf<R extends string> = R extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${PathsOf<Tail>}`
  : R extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : R;

/** The route a mocked path belongs to: itself when it is one, else every pattern it matches. */
type RouteOf<P extends string> = P extends Route
  ? P
  : { [R in Route]: P extends PathsOf<R> ? R : never }[Route];

/** A success body of the route, as its contract accepts it, for any of its methods. */
type BodyOf<R extends Route> = {
  [M in keyof Routes[R]]: Routes[R][M] extends z.ZodType ? z.input<Routes[R][M]> : never;
}[keyof Routes[R]];

/** A handler answers with the route's contract body, or with a Response (an error, a file, a custom status). */
export type Handler<B = unknown> = (
  url: URL,
  init: RequestInit | undefined,
) => B | Response | Promise<B | Response>;

/**
 * Handlers by path, each typed by its route's contract, so a mock that drifts from what the server sends does not
 * typecheck. A path the route table does not know is an error too.
 */
export type ApiHandlers<K extends string> = {
  [P in K]: [RouteOf<P>] extends [never] ? `not a known API route: ${P}` : Handler<BodyOf<RouteOf<P>>>;
};

/** A signed-in user as /api/auth/me sends it; tests override what they look at. */
export function sessionUser(extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    name: 'Sara Ahmed',
    email: 'sara@example.sa',
    emailVerified: true,
    subscriptionActive: false,
    avatar: null,
    locale: 'en',
    planDisplayName: null,
    ...extra,
  };
}

export const PLANS = [
  plan(1, 'hourly', 'Hourly', 12900),
  plan(2, 'monthly', 'Monthly', 24900),
  plan(3, 'biannual', 'Biannual', 99900),
  plan(4, 'yearly', 'Yearly', 169900),
] satisfies Plan[];

function plan(id: number, interval: Plan['interval'], name: string, priceCents: number): Plan {
  return {
    id,
    name: interval,
    display_name: name,
    display_names: { ar: name, en: name },
    price_cents: priceCents,
    currency: 'SAR',
    interval,
    active: true,
    popular: false,
    description: { ar: '', en: '' },
    features: { ar: [], en: [] },
    // As the catalogue has it: Documents from the six-month plan up.
    includes: interval === 'biannual' || interval === 'yearly' ? ['documents'] : [],
  };
}

export const CONFIG = {
  appUrl: 'http://localhost:3000',
  supportEmail: 'help@example.test',
  whatsappNumber: '966511111111',
  office: { ar: 'الرياض، حي العليا', en: 'Olaya, Riyadh' },
  googleSignIn: false,
  appleSignIn: false,
  paymentProvider: 'sandbox',
  trial: { mode: 'window', durationMs: 3_600_000, messagesLimit: 5 },
  processors: [],
} satisfies PublicConfig;

const defaults: Record<string, Handler> = {
  '/api/plans': () => ({ plans: PLANS }),
  '/api/config': () => CONFIG,
};

let handlers: Record<string, Handler> = { ...defaults };
let drift: string[] = [];

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces (or adds) handlers by path for the current test. */
export function mockApi<const K extends string>(overrides: ApiHandlers<K>) {
  handlers = { ...handlers, ...(overrides as Record<string, Handler>) };
}

/**
 * Unchecked handlers, for the tests of the API client itself (which need routes and bodies the server never has).
 * Every other test uses mockApi.
 */
export function mockApiUnchecked(overrides: Record<string, Handler>) {
  for (const path of Object.keys(overrides)) unchecked.add(path);
  handlers = { ...handlers, ...overrides };
}
const unchecked = new Set<string>();

const patterns = Object.entries(API_ROUTES).map(([route, answers]) => ({
  route,
  answers: answers as Partial<Record<Method, z.ZodType | typeof FILE>>,
  regex: new RegExp(`^${route.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));

function routeFor(path: string) {
  return patterns.find((p) => p.route === path) ?? patterns.find((p) => p.regex.test(path));
}

/** Checks a mocked success body against the route's contract; a mismatch is kept and fails the test afterwards. */
async function check(path: string, method: string, result: unknown) {
  if (unchecked.has(path)) return;
  let body = result;
  if (result instanceof Response) {
    const isJson = result.headers.get('Content-Type')?.includes('application/json');
    if (!result.ok || !isJson) return;
    const text = await result.clone().text();
    body = text ? JSON.parse(text) : null;
  }
  const route = routeFor(path);
  const schema = route?.answers[method as Method];
  if (!route || !schema) {
    drift.push(`${method} ${path}: no such route in test/api-routes.ts`);
    return;
  }
  if (schema === FILE) return;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    drift.push(`${method} ${path}: the mock does not match ${route.route}'s contract: ${issues}`);
  }
}

/** Throws when a mock answered with a body its route's contract rejects (called after each test). */
export function assertMocksMatchContracts() {
  if (drift.length === 0) return;
  const list = drift.join('\n');
  drift = [];
  throw new Error(`API mocks drifted from the contracts:\n${list}`);
}

export const fetchMock = vi.fn();

export function installFetchMock() {
  handlers = { ...defaults };
  drift = [];
  unchecked.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const handler = handlers[url.pathname];
    if (!handler) return json({ error: 'http:not_found', message: 'Not found' }, 404);
    const result = await handler(url, init);
    await check(url.pathname, init?.method ?? 'GET', result);
    return result instanceof Response ? result : json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
}
