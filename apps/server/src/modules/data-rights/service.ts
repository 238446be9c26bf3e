import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DATA_EXPORT_COOLDOWN_MS,
  DATA_EXPORT_LINK_MS,
  type DataExportStatus,
  DataRightsErrorCode,
  type Locale,
} from '@mustashar/contracts';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataExports } from '../../db/schema.ts';
import { bilingualEmail } from '../../lib/bilingual-email.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { hashToken, isTokenShaped, newToken } from '../../lib/tokens.ts';
import * as identity from '../identity/index.ts';
import { collectUserData } from './collect.ts';
import { dataRightsMessages as m } from './messages.ts';
import { dataExportPdf } from './pdf.ts';

export type ExportRow = typeof dataExports.$inferSelect;
export type ExportFormat = 'json' | 'pdf';

/** Where an export's two files live: named by the row's id, never by the token (only its hash is kept). */
export function exportFile(dir: string, exportId: string, format: ExportFormat): string {
  return path.join(dir, `${exportId}.${format}`);
}

async function latestExport(db: Db, userId: string): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

function status(row: ExportRow | undefined, now: Date): DataExportStatus {
  if (!row) return { latest: null, nextAllowedAt: null };
  const next = row.createdAt.getTime() + DATA_EXPORT_COOLDOWN_MS;
  const expired = row.status === 'expired' || (row.expiresAt !== null && row.expiresAt <= now);
  return {
    latest: {
      state: row.status === 'ready' && expired ? 'expired' : row.status,
      requestedAt: row.createdAt.toISOString(),
      expiresAt: row.status === 'ready' ? (row.expiresAt?.toISOString() ?? null) : null,
    },
    nextAllowedAt: next > now.getTime() ? new Date(next).toISOString() : null,
  };
}

export async function exportStatus(db: Db, userId: string, now: Date): Promise<DataExportStatus> {
  return status(await latestExport(db, userId), now);
}

/**
 * Records a request and queues its job, one per user per cooldown. The user's row is locked first, so two
 * requests at once cannot both pass the check.
 */
export async function requestExport(
  db: Db,
  userId: string,
  locale: Locale,
  now: Date,
  enqueue: (exportId: string, executor: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<unknown>,
): Promise<DataExportStatus> {
  const row = await db.transaction(async (tx) => {
    await identity.lockUser(tx, userId);
    const [last] = await tx
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    const wait = last ? last.createdAt.getTime() + DATA_EXPORT_COOLDOWN_MS - now.getTime() : 0;
    if (wait > 0) {
      throw new AppError(429, DataRightsErrorCode.exportTooSoon, m.exportTooSoon, {
        retryAfterSeconds: Math.ceil(wait / 1000),
      });
    }
    const [inserted] = await tx.insert(dataExports).values({ userId, locale, createdAt: now }).returning();
    await enqueue(inserted!.id, tx);
    return inserted!;
  });
  return status(row, now);
}

export type ExportDeps = {
  db: Db;
  dir: string;
  appUrl: string;
  clock: () => Date;
  send(message: MailMessage): Promise<void>;
};

function readyEmail(
  to: string,
  locale: Locale,
  name: string,
  links: Record<ExportFormat, string>,
): MailMessage {
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'نسخة بياناتك جاهزة للتنزيل',
      paragraphs: [
        `مرحبًا ${name}،`,
        'أعددنا نسخة من بياناتك كما طلبت. نزّلها من الرابطين التاليين خلال ٢٤ ساعة، ثم تُحذف الملفات:',
        `ملف PDF للقراءة: ${links.pdf}`,
        `الأرشيف الكامل بصيغة JSON: ${links.json}`,
        'لا تشارك هذين الرابطين: من يفتحهما يرى بياناتك. إن لم تطلب هذه النسخة فغيّر كلمة مرورك.',
      ],
    },
    en: {
      subject: 'Your data is ready to download',
      paragraphs: [
        `Hello ${name},`,
        'We prepared the copy of your data you asked for. Download it from these links within 24 hours; then the files are deleted:',
        `Readable PDF: ${links.pdf}`,
        `Complete archive (JSON): ${links.json}`,
        'Do not share these links: whoever opens them sees your data. If you did not ask for this copy, change your password.',
      ],
    },
  });
}

/**
 * The job's work: gathers the data, writes both files, and mails the owner a link with a new token. A repeat after
 * a failure rewrites the files and mails a new token (the old one stops working).
 */
export async function buildExport(deps: ExportDeps, exportId: string): Promise<'sent' | 'skipped'> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (row?.status !== 'preparing') return 'skipped';
  const now = deps.clock();
  const data = await collectUserData(deps.db, row.userId, now);
  if (!data) {
    await deps.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, exportId));
    return 'skipped';
  }
  const locale: Locale = row.locale === 'en' ? 'en' : 'ar';
  await mkdir(deps.dir, { recursive: true, mode: 0o700 });
  await writeFile(exportFile(deps.dir, exportId, 'json'), JSON.stringify(data, null, 2), { mode: 0o600 });
  await writeFile(exportFile(deps.dir, exportId, 'pdf'), await dataExportPdf(data, locale, deps.appUrl), {
    mode: 0o600,
  });
  const token = newToken();
  await deps.db
    .update(dataExports)
    .set({
      tokenHash: hashToken(token),
      readyAt: now,
      expiresAt: new Date(now.getTime() + DATA_EXPORT_LINK_MS),
    })
    .where(eq(dataExports.id, exportId));
  const base = `${deps.appUrl}/api/data-exports/${token}`;
  await deps.send(
    readyEmail(data.profile.email, locale, data.profile.name, { json: `${base}.json`, pdf: `${base}.pdf` }),
  );
  // Ready only once the mail is out: a failed send leaves it preparing, so the retry sends a new link.
  await deps.db.update(dataExports).set({ status: 'ready' }).where(eq(dataExports.id, exportId));
  return 'sent';
}

/** The export a link's token names: 404 for an unknown token, 410 once its 24 hours are over. */
export async function findDownload(db: Db, token: string, now: Date): Promise<ExportRow> {
  const notFound = () => new AppError(404, DataRightsErrorCode.exportNotFound, m.exportNotFound);
  if (!isTokenShaped(token)) throw notFound();
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.tokenHash, hashToken(token)));
  if (!row || row.status === 'preparing' || row.status === 'failed') throw notFound();
  if (row.status === 'expired' || !row.expiresAt || row.expiresAt <= now)
    throw new AppError(410, DataRightsErrorCode.exportExpired, m.exportExpired);
  return row;
}

/** Exports whose link has run out: files deleted, row kept as `expired` (the user's history of requests). */
export async function expireExports(db: Db, dir: string, now: Date): Promise<number> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'expired', tokenHash: null })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  for (const { id } of rows) await removeExportFiles(dir, id);
  return rows.length;
}

export async function removeExportFiles(dir: string, exportId: string): Promise<void> {
  for (const format of ['json', 'pdf'] as const) await rm(exportFile(dir, exportId, format), { force: true });
}

/** A deleted account's exports: files and rows. */
export async function deleteExportsOf(db: Db, dir: string, userId: string): Promise<void> {
  const rows = await db
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ id: dataExports.id });
  for (const { id } of rows) await removeExportFiles(dir, id);
}
