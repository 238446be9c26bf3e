import { formatMoney, type Locale, vatFromTotalCents } from '@mustashar/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { SANDBOX_CARDS, type SandboxCard, type SandboxOutcome } from './sandbox-provider.ts';

/** The sandbox's hosted payment page: server-rendered, no script (our CSP allows none inline), both themes. */

const TEXT = {
  ar: {
    title: 'صفحة الدفع التجريبية',
    brand: 'مستشار',
    badge: 'بيئة تجريبية — لا تُخصم أي مبالغ',
    order: 'ملخص الطلب',
    plan: 'الباقة',
    orderNumber: 'رقم الطلب',
    transaction: 'رقم العملية',
    subtotal: 'المبلغ قبل الضريبة',
    vat: 'ضريبة القيمة المضافة (١٥٪)',
    total: 'الإجمالي شامل الضريبة',
    card: 'بطاقة اختبار',
    pay: 'ادفع',
    decline: 'رفض البطاقة',
    cancel: 'إلغاء والعودة',
    declineHint: 'يحاكي رفض البنك للبطاقة.',
    saveCard: 'احفظ البطاقة لتجديد الاشتراك تلقائيًا في نهاية كل مدة (يمكنك حذفها أو إلغاء التجديد متى شئت).',
    declinesLater: 'تُقبل الآن وتُرفض عند التجديد',
    decided: 'سُجّلت نتيجة هذه العملية:',
    outcomes: { paid: 'مدفوعة', declined: 'مرفوضة', canceled: 'ملغاة' },
    back: 'العودة إلى المتجر',
    notFoundTitle: 'لم يُعثر على العملية',
    notFound: 'رابط الدفع هذا غير صالح أو انتهت صلاحيته.',
    home: 'الصفحة الرئيسية',
    other: 'English',
  },
  en: {
    title: 'Sandbox payment page',
    brand: 'Mustashar',
    badge: 'Test environment — no money is charged',
    order: 'Order summary',
    plan: 'Plan',
    orderNumber: 'Order number',
    transaction: 'Transaction',
    subtotal: 'Amount before VAT',
    vat: 'VAT (15%)',
    total: 'Total including VAT',
    card: 'Test card',
    pay: 'Pay',
    decline: 'Decline card',
    cancel: 'Cancel and go back',
    declineHint: 'Simulates the bank declining the card.',
    saveCard:
      'Save this card to renew the subscription automatically at the end of each period (remove it or turn renewal off at any time).',
    declinesLater: 'pays now, declines renewals',
    decided: 'This transaction already has an outcome:',
    outcomes: { paid: 'Paid', declined: 'Declined', canceled: 'Canceled' },
    back: 'Back to the store',
    notFoundTitle: 'Transaction not found',
    notFound: 'This payment link is not valid or has expired.',
    home: 'Home',
    other: 'العربية',
  },
} as const;

const CARD_LABELS: Record<SandboxCard, string> = {
  visa: 'Visa',
  mada: 'mada',
  mastercard: 'Mastercard',
  'visa-declines-renewals': 'Visa',
};

const STYLE = `
:root{color-scheme:light dark;--canvas:#f6f8fa;--surface:#fff;--surface-2:#eef3f2;--fg:#0f172a;--muted:#475569;
--border:#dfe6ea;--primary:#0f6a5c;--primary-hover:#0f544b;--primary-fg:#fff;--accent:#e5ae38;--accent-fg:#2b1a05;
--danger:#b42318;--ring:#148270}
@media (prefers-color-scheme:dark){:root{--canvas:#0b1220;--surface:#111a2b;--surface-2:#16223a;--fg:#e7edf5;
--muted:#a3b1c6;--border:#26334d;--primary:#44bca5;--primary-hover:#7cd6c2;--primary-fg:#04201c;--accent:#ebc45d;
--danger:#f97066;--ring:#7cd6c2}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--canvas);color:var(--fg);
font-family:"IBM Plex Sans Arabic",ui-sans-serif,system-ui,"Segoe UI",Tahoma,sans-serif;line-height:1.6}
main{max-width:32rem;margin-inline:auto;padding:2rem 1rem}
header{display:flex;justify-content:space-between;align-items:center;margin-block-end:1.5rem}
.brand{font-weight:700;font-size:1.25rem;color:var(--primary)}
a{color:var(--primary)}
.badge{display:inline-block;background:var(--accent);color:var(--accent-fg);border-radius:999px;padding:.25rem .75rem;
font-size:.85rem;font-weight:600;margin-block-end:1rem}
.card{background:var(--surface);border:1px solid var(--border);border-radius:1rem;padding:1.5rem;
box-shadow:0 1px 2px rgb(0 0 0 / .05)}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1rem;margin:0 0 1rem;color:var(--muted)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:var(--muted)}dd{margin:0;text-align:end;font-variant-numeric:tabular-nums}
.total{display:contents}
.total dt,.total dd{font-weight:700;color:var(--fg);border-block-start:1px solid var(--border);padding-block-start:.5rem}
.ltr{direction:ltr;unicode-bidi:isolate}
fieldset{border:1px solid var(--border);border-radius:.75rem;padding:.75rem 1rem;margin:0 0 1rem}
legend{padding-inline:.25rem;color:var(--muted)}
label{display:flex;gap:.5rem;align-items:center;padding-block:.25rem;cursor:pointer}
button{width:100%;font:inherit;font-weight:600;border-radius:.75rem;padding:.75rem 1rem;cursor:pointer;
border:1px solid transparent}
button:focus-visible,a:focus-visible,input:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
.pay{background:var(--primary);color:var(--primary-fg)}.pay:hover{background:var(--primary-hover)}
.secondary{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;margin-block-start:.75rem}
.decline{background:transparent;color:var(--danger);border-color:var(--danger)}
.cancel{background:var(--surface-2);color:var(--fg);border-color:var(--border)}
.hint{color:var(--muted);font-size:.85rem;margin:.5rem 0 0}
`;

