import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../test/helpers.ts';
import { api, createUser, subscribe, type TestUser } from '../../../test/support/billing.ts';
import type { DatabaseConfig } from '../../config.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { messages, users } from '../../db/schema.ts';
import { runBackupCommand, runRestoreCommand } from './index.ts';
import { connectionFor } from './postgres.ts';

const driver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

const QUESTION = 'هل يحق لصاحب العمل خصم الأجر؟';
const FILE_BYTES = Buffer.from('عقد العمل\nEmployment contract\n');

/** The command's output, kept for the assertions instead of the console. */
function output() {
  const lines: string[] = [];
  return {
    lines,
    out: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  };
}

type Seeded = {
  user: TestUser;
  conversationId: string;
  uploadId: string;
  history: unknown;
  conversation: unknown;
};

/** An account with a paid subscription, a conversation with messages and an uploaded file. */
async function seed(t: TestApp): Promise<Seeded> {
  const user = await createUser(t, 'layla@example.com');
  await subscribe(t, user);
  const created = await api(t, user).post('/api/chat/conversations', { title: 'عقد العمل' });
  expect(created.statusCode, created.body).toBe(201);
  const conversationId: string = created.json().conversation.id;
  await t.app.db.insert(messages).values([
    { conversationId, userId: user.id, sender: 'user', text: QUESTION },
    { conversationId, userId: user.id, sender: 'bot', text: 'لا، إلا في الحالات التي ينص عليها النظام.' },
  ]);
  const body = new FormData();
  body.append('file', new Blob([FILE_BYTES], { type: 'text/plain' }), 'contract.txt');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...sameOrigin, authorization: `Bearer ${user.token}` },
    body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return {
    user,
    conversationId,
    uploadId: uploaded.json().id,
    history: (await api(t, user).get('/api/billing/history')).json(),
    conversation: (await api(t, user).get(`/api/chat/conversations/${conversationId}`)).json(),
  };
}

/** The restored app knows the account (its session too), its conversation, its payment and its file. */
async function expectRestored(t: TestApp, seeded: Seeded) {
  const [row] = await t.app.db.select({ n: count() }).from(users);
  expect(row?.n).toBe(1);
  const conversation = await api(t, seeded.user).get(`/api/chat/conversations/${seeded.conversationId}`);
  expect(conversation.statusCode, conversation.body).toBe(200);
  expect(conversation.json()).toEqual(seeded.conversation);
  expect(JSON.stringify(conversation.json())).toContain(QUESTION);
  const history = await api(t, seeded.user).get('/api/billing/history');
  expect(history.json()).toEqual(seeded.history);
  expect(history.json().payments).toHaveLength(1);
  const file = await t.app.inject({
    url: `/api/uploads/${seeded.uploadId}`,
    headers: { authorization: `Bearer ${seeded.user.token}` },
  });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.equals(FILE_BYTES)).toBe(true);
}

/** Every file under a directory with its bytes, to compare two directories. */
async function contents(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = (await readFile(full)).toString('base64');
  }
  return files;
}

/** A copy of a backup with one byte of its uploaded file changed. */
async function tampered(backup: string, dir: string): Promise<string> {
  const copy = path.join(dir, 'tampered');
  await cp(backup, copy, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(copy, 'manifest.json'), 'utf8'));
  const upload = manifest.files.find((file: { name: string }) => file.name.startsWith('uploads/'));
  const file = path.join(copy, upload.name);
  const bytes = await readFile(file);
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  await writeFile(file, bytes);
  return copy;
}

