import { copyFile, mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../../config.ts';
import {
  appVersion,
  BackupExit,
  describeFile,
  filesUnder,
  knownMigrations,
  MANIFEST_FILE,
  type Manifest,
  type Migration,
  PGLITE_DUMP_FILE,
  POSTGRES_DUMP_FILE,
  readManifest,
  UPLOADS_PREFIX,
  verifyFiles,
} from './manifest.ts';
import { dumpPglite, openRefusal, pgliteState, restorePglite } from './pglite.ts';
import { dumpPostgres, postgresLabel, postgresTarget, restorePostgres } from './postgres.ts';

/** `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts): ADR 093. */

export const BACKUP_USAGE = 'usage: npm run backup -- --out DIR   (DIR must not exist yet, or be empty)';
export const RESTORE_USAGE = 'usage: npm run restore -- --from DIR [--force]';

type Out = { info(line: string): void; error(line: string): void };
export type BackupConfig = Pick<Config, 'database' | 'uploadsDir'>;

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Runs a command body, turning a refusal or a broken environment into its message and exit code. */
async function exitCodeOf(out: Out, body: () => Promise<void>): Promise<number> {
  try {
    await body();
    return 0;
  } catch (error) {
    if (error instanceof BackupExit) {
      out.error(error.message);
      return error.code;
    }
    out.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}

function parse<T extends Record<string, { type: 'string' | 'boolean' }>>(
  argv: string[],
  options: T,
  usage: string,
) {
  try {
    const { values, positionals } = parseArgs({ args: argv, options, strict: true, allowPositionals: true });
    if (positionals.length > 0) throw new Error(`unexpected argument: ${positionals[0]}`);
    return values;
  } catch (error) {
    throw new BackupExit(2, `${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}

function where(config: BackupConfig): string {
  return config.database.driver === 'postgres'
    ? `PostgreSQL ${postgresLabel(config.database.url)}`
    : `PGlite in ${config.database.dataDir}`;
}

export async function runBackupCommand(config: BackupConfig, argv: string[], out: Out): Promise<number> {
  return exitCodeOf(out, async () => {
    const values = parse(argv, { out: { type: 'string' } }, BACKUP_USAGE);
    if (!values.out) throw new BackupExit(2, `--out is required\n${BACKUP_USAGE}`);
    const dir = path.resolve(values.out);
    if (!(await isEmptyOrMissing(dir)))
      throw new BackupExit(
        1,
        `${dir} is not empty: choose a new directory (an older backup is never overwritten)`,
      );
    await mkdir(dir, { recursive: true, mode: 0o700 });
    try {
      await writeBackup(config, dir, out);
    } catch (error) {
      // The directory was new or empty: what is in it now is this run's unfinished work.
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  });
}

async function writeBackup(config: BackupConfig, dir: string, out: Out): Promise<void> {
  // The database first, then the files: an upload made in between is a file with no row (harmless), where the
  // other order would give a row whose file is missing.
  let lastMigration: Migration | null;
  let dumpFile: string;
  const { database } = config;
  if (database.driver === 'postgres') {
    dumpFile = POSTGRES_DUMP_FILE;
    lastMigration = await dumpPostgres(database.url, path.join(dir, dumpFile));
  } else {
    if (!database.dataDir) throw new BackupExit(2, 'PGlite in memory has nothing to back up (set DATA_DIR)');
    dumpFile = PGLITE_DUMP_FILE;
    lastMigration = await dumpPglite(database.dataDir, path.join(dir, dumpFile));
  }
  const uploads = await filesUnder(config.uploadsDir);
  for (const name of uploads) {
    const target = path.join(dir, UPLOADS_PREFIX, name);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await copyFile(path.join(config.uploadsDir, name), target);
  }

  const files = [];
  for (const name of [dumpFile, ...uploads.map((name) => `${UPLOADS_PREFIX}${name}`)])
    files.push(await describeFile(dir, name));
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    appVersion: appVersion(),
    driver: database.driver,
    lastMigration,
    files,
  };
  // Written last: a directory without it is a backup that did not finish.
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  out.info(
    `backed up ${where(config)} (last migration ${lastMigration?.tag ?? 'none'}) and ${uploads.length} uploaded file(s) to ${dir}`,
  );
}

async function refuseNewerMigrations(manifest: Manifest): Promise<void> {
  if (!manifest.lastMigration) return;
  const known = await knownMigrations();
  const newest = known.at(-1);
  if (newest && manifest.lastMigration.createdAt > newest.createdAt)
    throw new BackupExit(
      1,
      `the backup's database has a migration this code does not have (${manifest.lastMigration.tag ?? manifest.lastMigration.createdAt}; ` +
        `this code's newest is ${newest.tag}): restore it with the version of the app that made it, or a newer one`,
    );
}

export async function runRestoreCommand(config: BackupConfig, argv: string[], out: Out): Promise<number> {
  return exitCodeOf(out, async () => {
    const values = parse(argv, { from: { type: 'string' }, force: { type: 'boolean' } }, RESTORE_USAGE);
    if (!values.from) throw new BackupExit(2, `--from is required\n${RESTORE_USAGE}`);
    const dir = path.resolve(values.from);
    const force = values.force === true;
    const { database } = config;

    // Everything about the backup is checked before anything is touched.
    const manifest = await readManifest(dir);
    if (manifest.driver !== database.driver)
      throw new BackupExit(
        1,
        `this backup is of a ${manifest.driver} database and this app is configured for ${database.driver} ` +
          '(DATABASE_URL set: PostgreSQL; unset: PGlite in DATA_DIR)',
      );
    await refuseNewerMigrations(manifest);
    const dumpFile = database.driver === 'postgres' ? POSTGRES_DUMP_FILE : PGLITE_DUMP_FILE;
    if (!manifest.files.some((file) => file.name === dumpFile))
      throw new BackupExit(1, `the backup has no ${dumpFile}; nothing was restored`);
    const uploads = manifest.files.filter((file) => file.name.startsWith(UPLOADS_PREFIX));
    if (manifest.files.length !== uploads.length + 1)
      throw new BackupExit(1, `${MANIFEST_FILE} lists files a backup does not hold; nothing was restored`);
    await verifyFiles(dir, manifest);

    // Then the target: nothing is overwritten without --force. With it, files and PGlite directories are moved
    // aside, never deleted, and a PostgreSQL database's contents are replaced. The app's tables without accounts (an
    // instance started once, migrated, unused) are replaced without --force.
    let replaceTables = force;
    if (database.driver === 'postgres') {
      const found = await postgresTarget(database.url);
      replaceTables ||= found.hasTables;
      if (!force && found.hasUsers)
        throw new BackupExit(
          1,
          `${postgresLabel(database.url)} already holds accounts: restore into a new, empty database, or pass --force to replace its contents`,
        );
    } else {
      if (!database.dataDir)
        throw new BackupExit(2, 'PGlite in memory cannot be restored into (set DATA_DIR)');
      const state = pgliteState(database.dataDir);
      if (state === 'open') throw openRefusal(database.dataDir);
      if (state === 'closed' && !force)
        throw new BackupExit(
          1,
          `${database.dataDir} already holds a database: pass --force to move it aside and restore the backup in its place`,
        );
    }
    const uploadsTaken = !(await isEmptyOrMissing(config.uploadsDir));
    if (uploadsTaken && !force)
      throw new BackupExit(
        1,
        `${config.uploadsDir} already holds files: pass --force to move them aside and restore the backup's in their place`,
      );

    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    if (database.driver === 'postgres') {
      await restorePostgres(database.url, path.join(dir, dumpFile), replaceTables);
      out.info(`restored the database into ${postgresLabel(database.url)}`);
    } else if (database.dataDir) {
      const movedTo = await restorePglite(database.dataDir, path.join(dir, dumpFile), stamp);
      if (movedTo) out.info(`the database that was in ${database.dataDir} is now in ${movedTo}`);
      out.info(`restored the database into ${database.dataDir}`);
    }

    // Only the files the manifest lists (and checked), into a new directory that then takes the old one's place.
    const staging = `${config.uploadsDir}.restoring-${stamp}`;
    for (const file of uploads) {
      const target = path.join(staging, file.name.slice(UPLOADS_PREFIX.length));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await copyFile(path.join(dir, file.name), target);
    }
    await mkdir(staging, { recursive: true, mode: 0o700 });
    if (uploadsTaken) {
      const movedTo = `${config.uploadsDir}.before-restore-${stamp}`;
      await rename(config.uploadsDir, movedTo);
      out.info(`the files that were in ${config.uploadsDir} are now in ${movedTo}`);
    } else {
      await rmdir(config.uploadsDir).catch(() => {});
    }
    await mkdir(path.dirname(config.uploadsDir), { recursive: true });
    await rename(staging, config.uploadsDir);
    out.info(`restored ${uploads.length} uploaded file(s) into ${config.uploadsDir}`);
    out.info(
      `backup of ${manifest.createdAt} (app ${manifest.appVersion}); start the app to apply any newer migrations`,
    );
  });
}
