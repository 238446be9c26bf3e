import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notLike,
  or,
  sql,
} from 'drizzle-orm';
import { announceChange } from '../../db/changes.ts';
import type { Db, Executor } from '../../db/client.ts';
import { DEFAULT_PRIVACY, emailCodes, type PrivacySettings, users } from '../../db/schema.ts';

/**
 * The account record. Other modules read and change users only through these functions; "active" means not
 * deleted (a deleted account is anonymised and kept, so payments and audit entries still point at it).
 */

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return row;
}

export async function findActiveUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.googleSub, sub), isNull(users.deletedAt)));
  return row;
}

export async function findUserByAppleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.appleSub, sub), isNull(users.deletedAt)));
  return row;
}

export async function insertUser(db: Db, row: NewUser): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  return inserted!;
}

/**
 * Inserts a new pending account, or returns undefined when another registration of the address (or a deleted
 * account) holds it already: parallel registrations meet here, on the unique index of lower(email).
 */
export async function insertPendingUser(db: Db, row: NewUser): Promise<UserRow | undefined> {
  const [inserted] = await db.insert(users).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Changes an account only while it is still pending: a verification in between wins. */
export async function updatePendingUser(
  db: Db,
  userId: string,
  patch: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(patch)
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning();
  if (row) announceChange(db, { kind: 'user', userId });
  return row;
}

/**
 * Verifies a pending account; undefined when it was verified already (only one request does it). `fallbackHash`
 * becomes the password only where the registrations left none (ADR 023).
 */
export async function markEmailVerified(
  db: Db,
  userId: string,
  at: Date,
  fallbackHash: string | null,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      emailVerifiedAt: at,
      ...(fallbackHash ? { passwordHash: sql`coalesce(${users.passwordHash}, ${fallbackHash})` } : {}),
    })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning();
  if (row) announceChange(db, { kind: 'user', userId });
  return row;
}

/**
 * Links a provider identity and verifies the account in one statement; a pending account's password goes with
 * it, since nobody proved the mailbox for it (ADR 023). A verified account keeps its password.
 */
