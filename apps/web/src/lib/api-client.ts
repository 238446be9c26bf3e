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

/** Sends a request to our own API with the current language, the JSON body and the stored token. */
async function send(path: string, options: RequestOptions, accept?: string): Promise<Response> {
  const headers: Record<string, string> = {
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'ar',
  };
  if (accept) headers.Accept = accept;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The session cookie is sent too; a stored token also goes as a Bearer header.
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
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
}

/** The body as JSON, or null when it is empty or not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A non-2xx answer as an ApiError: the server's code and message, or a generic one naming the status. */
function errorOf(status: number, data: unknown): ApiError {
  const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : i18n.t('common:errors.http', { status });
  return new ApiError(status, typeof body.error === 'string' ? body.error : 'http:error', message, body);
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
  const response = await send(path, options, 'application/json');
  const data = await readJson(response);
  if (!response.ok) throw errorOf(response.status, data);
  if (!options.schema) return data;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new ContractError(path, response.status, parsed.error.issues);
  return parsed.data;
}

/** A file the server sent, with the name it gave it. */
export interface ApiFile {
  blob: Blob;
  filename: string;
}

/** The name in a Content-Disposition header (the UTF-8 form first), if it has one. */
function filenameFrom(disposition: string | null): string | null {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;
}

/**
 * Fetches a file (a PDF, DOCX or CSV) from our own API, with the same headers and the same errors as apiFetch;
 * `fallbackName` is used when the server names no file.
 */
export async function apiFetchFile(
  path: string,
  options: RequestOptions & { fallbackName: string },
): Promise<ApiFile> {
  const response = await send(path, options);
  if (!response.ok) throw errorOf(response.status, await readJson(response));
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('content-disposition')) ?? options.fallbackName,
  };
}
