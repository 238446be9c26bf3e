import {
  BillingErrorCode,
  type Locale,
  type PaymentMethod,
  type PaymentProviderName,
} from '@mustashar/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { savedCards } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/numbers.ts';
import * as identity from '../identity/index.ts';
import { billingMessages as m } from './messages.ts';
import type { PaymentProvider, SavedCardToken } from './provider.ts';

export type SavedCardRow = typeof savedCards.$inferSelect;

/**
 * Cards saved at the provider with the buyer's consent (the provider holds the card; we hold its token and what
 * is shown of it). The newest consent becomes the default, the card renewals charge.
 */

function view(row: SavedCardRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    name: null,
    is_default: row.isDefault,
    expMonth: row.expMonth,
    expYear: row.expYear,
  };
}

/** A card's last four digits as the language writes them (Arabic-Indic in Arabic), leading zeros kept. */
export function cardDigits(last4: string, locale: Locale): string {
  return locale === 'ar' ? last4.replace(/\d/g, (d) => formatNumber(Number(d), 'ar')) : last4;
}

export async function listCards(db: Db, userId: string): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt));
  return rows.map(view);
}

/**
 * Keeps a card the provider saved on a paid payment, as the user's default. Run inside the activation's
 * transaction (which holds the user's lock), so two activations never leave two defaults. A token already kept
 * changes nothing.
 */
export async function saveCard(
  tx: Executor,
  input: { userId: string; provider: PaymentProviderName; card: SavedCardToken; now: Date },
): Promise<void> {
  const [existing] = await tx
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.provider, input.provider), eq(savedCards.token, input.card.token)));
  if (existing) return;
  await tx
    .update(savedCards)
    .set({ isDefault: false })
    .where(and(eq(savedCards.userId, input.userId), eq(savedCards.isDefault, true)));
  await tx.insert(savedCards).values({
    userId: input.userId,
    provider: input.provider,
    token: input.card.token,
    brand: input.card.brand,
    last4: input.card.last4,
    expMonth: input.card.expMonth,
    expYear: input.card.expYear,
    isDefault: true,
    createdAt: input.now,
  });
}

/** The card a renewal charges: the default one, unless it expired before `at` (then there is none). */
export async function defaultCard(db: Executor, userId: string, at: Date): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.isDefault, true)))
    .limit(1);
  if (!row) return null;
  if (row.expYear && row.expMonth) {
    // A card is good through the last day of its expiry month.
    const expiresAt = Date.UTC(row.expYear, row.expMonth, 1);
    if (expiresAt <= at.getTime()) return null;
  }
  return row;
}

export async function setDefaultCard(db: Db, userId: string, cardId: string): Promise<PaymentMethod[]> {
  await db.transaction(async (tx) => {
    // One change of a user's cards at a time, so two of them never both end up the default.
    await identity.lockUser(tx, userId);
    const [card] = await tx
      .select({ id: savedCards.id })
      .from(savedCards)
      .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
      .for('update');
    if (!card) throw new AppError(404, BillingErrorCode.cardNotFound, m.cardNotFound);
    await tx
      .update(savedCards)
      .set({ isDefault: false })
      .where(and(eq(savedCards.userId, userId), ne(savedCards.id, cardId), eq(savedCards.isDefault, true)));
    await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, cardId));
  });
  return listCards(db, userId);
}

/**
 * Removes a card here and at its provider (best effort there: the token is useless to anyone without our secret
 * key). When it was the default, the newest remaining card becomes the default.
 */
export async function removeCard(
  deps: { db: Db; providers: Partial<Record<PaymentProviderName, PaymentProvider>> },
  userId: string,
  cardId: string,
  onProviderError: (err: unknown) => void,
): Promise<PaymentMethod[]> {
  const removed = await deps.db.transaction(async (tx) => {
    await identity.lockUser(tx, userId);
    const [card] = await tx
      .delete(savedCards)
      .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
      .returning();
    if (!card) throw new AppError(404, BillingErrorCode.cardNotFound, m.cardNotFound);
    if (card.isDefault) {
      const [next] = await tx
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(eq(savedCards.userId, userId))
        .orderBy(desc(savedCards.createdAt))
        .limit(1);
      if (next) await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, next.id));
    }
    return card;
  });
  const provider = deps.providers[removed.provider];
  try {
    await provider?.deleteToken?.(removed.token);
  } catch (err) {
    onProviderError(err);
  }
  return listCards(deps.db, userId);
}