export type SandboxOrderView = {
  transactionNo: string;
  orderNumber: string;
  amountCents: number;
  planNames: { ar: string; en: string };
  outcome: SandboxOutcome | null;
  returnUrl: string;
};

const money = (cents: number, locale: Locale) => formatMoney(cents, locale);

function layout(locale: Locale, title: string, otherHref: string, body: string): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} | ${escapeHtml(t.brand)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><span class="brand">${escapeHtml(t.brand)}</span><a href="${escapeHtml(otherHref)}" lang="${locale === 'ar' ? 'en' : 'ar'}">${escapeHtml(t.other)}</a></header>
${body}
</main>
</body>
</html>`;
}

export function renderSandboxPage(order: SandboxOrderView, locale: Locale): string {
  const t = TEXT[locale];
  const other = locale === 'ar' ? 'en' : 'ar';
  const action = `/sandbox/pay/${encodeURIComponent(order.transactionNo)}`;
  const vat = vatFromTotalCents(order.amountCents);
  const summary = `<dl>
<dt>${escapeHtml(t.plan)}</dt><dd>${escapeHtml(order.planNames[locale])}</dd>
<dt>${escapeHtml(t.orderNumber)}</dt><dd class="ltr">${escapeHtml(order.orderNumber)}</dd>
<dt>${escapeHtml(t.transaction)}</dt><dd class="ltr">${escapeHtml(order.transactionNo)}</dd>
<dt>${escapeHtml(t.subtotal)}</dt><dd>${escapeHtml(money(order.amountCents - vat, locale))}</dd>
<dt>${escapeHtml(t.vat)}</dt><dd>${escapeHtml(money(vat, locale))}</dd>
<div class="total"><dt>${escapeHtml(t.total)}</dt><dd>${escapeHtml(money(order.amountCents, locale))}</dd></div>
</dl>`;

  const actions = order.outcome
    ? `<p>${escapeHtml(t.decided)} <strong>${escapeHtml(t.outcomes[order.outcome])}</strong></p>
<p><a href="${escapeHtml(order.returnUrl)}">${escapeHtml(t.back)}</a></p>`
    : `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="outcome" value="paid">
<input type="hidden" name="lang" value="${locale}">
<fieldset><legend>${escapeHtml(t.card)}</legend>
${(Object.keys(SANDBOX_CARDS) as SandboxCard[])
  .map(
    (card, index) =>
      `<label><input type="radio" name="card" value="${card}"${index === 0 ? ' checked' : ''}> <span class="ltr">${CARD_LABELS[card]} •••• ${SANDBOX_CARDS[card].last4}</span>${card === 'visa-declines-renewals' ? ` <small>(${escapeHtml(t.declinesLater)})</small>` : ''}</label>`,
  )
  .join('\n')}
</fieldset>
<label><input type="checkbox" name="save_card" value="on"> <span>${escapeHtml(t.saveCard)}</span></label>
<button type="submit" class="pay">${escapeHtml(t.pay)} ${escapeHtml(money(order.amountCents, locale))}</button>
</form>
<div class="secondary">
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="declined"><button type="submit" class="decline">${escapeHtml(t.decline)}</button></form>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="canceled"><button type="submit" class="cancel">${escapeHtml(t.cancel)}</button></form>
</div>
<p class="hint">${escapeHtml(t.declineHint)}</p>`;

  return layout(
    locale,
    t.title,
    `${action}?lang=${other}`,
    `<span class="badge">${escapeHtml(t.badge)}</span>
<section class="card" aria-labelledby="order-title">
<h1 id="order-title">${escapeHtml(t.title)}</h1>
<h2>${escapeHtml(t.order)}</h2>
${summary}
${actions}
</section>`,
  );
}

export function renderSandboxNotFound(transactionNo: string, locale: Locale): string {
  const t = TEXT[locale];
  const other = locale === 'ar' ? 'en' : 'ar';
  return layout(
    locale,
    t.notFoundTitle,
    `/sandbox/pay/${encodeURIComponent(transactionNo)}?lang=${other}`,
    `<section class="card"><h1>${escapeHtml(t.notFoundTitle)}</h1><p>${escapeHtml(t.notFound)}</p><p><a href="/">${escapeHtml(t.home)}</a></p></section>`,
  );
}
