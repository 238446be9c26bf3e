import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { scrubDatabaseMessage, scrubErrorMessageArgument, serializeError } from './serialize-error.ts';

/** Shaped as pg's DatabaseError (PGlite adds `query` and `params`). */
class DatabaseError extends Error {}
function driverError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new DatabaseError(message), { name: 'error', severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it('keeps a database error’s SQLSTATE and schema names, never its detail, where, query or parameters', () => {
    const cause = driverError('duplicate key value violates unique constraint "users_email_unique"', {
      code: '23505',
      detail: 'Key (email)=(layla@example.com) already exists.',
      where: 'SQL function "f" statement 1: secret-value',
      hint: 'secret hint',
      internalQuery: 'select secret',
      table: 'users',
      constraint: 'users_email_unique',
      schema: 'public',
      routine: '_bt_check_unique',
      query: 'insert into users values ($1, $2)',
      params: ['layla@example.com', '$argon2id$v=19$secret'],
    });
    const wrapper = Object.assign(
      new Error(
        'Failed query: insert into users values ($1, $2)\nparams: layla@example.com,$argon2id$v=19$secret',
      ),
      {
        query: 'insert into users values ($1, $2)',
        params: ['layla@example.com', '$argon2id$v=19$secret'],
        cause,
      },
    );
    const out = serializeError(wrapper);
    const text = JSON.stringify(out);
    for (const secret of ['layla@example.com', '$argon2', 'secret', 'insert into', 'Key (email)']) {
      expect(text).not.toContain(secret);
    }
    expect(out).toMatchObject({
      database: true,
      code: '23505',
      table: 'users',
      constraint: 'users_email_unique',
      message: 'Failed query (its SQL and parameters are not logged)',
      cause: { type: 'DatabaseError', code: '23505', routine: '_bt_check_unique' },
    });
    expect(out.cause?.message).toBe('duplicate key value violates unique constraint "users_email_unique"');
    expect(out.stack).toMatch(/^Error: Failed query \(its SQL and parameters are not logged\)\n\s+at /);
  });

  it('blanks quoted values in a database message but keeps quoted names', () => {
    expect(scrubDatabaseMessage('invalid input syntax for type uuid: "not-a-uuid"')).toBe(
      'invalid input syntax for type uuid: "…"',
    );
    expect(scrubDatabaseMessage('value "123456" is out of range for type integer')).toBe(
      'value "…" is out of range for type integer',
    );
    expect(scrubDatabaseMessage('column "trial_id" of relation "trial_devices" does not exist')).toBe(
      'column "trial_id" of relation "trial_devices" does not exist',
    );
    expect(scrubDatabaseMessage('invalid byte sequence for encoding "UTF8": 0x00')).toBe(
      'invalid byte sequence for encoding "UTF8": 0x00',
    );
  });

  it('keeps an ordinary error’s message and fixed fields, not what a library hung on it', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), {
      code: 'ECONNREFUSED',
      errno: -111,
      syscall: 'connect',
      command: { name: 'eval', args: ['trial:secret-device'] },
    });
    const out = serializeError(error);
    expect(out).toMatchObject({
      type: 'Error',
      message: error.message,
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    expect(JSON.stringify(out)).not.toContain('secret-device');
    // Text around a query error's message is kept up to where the query starts.
    expect(serializeError(new Error('outbox: Failed query: insert … params: 123456')).message).toBe(
      'outbox: Failed query (its SQL and parameters are not logged)',
    );
    expect(serializeError('a thrown string with a secret')).toMatchObject({
      type: 'string',
      message: 'a non-error value was thrown',
    });
  });

  it('as pino’s serializer and hook: log.error(err) and log.error({ err }) carry the scrubbed message', () => {
    const lines: string[] = [];
    const log = pino(
      { serializers: { err: serializeError }, hooks: { logMethod: scrubErrorMessageArgument } },
      { write: (line: string) => void lines.push(line) },
    );
    const error = Object.assign(new Error('Failed query: select 1\nparams: 654321'), { params: ['654321'] });
    log.error(error);
    log.error({ err: error });
    log.error({ err: error }, 'kept as written');
    expect(lines).toHaveLength(3);
    expect(lines.join('')).not.toContain('654321');
    expect(JSON.parse(lines[2]!).msg).toBe('kept as written');
  });
});
