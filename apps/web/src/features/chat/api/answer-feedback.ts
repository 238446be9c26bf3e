import {
  type AnswerFeedback,
  AnswerFeedbackResponseSchema,
  type PutAnswerFeedback,
} from '@mustashar/contracts';
import { apiFetch } from '@/lib/api-client';

const path = (messageId: string) => `/api/chat/messages/${encodeURIComponent(messageId)}/feedback`;

/** PUT /api/chat/messages/:id/feedback → the rating as stored. */
export async function rateAnswer(messageId: string, body: PutAnswerFeedback): Promise<AnswerFeedback> {
  const data = await apiFetch(path(messageId), {
    method: 'PUT',
    body,
    schema: AnswerFeedbackResponseSchema,
  });
  if (!data.feedback) throw new Error('the server kept no rating');
  return data.feedback;
}

/** DELETE /api/chat/messages/:id/feedback: the rating is withdrawn. */
export async function withdrawRating(messageId: string): Promise<void> {
  await apiFetch(path(messageId), { method: 'DELETE', schema: AnswerFeedbackResponseSchema });
}
