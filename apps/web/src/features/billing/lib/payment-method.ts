/** A card the provider reported. */
export interface PaymentMethodView {
  id: string;
  brand: string;
  last4: string;
  name: string | null;
  isDefault: boolean;
  expMonth: number | null;
  expYear: number | null;
}

type Dict = Record<string, unknown>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function normalizeMethods(raw: unknown): PaymentMethodView[] {
  const list = Array.isArray(raw) ? raw : isDict(raw) && Array.isArray(raw.methods) ? raw.methods : [];
  const methods: PaymentMethodView[] = [];
  list.forEach((item: unknown, index) => {
    if (!isDict(item)) return;
    methods.push({
      id: text(item.id) ?? String(index),
      brand: text(item.brand) ?? '',
      last4: text(item.last4) ?? '',
      name: text(item.name),
      isDefault: item.is_default === true || item.isDefault === true || item.default === true,
      expMonth: num(item.expMonth) ?? num(item.exp_month),
      expYear: num(item.expYear) ?? num(item.exp_year),
    });
  });
  return methods;
}

/** The default card is labelled Primary; without one, the first card is. */
export function primaryMethodId(methods: PaymentMethodView[]): string | null {
  return (methods.find((m) => m.isDefault) ?? methods[0])?.id ?? null;
}
