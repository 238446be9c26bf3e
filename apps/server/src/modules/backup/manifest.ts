import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** What a backup directory holds besides its files: when, from which code and database, and each file's checksum. */

export const MANIFEST_FILE = 'manifest.json';
export const POSTGRES_DUMP_FILE = 'database.dump';
export const PGLITE_DUMP_FILE = 'database.tar';
export const UPLOADS_PREFIX = 'uploads/';

/** Exit codes of the commands: 1 refused (the backup or the target is not fit), 2 usage or environment. */
export class BackupExit extends Error {
  constructor(
    readonly code: 1 | 2,
    message: string,
  ) {
    super(message);
  }
}

const MigrationSchema = z.object({ tag: z.string().nullable(), createdAt: z.number().int() });
export type Migration = z.infer<typeof MigrationSchema>;

// A name must stay inside the backup directory, whatever a changed manifest says.
const FileName = z
  .string()
  .min(1)
  .refine(
    (name) => !path.posix.isAbsolute(name) && !name.split('/').some((part) => part === '..' || part === ''),
  );

export const ManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  driver: z.enum(['postgres', 'pglite']),
  lastMigration: MigrationSchema.nullable(),
  files: z.array(
    z.object({ name: FileName, size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestFile = Manifest['files'][number];

const migrationsJournal = fileURLToPath(new URL('../../db/migrations/meta/_journal.json', import.meta.url));
const repoDir = fileURLToPath(new URL('../../../../..', import.meta.url));

/** This code's migrations, oldest first, as the migrator records them (by the time each was generated). */
export async function knownMigrations(): Promise<Migration[]> {
  const journal = JSON.parse(await readFile(migrationsJournal, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries
    .map((entry) => ({ tag: entry.tag, createdAt: entry.when }))
    .sort((a, b) => a.createdAt - b.createdAt);
}

type Query = (statement: string) => Promise<Record<string, unknown>[]>;

/** The newest migration the database has applied (null on a database never migrated). */
export async function lastAppliedMigration(query: Query): Promise<Migration | null> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return null;
  const [row] = await query('select max(created_at)::text as created_at from drizzle.__drizzle_migrations');
  if (row?.created_at == null) return null;
  const createdAt = Number(row.created_at);
  const known = (await knownMigrations()).find((migration) => migration.createdAt === createdAt);
  return { tag: known?.tag ?? null, createdAt };
}

/** The commit this code was built from, when it runs from a git checkout. */
export function appVersion(): string {
  try {
    return execFileSync('git', ['-C', repoDir, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** Every regular file under `dir`, as paths relative to it with forward slashes; [] when `dir` does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function describeFile(backupDir: string, name: string): Promise<ManifestFile> {
  const file = path.join(backupDir, name);
  return { name, size: (await stat(file)).size, sha256: await sha256Of(file) };
}

/** Throws (refused) unless every file the manifest lists is there with its size and checksum. */
export async function verifyFiles(backupDir: string, manifest: Manifest): Promise<void> {
  for (const expected of manifest.files) {
    const actual = await describeFile(backupDir, expected.name).catch(() => null);
    if (!actual) throw new BackupExit(1, `${expected.name} is missing from the backup; nothing was restored`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw new BackupExit(
        1,
        `${expected.name} does not match its checksum in ${MANIFEST_FILE}: the backup is damaged or was changed; nothing was restored`,
      );
  }
}

/** Reads and checks the manifest of a backup directory. */
export async function readManifest(backupDir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupExit(
      2,
      `${backupDir} has no ${MANIFEST_FILE}: it is not a backup, or the backup did not finish`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupExit(
      1,
      `${MANIFEST_FILE} is not valid JSON: the backup is damaged; nothing was restored`,
    );
  }
  const manifest = ManifestSchema.safeParse(parsed);
  if (!manifest.success)
    throw new BackupExit(1, `${MANIFEST_FILE} is not a manifest this version reads; nothing was restored`);
  return manifest.data;
}
