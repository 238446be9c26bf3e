import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BackupExit, lastAppliedMigration, type Migration } from './manifest.ts';

/**
 * PGlite: its own dump of the data directory (a tar), loaded into a new directory on restore. PGlite takes no lock
 * that keeps a second process out, so the marker file it keeps while open (postmaster.pid) is what tells us the app
 * still has the directory open.
 */

export type PgliteState = 'none' | 'closed' | 'open';

export function pgliteState(dataDir: string): PgliteState {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return 'none';
  return existsSync(path.join(dataDir, 'postmaster.pid')) ? 'open' : 'closed';
}

export function openRefusal(dataDir: string): BackupExit {
  return new BackupExit(
    1,
    `the PGlite database in ${dataDir} is open (postmaster.pid is there): stop the app first. ` +
      'If no app is running, it stopped without closing the database: start it once and stop it, then try again.',
  );
}

export async function dumpPglite(dataDir: string, file: string): Promise<Migration | null> {
  const state = pgliteState(dataDir);
  if (state === 'none') throw new BackupExit(2, `there is no PGlite database in ${dataDir} (check DATA_DIR)`);
  if (state === 'open') throw openRefusal(dataDir);
  const client = new PGlite(dataDir);
  try {
    await client.waitReady;
    const lastMigration = await lastAppliedMigration(
      async (statement) => (await client.query(statement)).rows as Record<string, unknown>[],
    );
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return lastMigration;
  } finally {
    await client.close();
  }
}

/** Loads the dump into a new directory beside `dataDir`, then puts it in place; returns where an old one went. */
export async function restorePglite(dataDir: string, file: string, stamp: string): Promise<string | null> {
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const staging = `${dataDir}.restoring-${stamp}`;
  const client = new PGlite(staging, { loadDataDir: await openAsBlob(file) });
  try {
    await client.waitReady;
    await client.close();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  let movedTo: string | null = null;
  // An empty directory (one the app made and never used) goes; anything else is kept beside the new one.
  if (
    existsSync(dataDir) &&
    !(await rmdir(dataDir).then(
      () => true,
      () => false,
    ))
  ) {
    movedTo = `${dataDir}.before-restore-${stamp}`;
    await rename(dataDir, movedTo);
  }
  await rename(staging, dataDir);
  return movedTo;
}
