import { ASSISTANT_IDS, type AssistantId, type AssistantSummary } from '@mustashar/contracts';
import { Briefcase, FilePen, FileSearch, Gem, Home, Scale, Store, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAssistants } from '../api/get-assistants';
import { ChatDialog } from './chat-dialog';

const ICONS: Record<AssistantId, typeof Gem> = {
  general: Scale,
  labour: Briefcase,
  family: Users,
  commercial: Store,
  real_estate: Home,
  contract_review: FileSearch,
  drafting: FilePen,
};

/** An assistant as listed: the server's names, or only its id when the list could not be fetched. */
type ListedAssistant = Pick<AssistantSummary, 'id'> & Partial<Pick<AssistantSummary, 'name' | 'description'>>;

/** When the list cannot be fetched, the known ids, named from our own texts. */
const KNOWN_ASSISTANTS: ListedAssistant[] = ASSISTANT_IDS.map((id) => ({ id }));

/** The assistant's name in the page's language: the server's, else our own text. */
export function useAssistantName() {
  const { t, i18n } = useTranslation('chat');
  return (assistant: ListedAssistant | AssistantId) => {
    const item: ListedAssistant = typeof assistant === 'string' ? { id: assistant } : assistant;
    const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
    return item.name?.[lng] || t(`gems.names.${item.id}`);
  };
}

/** Explore gems: the specialised assistants; picking one starts a new chat with it. */
export function GemsDialog({
  open,
  onOpenChange,
  current,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: AssistantId;
  onPick: (id: AssistantId) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  const query = useAssistants(open);
  const nameOf = useAssistantName();
  const assistants: ListedAssistant[] | null = query.data ?? (query.isPending ? null : KNOWN_ASSISTANTS);
  return (
    <ChatDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('gems.title')}
      description={t('gems.description')}
      className="max-w-lg"
    >
      {assistants ? (
        <ul className="mt-4 grid gap-2">
          {assistants.map((assistant) => {
            const Icon = ICONS[assistant.id] ?? Gem;
            return (
              <li key={assistant.id}>
                <button
                  type="button"
                  onClick={() => onPick(assistant.id)}
                  aria-current={assistant.id === current ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-xl border p-3 text-start transition-colors hover:border-primary hover:bg-primary-soft/40',
                    assistant.id === current ? 'border-primary bg-primary-soft/40' : 'border-border',
                  )}
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-fg">{nameOf(assistant)}</span>
                    <span className="mt-0.5 block text-sm text-muted">
                      {assistant.description?.[lng] || t(`gems.descriptions.${assistant.id}`)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="flex justify-center py-8 text-primary">
          <Spinner className="size-6" />
        </div>
      )}
    </ChatDialog>
  );
}
