import { type AnswerFeedback, CHAT_LIMITS, FEEDBACK_REASONS } from '@mustashar/contracts';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  CheckboxFormField,
  Form,
  FormError,
  FormField,
  FormItem,
  FormMessage,
  TextareaFormField,
} from '@/components/ui/form';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { rateAnswer, withdrawRating } from '../api/answer-feedback';
import { ChatDialog } from './chat-dialog';

const DownSchema = z.object({
  reason: z.enum(FEEDBACK_REASONS),
  comment: z.string().trim().max(CHAT_LIMITS.feedbackCommentChars),
  includeQuestion: z.boolean(),
});

interface AnswerFeedbackProps {
  /** The stored answer's id. */
  messageId: string;
  feedback?: AnswerFeedback;
  onChange: (feedback: AnswerFeedback | undefined) => void;
}

const thumbClass = (pressed: boolean) =>
  cn(
    'inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-50',
    pressed && 'bg-surface-2 text-primary',
  );

/** Thumbs up and down on an answer; down asks why, and whether to send the question with it (off by default). */
export function AnswerFeedbackButtons({ messageId, feedback, onChange }: AnswerFeedbackProps) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const rating = feedback?.rating;

  const thumbsUp = async () => {
    setBusy(true);
    try {
      if (rating === 'up') {
        await withdrawRating(messageId);
        onChange(undefined);
      } else {
        onChange(await rateAnswer(messageId, { rating: 'up' }));
        toast.success(t('feedback.thanks'));
      }
    } catch {
      toast.error(t('feedback.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        aria-pressed={rating === 'up'}
        aria-label={t('feedback.up')}
        title={t('feedback.up')}
        disabled={busy}
        onClick={() => void thumbsUp()}
        className={thumbClass(rating === 'up')}
      >
        <ThumbsUp aria-hidden="true" className={cn('size-4', rating === 'up' && 'fill-current')} />
      </button>
      <button
        type="button"
        aria-pressed={rating === 'down'}
        aria-label={t('feedback.down')}
        title={t('feedback.down')}
        disabled={busy}
        onClick={() => setOpen(true)}
        className={thumbClass(rating === 'down')}
      >
        <ThumbsDown aria-hidden="true" className={cn('size-4', rating === 'down' && 'fill-current')} />
      </button>
      <ChatDialog
        open={open}
        onOpenChange={setOpen}
        title={t('feedback.title')}
        description={t('feedback.description')}
      >
        <Form
          schema={DownSchema}
          defaultValues={{
            reason: feedback?.rating === 'down' ? (feedback.reason ?? undefined) : undefined,
            comment: feedback?.comment ?? '',
            includeQuestion: feedback?.includeQuestion ?? false,
          }}
          messages={{ reason: 'chat:feedback.reasonRequired', comment: 'chat:feedback.commentTooLong' }}
          failureMessage={t('feedback.failed')}
          onSubmit={async ({ reason, comment, includeQuestion }) => {
            const saved = await rateAnswer(messageId, {
              rating: 'down',
              reason,
              ...(comment ? { comment } : {}),
              includeQuestion,
            });
            onChange(saved);
            setOpen(false);
            toast.success(t('feedback.thanks'));
          }}
          className="mt-4 flex flex-col gap-4"
        >
          <FormField
            name="reason"
            render={({ field }) => (
              <FormItem>
                <fieldset>
                  <legend className="mb-2 text-sm font-medium text-fg">{t('feedback.reasonLabel')}</legend>
                  <div className="flex flex-col gap-1">
                    {FEEDBACK_REASONS.map((reason) => (
                      <label
                        key={reason}
                        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 text-sm text-fg has-[:checked]:border-primary has-[:checked]:bg-surface-2"
                      >
                        <input
                          type="radio"
                          name={field.name}
                          value={reason}
                          checked={field.value === reason}
                          onChange={() => field.onChange(reason)}
                          onBlur={field.onBlur}
                          ref={reason === FEEDBACK_REASONS[0] ? field.ref : undefined}
                          className="size-4 accent-primary"
                        />
                        {t(`feedback.reasons.${reason}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <FormMessage />
              </FormItem>
            )}
          />
          <TextareaFormField
            name="comment"
            label={t('feedback.commentLabel')}
            rows={3}
            maxLength={CHAT_LIMITS.feedbackCommentChars}
          />
          <CheckboxFormField name="includeQuestion" label={t('feedback.includeQuestion')} />
          <FormError />
          <div className="flex flex-wrap justify-end gap-2">
            {rating === 'down' ? (
              <Button
                variant="outline"
                onClick={async () => {
                  try {
                    await withdrawRating(messageId);
                    onChange(undefined);
                    setOpen(false);
                  } catch {
                    toast.error(t('feedback.failed'));
                  }
                }}
              >
                {t('feedback.withdraw')}
              </Button>
            ) : null}
            <Button type="submit">{t('feedback.send')}</Button>
          </div>
        </Form>
      </ChatDialog>
    </>
  );
}
