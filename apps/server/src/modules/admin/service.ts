import { ADMIN_PAGE_SIZE, type AdminAuditResponse, type AdminUserDetail } from '@mustashar/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { DEFAULT_PRIVACY } from '../../db/schema.ts';
import { listAudit, writeAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { endAllSessions } from '../auth/service.ts';
import { billingRecord, grantComplimentaryDays } from '../billing/complimentary.ts';
import * as identity from '../identity/index.ts';
import { teamSummary } from '../team/service.ts';
import { trialsClaimedBy } from '../trial/service.ts';

/** Who acts in the console, and from where: every action is audited with both (ADR 085). */
export type ConsoleActor = { id: string; ip: string | null };

type Deps = { db: Db; clock: Clock; config: Config };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Console actions in the audit log: `userId` is who acted; the account acted on, before and after are in detail. */
export function audit(db: Db, actor: ConsoleActor, action: string, detail: Record<string, unknown>) {
  return writeAudit(db, { userId: actor.id, action: `admin.${action}`, ip: actor.ip, detail });
}

export async function searchUsers(db: Db, query: string, page: number) {
  const { rows, total } = await identity.searchUsers(db, query, {
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  });
  return {
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      emailVerified: row.emailVerifiedAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  return (await identity.findActiveUserById(db, userId)) !== undefined;
}

export async function userDetail(deps: Deps, userId: string): Promise<AdminUserDetail | null> {
  const user = await identity.findActiveUserById(deps.db, userId);
  if (!user) return null;
  const [sessions, billing, trials, team] = await Promise.all([
    identity.listSessions(deps.db, userId, deps.clock()),
    billingRecord(deps.db, userId),
    trialsClaimedBy(deps.db, userId, deps.clock()),
    teamSummary(deps, userId),
  ]);
  const methods: ('password' | 'google' | 'apple')[] = [];
  if (user.passwordHash) methods.push('password');
  if (user.googleSub) methods.push('google');
  if (user.appleSub) methods.push('apple');
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      emailVerified: user.emailVerifiedAt !== null,
      createdAt: user.createdAt.toISOString(),
      locale: user.locale === 'en' ? 'en' : 'ar',
      twoFactorEnabled: user.twoFactorEnabled,
      signInMethods: methods,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      pendingEmail: user.pendingEmail,
      disabledAt: iso(user.disabledAt),
    },
    consents: (({ emailMarketing, shareAnalytics, personalizedAds, activityTracking }) => ({
      emailMarketing,
      shareAnalytics,
      personalizedAds,
      activityTracking,
    }))({ ...DEFAULT_PRIVACY, ...user.privacy }),
    trials: trials.map((trial) => ({
      ...trial,
      startedAt: trial.startedAt.toISOString(),
      endsAt: trial.endsAt.toISOString(),
      claimedAt: iso(trial.claimedAt),
    })),
    team,
    sessions: sessions.map((s) => ({
      id: s.id,
      method: s.method,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
    subscriptions: billing.subscriptions.map((s) => ({
      id: s.id,
      planName: s.planName,
      planDisplayNames: { ar: s.planNameAr, en: s.planNameEn },
      status: s.status,
      currentPeriodStart: iso(s.currentPeriodStart),
      currentPeriodEnd: iso(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    })),
    payments: billing.payments.map((p) => ({
      ...p,
      paidAt: iso(p.paidAt),
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** Ends one of the user's sessions; false when the user has no such session. */
export async function endUserSession(db: Db, actor: ConsoleActor, userId: string, sessionId: string) {
  const ended = await identity.deleteSession(db, userId, sessionId);
  if (ended)
    await audit(db, actor, 'session_ended', { targetUserId: userId, before: { sessionId }, after: null });
  return ended;
}

export async function endUserSessions(db: Db, actor: ConsoleActor, userId: string) {
  const before = (await identity.listSessions(db, userId, new Date(0))).length;
  await endAllSessions({ db }, userId);
  await audit(db, actor, 'sessions_ended', {
    targetUserId: userId,
    before: { sessions: before },
    after: { sessions: 0 },
  });
}

export async function complimentaryDays(
  deps: Deps,
  actor: ConsoleActor,
  userId: string,
  days: number,
  planId: number | null,
) {
  const result = await grantComplimentaryDays(deps, userId, days, planId);
  if (!result) return null;
  await audit(deps.db, actor, 'complimentary_days', {
    targetUserId: userId,
    days,
    kind: result.kind,
    before: result.before,
    after: result.after,
  });
  return result;
}

export async function auditPage(
  db: Db,
  filter: { action?: string; actor?: string },
  page: number,
): Promise<AdminAuditResponse> {
  let userId: string | undefined;
  if (filter.actor) {
    userId = await identity.userIdByIdOrEmail(db, filter.actor);
    // An unknown actor matches nothing rather than everything.
    if (!userId) return { entries: [], total: 0, page, pageSize: ADMIN_PAGE_SIZE };
  }
  const { rows, total } = await listAudit(
    db,
    { action: filter.action || undefined, userId },
    { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
  );
  const actors = await identity.userEmails(db, [
    ...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : []))),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actorId: row.userId,
      actorEmail: row.userId ? (actors.get(row.userId) ?? null) : null,
      ip: row.ip,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