export async function linkProvider(
  db: Db,
  userId: string,
  subject: { googleSub: string } | { appleSub: string },
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...subject,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`,
      passwordHash: sql`case when ${users.emailVerifiedAt} is null then null else ${users.passwordHash} end`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (row) announceChange(db, { kind: 'user', userId });
  return row;
}

export async function updateUser(
  db: Db,
  userId: string,
  patch: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  if (row) announceChange(db, { kind: 'user', userId });
  return row;
}

/** The fields a signed-in user changes from the profile and account settings. */
export type ActiveUserPatch = Partial<
  Pick<
    NewUser,
    | 'name'
    | 'avatar'
    | 'dateOfBirth'
    | 'pendingEmail'
    | 'email'
    | 'emailVerifiedAt'
    | 'passwordHash'
    | 'loginNotifications'
    | 'privacy'
  >
>;

/** Changes an account that is not deleted; undefined when it is gone. */
export async function updateActiveUser(
  db: Db,
  userId: string,
  patch: ActiveUserPatch,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(patch)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  if (row) announceChange(db, { kind: 'user', userId });
  return row;
}

export async function readPrivacy(db: Db, userId: string): Promise<PrivacySettings | undefined> {
  const [row] = await db
    .select({ privacy: users.privacy })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.privacy;
}

/** Whether another account (deleted ones are anonymised, so they never match) already uses this email. */
export async function emailUsedByOther(db: Db, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)));
  return row !== undefined;
}

/**
 * Anonymises an account in one transaction: personal data and secrets go, the row stays so payments and audit
 * entries keep pointing at it. Its codes go too.
 */
export async function anonymiseUser(db: Db, userId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        name: '',
        passwordHash: null,
        avatar: null,
        dateOfBirth: null,
        googleSub: null,
        pendingEmail: null,
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorLastStep: null,
        loginNotifications: false,
        appleSub: null,
        privacy: DEFAULT_PRIVACY,
        deletedAt: at,
      })
      .where(eq(users.id, userId));
    await tx.delete(emailCodes).where(eq(emailCodes.userId, userId));
    announceChange(tx, { kind: 'user', userId });
  });
}

/** Whether any account exists, deleted ones included: a restore refuses to overwrite a database that has any. */
export async function anyUserExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

export type UserContact = Pick<UserRow, 'id' | 'email' | 'name' | 'locale' | 'role'>;

/** Whom to write to about a user's payments and team, deleted or not (a deleted one's address is a dead one). */
export async function findUserContact(db: Executor, userId: string): Promise<UserContact | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Display names by user id; ids with no row are left out. */
export async function userNames(db: Executor, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Locks a user's row until the transaction ends, without blocking rows that only reference it: work that must
 * run one at a time per user (a payment's activation) takes it first.
 */
export async function lockUser(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Records a TOTP time step as used, atomically: a code is accepted once, even by two requests at the same moment.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.twoFactorLastStep} is null or ${users.twoFactorLastStep} < ${step})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

type TwoFactorSecretField = 'twoFactorSecret' | 'twoFactorPendingSecret';

/** Accounts holding a TOTP secret (enrolled or pending) whose sealed value lacks `prefix`. */
export async function usersWithTwoFactorSecretsNotPrefixed(db: Db, prefix: string) {
  const lacks = (column: typeof users.twoFactorSecret | typeof users.twoFactorPendingSecret) =>
    and(isNotNull(column), notLike(column, `${prefix}%`));
  return db
    .select({ id: users.id, secret: users.twoFactorSecret, pending: users.twoFactorPendingSecret })
    .from(users)
    .where(or(lacks(users.twoFactorSecret), lacks(users.twoFactorPendingSecret)));
}

/** Replaces a sealed TOTP secret only if the row still holds `from`, so parallel re-sealers cannot clash. */
export async function replaceTwoFactorSecret(
  db: Db,
  userId: string,
  field: TwoFactorSecretField,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ [field]: to })
    .where(and(eq(users.id, userId), eq(users[field], from)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The operator console's roles (ADR 085); `user` is everyone else. */
export type UserRole = UserRow['role'];

/** Sets an active account's role; returns the role it had, or undefined when no active account has the address. */
export async function setUserRole(
  db: Db,
  email: string,
  role: UserRole,
): Promise<{ id: string; before: UserRole } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)))
      .for('update');
    if (!row) return undefined;
    await tx.update(users).set({ role }).where(eq(users.id, row.id));
    announceChange(tx, { kind: 'user', userId: row.id });
    return { id: row.id, before: row.role };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user an operator names in a filter, by id or by email (any case); undefined when no active user has that
 * email. An id is taken as given: a filter by an unknown id simply matches nothing.
 */
export async function userIdByIdOrEmail(db: Executor, text: string): Promise<string | undefined> {
  return UUID.test(text) ? text.toLowerCase() : (await findActiveUserByEmail(db, text))?.id;
}

/**
 * Active accounts whose email or name contains `query` (any case), or whose id is `query`; newest first, one page
 * and the total.
 */
export async function searchUsers(db: Db, query: string, page: { limit: number; offset: number }) {
  const q = query.trim();
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const isUuid = UUID.test(q);
  const where = and(
    isNull(users.deletedAt),
    q === ''
      ? undefined
      : or(
          sql`${users.email} ilike ${like}`,
          sql`${users.name} ilike ${like}`,
          isUuid ? eq(users.id, q.toLowerCase()) : undefined,
        ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** Email addresses by user id; ids with no row are left out. */
export async function userEmails(db: Executor, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * Disables (`by` is who did it) or enables an active account in one conditional statement: the date it had before,
 * or undefined when it was already in that state (or is gone), so two parallel requests change it once.
 */
export async function setUserDisabled(
  db: Db,
  userId: string,
  change: { disabled: true; at: Date; by: string } | { disabled: false },
): Promise<{ before: Date | null; after: Date | null } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!row || (row.disabledAt !== null) === change.disabled) return undefined;
    const after = change.disabled ? change.at : null;
    await tx
      .update(users)
      .set(
        change.disabled
          ? { disabledAt: change.at, disabledBy: change.by }
          : { disabledAt: null, disabledBy: null },
      )
      .where(eq(users.id, userId));
    announceChange(tx, { kind: 'user', userId });
    return { before: row.disabledAt, after };
  });
}

/** Deleted accounts whose data the retention run has not erased yet, deleted at or before `before`, oldest first. */
export async function deletedAccountsToPurge(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lte(users.deletedAt, before), isNull(users.dataPurgedAt)))
    .orderBy(asc(users.deletedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function markDataPurged(db: Executor, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ dataPurgedAt: at }).where(eq(users.id, userId));
}
