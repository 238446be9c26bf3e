import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { PaymentProvider } from '../billing/provider.ts';
import { refundPayment } from '../billing/refunds.ts';
import type { ConsoleActor } from './service.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  providers: Partial<Record<'sandbox' | 'paylink', PaymentProvider>>;
};

/** A console refund (ADR 087): billing makes it, the console audits it as `admin.refund` with before and after. */
export async function refund(deps: Deps, actor: ConsoleActor, paymentId: string, reason: string) {
  const result = await refundPayment(deps, actor.id, paymentId, reason);
  await writeAudit(deps.db, {
    userId: actor.id,
    action: 'admin.refund',
    ip: actor.ip,
    detail: {
      targetUserId: result.refund.userId,
      paymentId,
      reason,
      amountCents: result.refund.amountCents,
      kind: result.refund.kind,
      providerRefundId: result.refund.providerRefundId,
      before: result.before,
      after: result.after,
    },
  });
  return result.refund;
}
