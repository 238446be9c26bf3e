import type { HelpCategorySlug } from '@mustashar/contracts';
import { CreditCard, LayoutGrid, Rocket, ShieldCheck, Sparkles, UserRound, Wrench } from 'lucide-react';

const ICONS = {
  all: LayoutGrid,
  'getting-started': Rocket,
  billing: CreditCard,
  security: ShieldCheck,
  account: UserRound,
  features: Sparkles,
  technical: Wrench,
} as const;

export function CategoryIcon({ slug, className }: { slug: HelpCategorySlug | 'all'; className?: string }) {
  const Icon = ICONS[slug] ?? LayoutGrid;
  return <Icon aria-hidden="true" className={className} />;
}
