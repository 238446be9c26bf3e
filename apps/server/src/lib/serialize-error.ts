/**
 * The log serializer for every `err`: an error as a log line may show it. A failed query's message carries its SQL
 * and parameters (Drizzle: "Failed query: … params: …"), and the driver's error its `detail` ("Failing row contains
 * (…)", "Key (email)=(…)"), `where`, `query` and `params`: password hashes, token hashes, codes, questions. So a
 * database error is logged by its class, SQLSTATE, table, column, constraint and routine only, with a message
 * whose quoted values are blanked; any other error by its class, message and a few fixed fields, never by the
 * properties a library happened to hang on it.
 *
 * Two more rules keep user text out (ADR 013, amended): an error marked with `userTextError` (one thrown on a path
 * that handled a question, such as the answerer or an LLM call, whose provider may quote its input back) is logged
 * without its message or its causes' messages; and an e-mail address in any kept message is blanked.
 */

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  /** SQLSTATE for a database error; the library's or our own code otherwise. */
  code?: string | number;
  database?: true;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
  statusCode?: number;
  status?: number;
  errno?: number;
  syscall?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** The driver's fields that name things in the schema, never a row's values. */
const DATABASE_FIELDS = [
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;
const MAX_DEPTH = 4;
const MAX_AGGREGATED = 5;
const QUERY_NOT_LOGGED = 'Failed query (its SQL and parameters are not logged)';
export const USER_TEXT_NOT_LOGGED = 'message not logged (it may quote user text)';
const MAY_QUOTE_USER_TEXT = Symbol('mustashar.mayQuoteUserText');
// Local part and domain as SMTP servers quote them ("<name@example.com>: Recipient address rejected").
const EMAIL_ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;

/**
 * Marks an error from a path that handled user text (the answerer, an LLM call): it and its causes are logged by
 * class, code and status, never by message. Returns the same error, for `log.error({ err: userTextError(e) })`.
 */
export function userTextError<T>(error: T): T {
  if (error && typeof error === 'object' && Object.isExtensible(error)) {
    Object.defineProperty(error, MAY_QUOTE_USER_TEXT, { value: true, configurable: true });
  }
  return error;
}

type Loose = Error & Record<string, unknown>;

function typeOf(error: Loose): string {
  const constructorName = error.constructor?.name;
  // PGlite's minified classes are named "O" or the like, with `name` "error": say what they are instead.
  if (isDriverError(error) && (!constructorName || constructorName.length < 3)) return 'DatabaseError';
  return constructorName && constructorName !== 'Object' ? constructorName : error.name || 'Error';
}

/** pg's and PGlite's DatabaseError: a severity and a SQLSTATE. */
function isDriverError(error: Loose): boolean {
  return typeof error.severity === 'string' && typeof error.code === 'string' && SQLSTATE.test(error.code);
}

/** Drizzle's wrapper (or anything else that kept the query and its parameters). */
function isQueryError(error: Loose): boolean {
  return 'params' in error || 'query' in error || typeOf(error) === 'DrizzleQueryError';
}

// A quoted name after these words is an identifier from the schema; any other quoted text may be a value.
const IDENTIFIER_BEFORE =
  /\b(relation|column|constraint|table|index|function|type|schema|sequence|trigger|encoding|operator|database|role|view|extension)\s*$/i;

/** Blanks every quoted text in a database message unless it names a table, column, constraint or the like. */
export function scrubDatabaseMessage(message: string): string {
  if (/^Failed query:/.test(message) || /\nparams:/.test(message)) return QUERY_NOT_LOGGED;
  return message.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) =>
    IDENTIFIER_BEFORE.test(message.slice(0, offset)) ? quoted : '"…"',
  );
}

/**
 * A message made by other code around a database message may still hold one: cut it there. An e-mail address (a
 * mail server's refusal names its recipient) is blanked.
 */
function scrubMessage(message: string): string {
  const at = message.search(/Failed query:|\nparams:/);
  const cut = at < 0 ? message : `${message.slice(0, at)}${QUERY_NOT_LOGGED}`;
  return cut.replace(EMAIL_ADDRESS, '<email>');
}

/** The frames only: the stack's first lines repeat the message, which is rewritten. */
function scrubStack(stack: unknown, head: string): string {
  const frames = typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return [head, ...frames].join('\n');
}

function serialize(error: Loose, depth: number, seen: Set<unknown>, userText = false): SerializedError {
  seen.add(error);
  const type = typeOf(error);
  const database = isDriverError(error) || isQueryError(error);
  const quotesUserText = userText || MAY_QUOTE_USER_TEXT in error;
  const rawMessage = typeof error.message === 'string' ? error.message : '';
  // A database error's message is scrubbed by its own rule, so a failed insert of a question stays readable.
  const message = database
    ? scrubDatabaseMessage(rawMessage)
    : quotesUserText
      ? USER_TEXT_NOT_LOGGED
      : scrubMessage(rawMessage);
  const out: SerializedError = { type, message, stack: scrubStack(error.stack, `${type}: ${message}`) };

  if (database) {
    out.database = true;
    if (isDriverError(error)) out.code = error.code as string;
    for (const field of DATABASE_FIELDS) {
      if (typeof error[field] === 'string') out[field] = error[field] as string;
    }
  } else {
    if (typeof error.code === 'string' || typeof error.code === 'number') out.code = error.code;
    if (typeof error.statusCode === 'number') out.statusCode = error.statusCode;
    if (typeof error.status === 'number') out.status = error.status;
    if (typeof error.errno === 'number') out.errno = error.errno;
    if (typeof error.syscall === 'string') out.syscall = error.syscall;
  }

  if (depth < MAX_DEPTH && error.cause instanceof Error && !seen.has(error.cause)) {
    const cause = serialize(error.cause as Loose, depth + 1, seen, quotesUserText);
    out.cause = cause;
    // Drizzle's wrapper has no SQLSTATE of its own: lift its driver error's, so one field says what failed.
    if (database && out.code === undefined && cause.database) {
      for (const field of ['code', ...DATABASE_FIELDS] as const) {
        if (cause[field] !== undefined) Object.assign(out, { [field]: cause[field] });
      }
    }
  }
  if (depth < MAX_DEPTH && Array.isArray(error.errors)) {
    out.errors = error.errors
      .filter((inner): inner is Loose => inner instanceof Error && !seen.has(inner))
      .slice(0, MAX_AGGREGATED)
      .map((inner) => serialize(inner, depth + 1, seen, quotesUserText));
  }
  return out;
}

/** pino's `err` serializer. A value that is neither an error nor error-shaped is logged by its type only. */
export function serializeError(value: unknown): SerializedError {
  if (value instanceof Error) return serialize(value as Loose, 0, new Set());
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
    return serialize(value as Loose, 0, new Set());
  }
  const type = value === null ? 'null' : typeof value;
  return { type, message: 'a non-error value was thrown', stack: `${type}: a non-error value was thrown` };
}

/**
 * pino's `logMethod` hook: `log.error(err)` and `log.error({ err })` would take the raw `err.message` as the line's
 * message, outside the serializer; they get the scrubbed one instead.
 */
export function scrubErrorMessageArgument(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  const [first, second, ...rest] = args;
  let safe = args;
  if (first instanceof Error) {
    safe = [{ err: first }, second ?? serializeError(first).message, ...rest];
  } else if (first && typeof first === 'object' && 'err' in first && typeof second !== 'string') {
    safe = [first, serializeError((first as { err: unknown }).err).message, ...args.slice(1)];
  }
  method.apply(this, safe);
}
