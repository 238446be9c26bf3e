import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Locale, TeamErrorCode, type TeamMember, type TeamResponse } from '@mustashar/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { announceChange } from '../../db/changes.ts';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';
import { bilingualEmail } from '../../lib/bilingual-email.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { currentSubscription, ownSubscription, seatsFor } from '../billing/entitlements.ts';
import * as identity from '../identity/index.ts';
import { teamMessages as m, seatLimitMessage } from './messages.ts';
import { teamsJoined } from './repo.ts';

export type TeamDeps = { db: Db; config: Config; clock: Clock; mailer: Mailer; log: FastifyBaseLogger };
export type TeamUser = { id: string; email: string; name: string; locale: Locale };

/** Invitation links stay valid for two weeks. */
const INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;

type Row = typeof teamMembers.$inferSelect;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`team-invite:${payload}`).digest('base64url');
}

/**
 * The invitation token: the invitation's id and expiry, signed with the session secret. No column is needed, and
 * removing the invitation voids the link.
 */
export function inviteToken(secret: string, memberId: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ m: memberId, e: expiresAt.getTime() })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function readInviteToken(secret: string, token: string, now: Date): string | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { m: id, e: exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      m?: unknown;
      e?: unknown;
    };
    if (typeof id !== 'string' || typeof exp !== 'number' || exp < now.getTime()) return null;
    return id;
  } catch {
    return null;
  }
}

async function teamRows(db: Db, ownerId: string) {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.ownerId, ownerId), inArray(teamMembers.role, ['member', 'invited'])))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id));
  const names = await identity.userNames(
    db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  return rows.map((row) => ({ row, name: (row.userId && names.get(row.userId)) ?? null }));
}

function memberView(row: Row, name: string | null): TeamMember {
  return { id: row.id, name, email: row.email, role: row.role };
}

/** The caller's own team, or — when they only belong to someone else's — that one, read-only. */
export async function getTeam(deps: TeamDeps, user: TeamUser): Promise<TeamResponse> {
  const now = deps.clock();
  const current = await currentSubscription(deps.db, user.id, now);
  const ownerId = current?.role === 'member' ? current.ownerId : user.id;
  const [owner] =
    ownerId === user.id
      ? [{ id: user.id, name: user.name, email: user.email }]
      : [await identity.findUserContact(deps.db, ownerId)];
  const rows = await teamRows(deps.db, ownerId);
  const plan = current?.plan ?? null;
  return {
    members: [
      { id: owner!.id, name: owner!.name, email: owner!.email, role: 'owner' },
      ...rows.map(({ row, name }) => memberView(row, name)),
    ],
    seats: { used: 1 + rows.length, total: plan ? seatsFor(plan.name) : 1 },
    canManage: ownerId === user.id,
    planName: plan?.name ?? null,
  };
}

export type TeamSummary = {
  role: 'owner' | 'member';
  ownerId: string;
  ownerEmail: string;
  seatsUsed: number;
  seatsTotal: number;
};

/**
 * For the operator console: the team a user owns (a plan with seats, or members and invitations) or belongs to
 * (the seat they hold now, else the first team they joined), or null when neither.
 */
export async function teamSummary(
  deps: Pick<TeamDeps, 'db' | 'clock'>,
  userId: string,
): Promise<TeamSummary | null> {
  const current = await currentSubscription(deps.db, userId, deps.clock());
  const joined = current?.role === 'member' ? [current.ownerId] : await teamsJoined(deps.db, userId);
  const ownRows = await teamRows(deps.db, userId);
  const ownSeats = current?.role === 'owner' ? seatsFor(current.plan.name) : 1;
  const owns = current?.role !== 'member' && (ownRows.length > 0 || ownSeats > 1);
  const ownerId = owns ? userId : joined[0];
  if (!ownerId) return null;
  const [owner, rows, ownersPlan] = await Promise.all([
    identity.findUserContact(deps.db, ownerId),
    owns ? ownRows : teamRows(deps.db, ownerId),
    owns ? null : ownSubscription(deps.db, ownerId, deps.clock()),
  ]);
  return {
    role: owns ? 'owner' : 'member',
    ownerId,
    ownerEmail: owner?.email ?? '',
    seatsUsed: 1 + rows.length,
    seatsTotal: owns ? ownSeats : ownersPlan ? seatsFor(ownersPlan.plan.name) : 1,
  };
}

export function acceptUrl(config: Config, token: string): string {
  return `${config.appUrl}/team/accept?token=${encodeURIComponent(token)}`;
}

/**
 * The invitee may not know us, and the owner's name is free text (a link or an offer would go out as our official
 * mail to any address), so the inviter is named by the address they proved instead.
 */
