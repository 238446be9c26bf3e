import {
  type ConsentRecord,
  type ConsentSubject,
  type ConsentUpdate,
  DataRightsErrorCode,
  POLICY_SUBJECTS,
  POLICY_VERSIONS,
} from '@mustashar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { consents } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { dataRightsMessages as m } from './messages.ts';

/**
 * The consent record (ADR 100): one row per decision, never changed, so what the user accepted and when stays
 * provable after later changes. The newest row of each subject is the current state.
 */

export type ConsentDecision = { subject: ConsentSubject; granted: boolean; version?: string };

export async function recordConsents(
  db: Executor,
  userId: string,
  decisions: ConsentDecision[],
  at: Date,
): Promise<void> {
  if (decisions.length === 0) return;
  await db.insert(consents).values(
    decisions.map((d) => ({
      userId,
      subject: d.subject,
      version: d.version ?? '',
      granted: d.granted,
      createdAt: at,
    })),
  );
}

/** What registering records: the terms and privacy policy in force, and the marketing choice made on the form. */
export function registrationConsents(marketing: boolean): ConsentDecision[] {
  return [
    { subject: 'terms', version: POLICY_VERSIONS.terms, granted: true },
    { subject: 'privacy', version: POLICY_VERSIONS.privacy, granted: true },
    { subject: 'marketing', granted: marketing },
  ];
}

export async function consentRecord(db: Db, userId: string): Promise<ConsentRecord> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), desc(consents.id));
  // An account with no record at all (made before the record was kept) is asked too: its acceptance cannot be shown.
  const pending = POLICY_SUBJECTS.filter((subject) => {
    const newest = rows.find((row) => row.subject === subject);
    return !newest?.granted || newest.version !== POLICY_VERSIONS[subject];
  });
  return {
    current: { ...POLICY_VERSIONS },
    pending,
    record: rows.map((row) => ({
      subject: row.subject,
      version: row.version === '' ? null : row.version,
      granted: row.granted,
      at: row.createdAt.toISOString(),
    })),
  };
}

/** Accepting a policy names its version, so an answer to an older text is refused rather than recorded as this one. */
export async function updateConsents(db: Db, userId: string, update: ConsentUpdate, at: Date): Promise<void> {
  const decisions: ConsentDecision[] = [];
  for (const { subject, version } of update.accept ?? []) {
    if (version !== POLICY_VERSIONS[subject])
      throw new AppError(409, DataRightsErrorCode.policyVersionOutdated, m.policyVersionOutdated);
    decisions.push({ subject, version, granted: true });
  }
  if (update.cookies !== undefined) {
    // Only a change is a decision worth a row: the banner may report the same choice from every device.
    const current = await newestOf(db, userId, 'cookies');
    if (current !== update.cookies) decisions.push({ subject: 'cookies', granted: update.cookies });
  }
  await recordConsents(db, userId, decisions, at);
}

async function newestOf(db: Db, userId: string, subject: ConsentSubject): Promise<boolean | null> {
  const [row] = await db
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.subject, subject)))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  return row?.granted ?? null;
}

/** Records a marketing choice changed in settings, when it changed. */
export async function recordMarketingChange(
  db: Db,
  userId: string,
  before: boolean,
  after: boolean,
  at: Date,
) {
  if (before !== after) await recordConsents(db, userId, [{ subject: 'marketing', granted: after }], at);
}

/** A deleted account's consent record (ADR 100's retention). */
export async function deleteConsentsOf(db: Db, userId: string): Promise<void> {
  await db.delete(consents).where(eq(consents.userId, userId));
}
