import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface ChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** A blocking dialog: no close button, Escape and clicks outside do nothing. */
  blocking?: boolean;
  className?: string;
  onOpenAutoFocus?: (event: Event) => void;
}

/** A centred dialog (focus kept inside, returned on close) in the app's look. */
export function ChatDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  blocking,
  className,
  onOpenAutoFocus,
}: ChatDialogProps) {
  const { t } = useTranslation('chat');
  const prevent = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px]" />
        <Dialog.Content
          onEscapeKeyDown={blocking ? prevent : undefined}
          onPointerDownOutside={blocking ? prevent : undefined}
          onInteractOutside={blocking ? prevent : undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          className={cn(
            'fixed start-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2 focus:outline-none',
            className,
          )}
        >
          <Dialog.Title className="pe-8 text-lg font-bold text-fg">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
          {blocking ? null : (
            <Dialog.Close
              aria-label={t('close')}
              className="absolute top-3 end-3 inline-flex size-11 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
