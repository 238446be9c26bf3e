/**
 * Whether an error means the database could not be reached or did not answer in time (the request may succeed
 * later, so it is a 503, not a 500). Drizzle wraps driver errors, so the whole `cause` chain is read.
 */

// SQLSTATEs: query_canceled (statement_timeout), lock_not_available (lock_timeout),
// idle_in_transaction_session_timeout, too_many_connections, and the server shutting down or starting.
const UNAVAILABLE_SQLSTATES = new Set(['57014', '55P03', '25P03', '53300', '57P01', '57P02', '57P03']);
// Class 08: connection exceptions.
const CONNECTION_EXCEPTION = /^08/;
const NETWORK_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// What node-postgres, pg-pool and PGlite say when the server is gone or silent; they carry no code.
const DRIVER_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'timeout expired',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || CONNECTION_EXCEPTION.test(code) || NETWORK_ERRNOS.has(code)) {
        return true;
      }
    }
    if (DRIVER_MESSAGES.some((text) => current instanceof Error && current.message.startsWith(text))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