/** A copy of a backup whose database claims a migration newer than this code's. */
async function fromTheFuture(backup: string, dir: string): Promise<string> {
  const copy = path.join(dir, 'future');
  await cp(backup, copy, { recursive: true });
  const file = path.join(copy, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8'));
  manifest.lastMigration = { tag: '9999_from_the_future', createdAt: manifest.lastMigration.createdAt + 1 };
  await writeFile(file, JSON.stringify(manifest));
  return copy;
}

describe.runIf(driver === 'pglite')('backup and restore on PGlite data directories', () => {
  let dir: string;
  let backup: string;
  let seeded: Seeded;
  const source = () => ({
    database: { driver: 'pglite', dataDir: path.join(dir, 'source', 'pglite') } satisfies DatabaseConfig,
    uploadsDir: path.join(dir, 'source', 'uploads'),
  });
  const target = (name: string) => ({
    database: { driver: 'pglite', dataDir: path.join(dir, name, 'pglite') } satisfies DatabaseConfig,
    uploadsDir: path.join(dir, name, 'uploads'),
  });

  async function appOn(config: ReturnType<typeof source>): Promise<{ t: TestApp; database: DatabaseHandle }> {
    const database = await createDatabase(config.database);
    const t = await createTestApp({ env: { UPLOADS_DIR: config.uploadsDir }, deps: { database } });
    return { t, database };
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mustashar-backup-'));
    backup = path.join(dir, 'backup');
    // The migrated template on disk, as a data directory the app has used.
    await mkdir(path.join(dir, 'source'));
    const template = new PGlite(source().database.dataDir, {
      loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
    });
    await template.waitReady;
    await template.close();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses to back up while the app has the database open, and backs it up once it is stopped', async () => {
    const { t, database } = await appOn(source());
    try {
      seeded = await seed(t);
      const open = output();
      expect(await runBackupCommand(source(), ['--out', backup], open.out)).toBe(1);
      expect(open.lines.join('\n')).toContain('stop the app first');
    } finally {
      await t.close();
      await database.close();
    }
    const { lines, out } = output();
    expect(await runBackupCommand(source(), ['--out', backup], out), lines.join('\n')).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 1,
      driver: 'pglite',
      lastMigration: { tag: expect.any(String) },
    });
    expect(manifest.files.map((file: { name: string }) => file.name)).toEqual([
      'database.tar',
      expect.stringMatching(/^uploads\//),
    ]);
    // An older backup is never overwritten.
    expect(await runBackupCommand(source(), ['--out', backup], output().out)).toBe(1);
  });

  it('restores into a fresh data directory: the account, its conversation, payment and file are all there', async () => {
    const { lines, out } = output();
    expect(await runRestoreCommand(target('restored'), ['--from', backup], out), lines.join('\n')).toBe(0);
    expect(await contents(target('restored').uploadsDir)).toEqual(await contents(source().uploadsDir));
    const { t, database } = await appOn(target('restored'));
    try {
      await expectRestored(t, seeded);
    } finally {
      await t.close();
      await database.close();
    }
  });

  it('refuses a data directory that has a database unless --force, which moves the old one aside', async () => {
    const refused = output();
    expect(await runRestoreCommand(target('restored'), ['--from', backup], refused.out)).toBe(1);
    expect(refused.lines.join('\n')).toContain('already holds a database');
    const { lines, out } = output();
    expect(
      await runRestoreCommand(target('restored'), ['--from', backup, '--force'], out),
      lines.join('\n'),
    ).toBe(0);
    const kept = await readdir(path.join(dir, 'restored'));
    expect(kept.filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
    expect(kept.filter((name) => name.startsWith('uploads.before-restore-'))).toHaveLength(1);
  });

  it('refuses a tampered backup, or one newer than this code, and changes nothing', async () => {
    const bad = output();
    expect(await runRestoreCommand(target('other'), ['--from', await tampered(backup, dir)], bad.out)).toBe(
      1,
    );
    expect(bad.lines.join('\n')).toContain('does not match its checksum');
    const newer = output();
    expect(
      await runRestoreCommand(target('other'), ['--from', await fromTheFuture(backup, dir)], newer.out),
    ).toBe(1);
    expect(newer.lines.join('\n')).toContain('9999_from_the_future');
    expect(existsSync(path.join(dir, 'other'))).toBe(false);
  });

  it('answers a missing argument or a directory that is no backup with exit code 2', async () => {
    expect(await runBackupCommand(source(), [], output().out)).toBe(2);
    expect(await runRestoreCommand(target('other'), ['--from', dir], output().out)).toBe(2);
  });
});

describe('the connection handed to pg_dump and pg_restore', () => {
  it('carries the password in PGPASSWORD, never in the URL on the command line or in messages', () => {
    const connection = connectionFor('postgres://app:s%40cret@db.internal:6543/mustashar?sslmode=require');
    expect(connection.dbname).toBe('postgres://app@db.internal:6543/mustashar?sslmode=require');
    expect(connection.env.PGPASSWORD).toBe('s@cret');
    expect(connection.label).toBe('database "mustashar" on db.internal:6543');
  });
});