function invitationEmail(to: string, locale: Locale, ownerEmail: string, link: string) {
  return bilingualEmail(to, locale, {
    ar: {
      subject: 'دعوة للانضمام إلى فريق في مستشار',
      paragraphs: [
        `دعاك صاحب الحساب ${ownerEmail} للانضمام إلى فريقه في مستشار، لتستخدم اشتراكه في الاستشارات القانونية.`,
        `سجّل الدخول (أو أنشئ حسابًا) بهذا البريد الإلكتروني، ثم افتح الرابط لقبول الدعوة: ${link}`,
        'تنتهي صلاحية الرابط خلال ١٤ يومًا. إن لم تتوقع هذه الدعوة فتجاهل الرسالة.',
      ],
    },
    en: {
      subject: 'Invitation to join a team on Mustashar',
      paragraphs: [
        `${ownerEmail} invited you to their team on Mustashar, to use their legal consultation subscription.`,
        `Log in (or create an account) with this email address, then open the link to accept: ${link}`,
        'The link expires in 14 days. If you did not expect this invitation, ignore this email.',
      ],
    },
  });
}

/**
 * Invites an email address to the caller's subscription: needs a running subscription of their own and a free
 * seat (members and pending invitations count). The invitation is emailed with a signed link.
 */
export async function invite(
  deps: TeamDeps,
  owner: TeamUser,
  email: string,
  locale: Locale,
): Promise<TeamMember> {
  const now = deps.clock();
  const own = await ownSubscription(deps.db, owner.id, now);
  if (!own) throw new AppError(403, TeamErrorCode.subscriptionRequired, m.subscriptionRequired);
  if (email === owner.email.toLowerCase()) throw new AppError(400, TeamErrorCode.selfInvite, m.selfInvite);
  const total = seatsFor(own.plan.name);
  const planNames = { ar: own.plan.displayNameAr, en: own.plan.displayNameEn };

  const row = await deps.db.transaction(async (tx) => {
    // One inviter at a time per owner, so two invitations cannot both take the last seat.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${owner.id}`}))`);
    const taken = await tx
      .select({ id: teamMembers.id, email: teamMembers.email })
      .from(teamMembers)
      .where(and(eq(teamMembers.ownerId, owner.id), inArray(teamMembers.role, ['member', 'invited'])));
    if (taken.some((r) => r.email.toLowerCase() === email)) {
      throw new AppError(409, TeamErrorCode.alreadyInvited, m.alreadyInvited);
    }
    if (1 + taken.length >= total) {
      throw new AppError(409, TeamErrorCode.seatLimit, seatLimitMessage(planNames, total));
    }
    const [inserted] = await tx
      .insert(teamMembers)
      .values({ ownerId: owner.id, email, role: 'invited', createdAt: now })
      .returning();
    announceChange(tx, { kind: 'entitlements' });
    return inserted!;
  });

  const token = inviteToken(deps.config.sessionSecret, row.id, new Date(now.getTime() + INVITE_TTL_MS));
  try {
    await deps.mailer.send(invitationEmail(email, locale, owner.email, acceptUrl(deps.config, token)));
  } catch (err) {
    deps.log.error({ err, memberId: row.id }, 'team invitation email failed');
  }
  return memberView(row, null);
}

/** The signed-in invitee takes their seat; the invitation's email must be theirs. Accepting twice is fine. */
export async function accept(deps: TeamDeps, user: TeamUser, token: string): Promise<{ ownerName: string }> {
  const now = deps.clock();
  const id = readInviteToken(deps.config.sessionSecret, token, now);
  const [row] = id ? await deps.db.select().from(teamMembers).where(eq(teamMembers.id, id)) : [];
  if (!row || row.role === 'owner') throw new AppError(400, TeamErrorCode.invalidInvite, m.invalidInvite);
  if (row.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(403, TeamErrorCode.wrongAccount, m.wrongAccount);
  }
  if (row.ownerId === user.id) throw new AppError(400, TeamErrorCode.selfInvite, m.selfInvite);
  const ownerName = (await identity.findUserContact(deps.db, row.ownerId))?.name ?? '';
  if (row.role === 'member') {
    if (row.userId === user.id) return { ownerName };
    throw new AppError(400, TeamErrorCode.invalidInvite, m.invalidInvite);
  }
  if (!(await ownSubscription(deps.db, row.ownerId, now))) {
    throw new AppError(409, TeamErrorCode.subscriptionRequired, m.ownerSubscriptionEnded);
  }
  // Only a pending invitation turns into a membership (a concurrent accept or removal changes nothing).
  const taken = await deps.db
    .update(teamMembers)
    .set({ userId: user.id, role: 'member' })
    .where(and(eq(teamMembers.id, row.id), eq(teamMembers.role, 'invited')))
    .returning({ id: teamMembers.id });
  announceChange(deps.db, { kind: 'entitlements' });
  if (taken.length === 0) throw new AppError(400, TeamErrorCode.invalidInvite, m.invalidInvite);
  return { ownerName };
}

/** The owner removes a member or an invitation; a member may leave. Anyone else gets "not found". */
export async function remove(deps: TeamDeps, user: TeamUser, id: string): Promise<void> {
  const removed = await deps.db
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.id, id),
        inArray(teamMembers.role, ['member', 'invited']),
        sql`(${teamMembers.ownerId} = ${user.id} or ${teamMembers.userId} = ${user.id})`,
      ),
    )
    .returning({ id: teamMembers.id });
  announceChange(deps.db, { kind: 'entitlements' });
  if (removed.length === 0) throw new AppError(404, TeamErrorCode.memberNotFound, m.memberNotFound);
}
