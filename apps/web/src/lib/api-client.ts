import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import type { z } from 'zod';
import { i18n } from './i18n';
import { readStorage } from './storage';

/** A non-2xx answer: `code` is the server's `area:what` code, `message` is safe to show (already translated). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The parsed error body, for fields a screen acts on (e.g. `requiresVerification`). */
  readonly body: Record<string, unknown>;
  constructor(status: number, code: string, message: string, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  onResponse?: (response: Response) => void;
}

/** With a contract schema the body is parsed by it and typed; a body that breaks the contract is an error. */
interface SchemaOptions<S extends z.ZodType> extends RequestOptions {
  schema: S;
}

/**
 * A 2xx body that does not match the contract: the server and the web disagree. Shown as a generic error and logged
 * with the path and the failing fields (never the body: it may hold personal data).
 */
export class ContractError extends ApiError {
  constructor(path: string, status: number, issues: z.core.$ZodIssue[]) {
    super(status, 'contract:mismatch', i18n.t('common:errors.contract'));
    this.name = 'ContractError';
    console.error(
      `Response of ${path} does not match its contract:`,
      issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`).join('; '),
    );
  }
}

/**
 * JSON fetch against our own API; every call carries the current language so server messages match the UI. Pass the
 * contract's response schema to get the parsed, typed body; without one the body is `unknown` (for calls that only
 * need the status, e.g. a 204).
 */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  options: SchemaOptions<S>,
): Promise<z.output<S>>;
export async function apiFetch(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiFetch(
  path: string,
  options: RequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'ar',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The session cookie is sent too; a stored token also goes as a Bearer header.
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network:error', i18n.t('common:errors.network'));
  }
  options.onResponse?.(response);
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const message =
      typeof body.message === 'string' && body.message
        ? body.message
        : i18n.t('common:errors.http', { status: response.status });
    throw new ApiError(
      response.status,
      typeof body.error === 'string' ? body.error : 'http:error',
      message,
      body,
    );
  }
  if (!options.schema) return data;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new ContractError(path, response.status, parsed.error.issues);
  return parsed.data;
}

/** Like apiFetch, but also hands back the response headers (the session token may come in Authorization). */
export async function apiFetchWithHeaders<S extends z.ZodType>(
  path: string,
  options: SchemaOptions<S>,
): Promise<{ data: z.output<S>; headers: Headers }>;
export async function apiFetchWithHeaders(
  path: string,
  options?: RequestOptions,
): Promise<{ data: unknown; headers: Headers }>;
export async function apiFetchWithHeaders(
  path: string,
  options: RequestOptions & { schema?: z.ZodType } = {},
): Promise<{ data: unknown; headers: Headers }> {
  let headers = new Headers();
  const data = await apiFetch(path, {
    ...options,
    onResponse: (response) => {
      headers = response.headers;
    },
  });
  return { data, headers };
}
