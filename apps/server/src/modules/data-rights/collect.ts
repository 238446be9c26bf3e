import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consents } from '../../db/schema.ts';
import { signInHistoryOf } from '../../lib/audit.ts';
import { listPayments } from '../billing/history.ts';
import { listInvoicesOf } from '../billing/repo.ts';
import { loadChatForDataExport } from '../chat/export.ts';
import * as identity from '../identity/index.ts';
import { listUploadsOf } from '../uploads/owned.ts';

/**
 * Everything the app shows a user about themselves, gathered from each owning module for the copy of their data
 * (ADR 100). Secrets are left out (password hash, two-factor secrets, token hashes): they are ours to keep safe,
 * not data about the person, and a copy must not become a way to take the account.
 */
export async function collectUserData(db: Db, userId: string, now: Date) {
  const user = await identity.findActiveUserById(db, userId);
  if (!user) return null;
  const [chat, uploads, payments, invoices, sessions, signInHistory, consentRows] = await Promise.all([
    loadChatForDataExport(db, userId),
    listUploadsOf(db, userId),
    listPayments(db, userId, true),
    listInvoicesOf(db, userId),
    identity.listSessions(db, userId, now),
    signInHistoryOf(db, userId),
    db
      .select({
        subject: consents.subject,
        version: consents.version,
        granted: consents.granted,
        createdAt: consents.createdAt,
      })
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(asc(consents.createdAt), asc(consents.id)),
  ]);
  return {
    generatedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      name: user.name,
      dateOfBirth: user.dateOfBirth,
      locale: user.locale,
      avatar: user.avatar,
      emailVerifiedAt: user.emailVerifiedAt,
      pendingEmail: user.pendingEmail,
      googleLinked: user.googleSub !== null,
      appleLinked: user.appleSub !== null,
      twoFactorEnabled: user.twoFactorEnabled,
      loginNotifications: user.loginNotifications,
      privacy: user.privacy,
      createdAt: user.createdAt,
    },
    consents: consentRows,
    conversations: chat.conversations,
    answerFeedback: chat.feedback,
    sharedLinks: chat.sharedLinks,
    uploads,
    payments,
    invoices: invoices.map(({ userId: _u, ...invoice }) => invoice),
    sessions: sessions.map((s) => ({
      id: s.id,
      method: s.method,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      expiresAt: s.expiresAt,
    })),
    signInHistory,
  };
}

export type UserData = NonNullable<Awaited<ReturnType<typeof collectUserData>>>;
