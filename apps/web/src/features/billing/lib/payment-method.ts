import type { PaymentMethod } from '@mustashar/contracts';

/** The default card is labelled Primary; without one, the first card is. */
export function primaryMethodId(methods: PaymentMethod[]): string | null {
  return (methods.find((m) => m.is_default) ?? methods[0])?.id ?? null;
}