describe.runIf(driver === 'postgres')('backup and restore on PostgreSQL', () => {
  let dir: string;
  let backup: string;
  let seeded: Seeded;
  let t: TestApp;
  let fresh: string;

  /** A new, empty database (not even migrated), named so the end of the run drops it with the others. */
  async function newEmptyDatabase(name: string): Promise<string> {
    const admin = process.env.TEST_DATABASE_URL ?? '';
    const database = `${inject('postgresDatabasePrefix')}${name}_${process.pid}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(`create database ${database}`);
    } finally {
      await client.end();
    }
    const url = new URL(admin);
    url.pathname = `/${database}`;
    return url.href;
  }

  async function tableCount(url: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      return rows[0].n;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mustashar-backup-'));
    backup = path.join(dir, 'backup');
    t = await createTestApp({ env: { UPLOADS_DIR: path.join(dir, 'source-uploads') } });
    fresh = await newEmptyDatabase('restore');
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('says what to install when pg_dump is missing, and leaves no half-made backup', async () => {
    const source = { database: t.config.database, uploadsDir: t.config.uploadsDir };
    const missing = path.join(dir, 'no-tools');
    const { PATH } = process.env;
    // The tools are looked up on PATH; the test puts it back.
    process.env.PATH = path.join(dir, 'no-such-bin');
    try {
      const { lines, out } = output();
      expect(await runBackupCommand(source, ['--out', missing], out)).toBe(2);
      expect(lines.join('\n')).toContain('pg_dump was not found');
      expect(lines.join('\n')).toContain('postgresql-client');
    } finally {
      process.env.PATH = PATH;
    }
    expect(existsSync(missing)).toBe(false);
  });

  it.skipIf(!hasPgDump)(
    hasPgDump
      ? 'backs up and restores into a fresh database, refusing a tampered or newer backup and, without --force, one with accounts'
      : 'skipped: pg_dump is not installed (Debian: apt-get install postgresql-client)',
    async () => {
      seeded = await seed(t);
      const source = { database: t.config.database, uploadsDir: t.config.uploadsDir };
      const made = output();
      expect(await runBackupCommand(source, ['--out', backup], made.out), made.lines.join('\n')).toBe(0);
      const manifest = JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8'));
      expect(manifest).toMatchObject({ driver: 'postgres', lastMigration: { tag: expect.any(String) } });

      const target = {
        database: { driver: 'postgres', url: fresh } as const,
        uploadsDir: path.join(dir, 'restored'),
      };
      // Checked before anything is touched: the fresh database stays empty.
      expect(await runRestoreCommand(target, ['--from', await tampered(backup, dir)], output().out)).toBe(1);
      expect(
        await runRestoreCommand(target, ['--from', await fromTheFuture(backup, dir)], output().out),
      ).toBe(1);
      expect(await tableCount(fresh)).toBe(0);
      expect(existsSync(target.uploadsDir)).toBe(false);

      const { lines, out } = output();
      expect(await runRestoreCommand(target, ['--from', backup], out), lines.join('\n')).toBe(0);
      expect(await contents(target.uploadsDir)).toEqual(await contents(t.config.uploadsDir));
      const database = await createDatabase(target.database);
      const restored = await createTestApp({ env: { UPLOADS_DIR: target.uploadsDir }, deps: { database } });
      try {
        await expectRestored(restored, seeded);
      } finally {
        await restored.close();
        await database.close();
      }

      // The database now holds an account: refused without --force; with it, replaced by the backup's contents.
      const refused = output();
      expect(await runRestoreCommand(target, ['--from', backup], refused.out)).toBe(1);
      expect(refused.lines.join('\n')).toContain('already holds accounts');
      const forced = output();
      expect(
        await runRestoreCommand(target, ['--from', backup, '--force'], forced.out),
        forced.lines.join('\n'),
      ).toBe(0);
      // An instance started once on its database (migrated, no accounts) takes a restore without --force.
      const startedOnce = await newEmptyDatabase('started_once');
      const migrated = await createDatabase({ driver: 'postgres', url: startedOnce });
      await migrated.migrate();
      await migrated.close();
      const onStarted = {
        database: { driver: 'postgres', url: startedOnce } as const,
        uploadsDir: path.join(dir, 'u2'),
      };
      const started = output();
      expect(
        await runRestoreCommand(onStarted, ['--from', backup], started.out),
        started.lines.join('\n'),
      ).toBe(0);

      const again = await createDatabase(target.database);
      const reopened = await createTestApp({
        env: { UPLOADS_DIR: target.uploadsDir },
        deps: { database: again },
      });
      try {
        await expectRestored(reopened, seeded);
      } finally {
        await reopened.close();
        await again.close();
      }
    },
  );
});
