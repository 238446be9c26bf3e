import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import * as identity from '../identity/index.ts';
import { BackupExit, lastAppliedMigration, type Migration } from './manifest.ts';

/** PostgreSQL: pg_dump's custom format out, pg_restore in, with the password kept off command lines and output. */

type Connection = { dbname: string; env: NodeJS.ProcessEnv; label: string };

/** The URL without its password (handed to the tools as PGPASSWORD instead), and a name for messages. */
export function connectionFor(url: string): Connection {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const name = decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username);
  return {
    dbname: parsed.href,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    label: `database "${name}" on ${parsed.hostname}:${parsed.port || '5432'}`,
  };
}

const INSTALL_HINT =
  'install the PostgreSQL client tools, of the same major version as the server or newer ' +
  '(Debian/Ubuntu: apt-get install postgresql-client)';

function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new BackupExit(2, `${tool} was not found: ${INSTALL_HINT}`) : error);
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupExit(2, `${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

async function connected<T>(url: string, use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await createDatabase({ driver: 'postgres', url });
  try {
    return await use(database);
  } catch (error) {
    if (error instanceof BackupExit) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new BackupExit(2, `cannot read ${connectionFor(url).label}: ${message}`);
  } finally {
    await database.close();
  }
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export async function dumpPostgres(url: string, file: string): Promise<Migration | null> {
  const lastMigration = await connected(url, (database) =>
    lastAppliedMigration(async (statement) => rowsOf(await database.db.execute(sql.raw(statement)))),
  );
  const connection = connectionFor(url);
  await runTool(
    'pg_dump',
    ['--format=custom', `--file=${file}`, `--dbname=${connection.dbname}`],
    connection.env,
  );
  return lastMigration;
}

/**
 * What the target holds: the app's tables (an instance started once on it, even without accounts) and any account
 * (a database without the app's tables has none).
 */
export async function postgresTarget(url: string): Promise<{ hasTables: boolean; hasUsers: boolean }> {
  return connected(url, async (database) => {
    const [row] = rowsOf(
      await database.db.execute(sql.raw(`select to_regclass('public.users') is not null as present`)),
    );
    const hasTables = Boolean(row?.present);
    return { hasTables, hasUsers: hasTables && (await identity.anyUserExists(database.db)) };
  });
}

/**
 * In one transaction, so a failure leaves the database as it was. Owners and grants are left out: the operator's
 * role on the new server owns what it restores, whatever role owned it on the old one.
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<void> {
  const connection = connectionFor(url);
  await runTool(
    'pg_restore',
    [
      `--dbname=${connection.dbname}`,
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      file,
    ],
    connection.env,
  );
}

export function postgresLabel(url: string): string {
  return connectionFor(url).label;
}
