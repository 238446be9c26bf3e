import type { Db } from '../../db/client.ts';
import { forgetAuditAddresses } from '../../lib/audit.ts';
import { deleteTrustedDevices } from '../auth/repo.ts';
import { detachBillingFromPerson } from '../billing/repo.ts';
import { deleteChatOfUser } from '../chat/export.ts';
import * as identity from '../identity/index.ts';
import { deleteTrialAnswersBefore } from '../trial/claim.ts';
import { deleteGuestUploadsBefore, deleteUploadsOfUser } from '../uploads/owned.ts';
import { deleteConsentsOf } from './consent.ts';
import { deleteExportsOf, expireExports } from './service.ts';

/** How long a guest's trial messages and uploads are kept (ADR 100). */
export const GUEST_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Deleted accounts erased per run; the next daily run takes the rest, well within the 30 days promised. */
const PURGE_BATCH = 200;

export type RetentionDeps = { db: Db; uploadsDir: string; exportsDir: string; now: Date };
export type RetentionReport = {
  guestAnswers: number;
  guestUploads: number;
  accountsPurged: number;
  exportsExpired: number;
};

/**
 * What a deleted account still held after its row was anonymised: its conversations (messages, ratings and share
 * links with them), uploads and their files, exports, consent record, remembered browsers, and the addresses in its
 * audit entries. Kept: the anonymised row itself, and payments and invoices (tax law), detached from the person.
 */
export async function purgeDeletedAccount(deps: RetentionDeps, userId: string): Promise<void> {
  await deleteChatOfUser(deps.db, userId);
  await deleteUploadsOfUser(deps.db, deps.uploadsDir, userId);
  await deleteExportsOf(deps.db, deps.exportsDir, userId);
  await deleteConsentsOf(deps.db, userId);
  await deleteTrustedDevices(deps.db, userId);
  await forgetAuditAddresses(deps.db, userId);
  await detachBillingFromPerson(deps.db, userId);
  await identity.markDataPurged(deps.db, userId, deps.now);
}

/** The daily retention run; each step is idempotent, so a repeat or an overlap changes nothing. */
export async function runRetention(deps: RetentionDeps): Promise<RetentionReport> {
  const cutoff = new Date(deps.now.getTime() - GUEST_RETENTION_MS);
  const guestAnswers = await deleteTrialAnswersBefore(deps.db, cutoff);
  const guestUploads = await deleteGuestUploadsBefore(deps.db, deps.uploadsDir, cutoff);
  const accounts = await identity.deletedAccountsToPurge(deps.db, deps.now, PURGE_BATCH);
  for (const userId of accounts) await purgeDeletedAccount(deps, userId);
  const exportsExpired = await expireExports(deps.db, deps.exportsDir, deps.now);
  return { guestAnswers, guestUploads, accountsPurged: accounts.length, exportsExpired };
}
