import {
  ChatErrorCode,
  CreateDraftDocumentSchema,
  checkDraftFields,
  DraftingErrorCode,
  DraftTemplateListResponseSchema,
  ErrorBodySchema,
  ReviewExportSchema,
} from '@mustashar/contracts';
import type { LanguageModel } from 'ai';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { userTextError } from '../../lib/serialize-error.ts';
import { actingUser } from '../auth/plugin.ts';
import { hasFeature } from '../billing/entitlements.ts';
import { reviewContract } from '../legal/answer/contract-review.ts';
import { readOwnedUploads } from '../uploads/owned.ts';
import {
  type DocumentModel,
  draftDocument,
  localizedDocument,
  reviewDocument,
  shownValues,
} from './document.ts';
import { writeDocx } from './docx.ts';
import { draftingMessages, fieldProblemMessage } from './messages.ts';
import { writePdf } from './pdf.ts';
import { polishDraft } from './polish.ts';
import { TEMPLATES, templateById, templateSummary } from './templates.ts';

// The file routes answer bytes (or JSON), so only the listing declares response schemas.
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Sends a document as a download: an ASCII file name for old clients, the readable one in `filename*`. */
async function sendDocument(
  reply: FastifyReply,
  model: DocumentModel,
  format: 'docx' | 'pdf',
  asciiName: string,
): Promise<FastifyReply> {
  const doc = localizedDocument(model);
  const bytes = format === 'docx' ? await writeDocx(doc) : await writePdf(doc);
  const name = `${doc.title}.${format}`;
  reply
    .type(format === 'docx' ? DOCX_MIME : 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  return reply.send(bytes);
}

export type DraftingRoutesOptions = {
  /** With a model, filled templates are polished (polish.ts); without one (the default) they are sent as written. */
  model?: LanguageModel | null;
};

/** Document drafting from our templates and contract-review reports, for subscribers. */
export const draftingRoutes: FastifyPluginAsyncZod<DraftingRoutesOptions> = async (app, options) => {
  // Documents belong to some plans only (the plan catalogue's table): a subscriber of another plan is told so.
  const requireSubscriber = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    const userId = actingUser(request).id;
    if (!(await app.entitlements.isActive(userId, app.clock()))) {
      throw new AppError(403, ChatErrorCode.subscriptionRequired, messages.chatSubscriptionRequired);
    }
    if (!(await hasFeature(app.db, userId, 'documents', app.clock()))) {
      throw new AppError(403, DraftingErrorCode.notInPlan, draftingMessages.notInPlan);
    }
  };
  // Rendering a PDF costs a few hundred milliseconds of CPU: keep one user from hogging the process.
  const rateLimit = { max: 30, timeWindow: '1 minute' };

  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', requireSubscriber);
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    api.get(
      '/api/drafting/templates',
      {
        schema: {
          tags: ['drafting'],
          summary: 'Document templates with their fields',
          response: { 200: DraftTemplateListResponseSchema, ...errors },
        },
      },
      async () => ({ templates: TEMPLATES.map(templateSummary) }),
    );

    api.post(
      '/api/drafting/documents',
      {
        config: { rateLimit },
        schema: {
          tags: ['drafting'],
          summary: 'Fill a template and download it as DOCX or PDF',
          body: CreateDraftDocumentSchema,
        },
      },
      async (request, reply) => {
        const { templateId, fields, locale, format } = request.body;
        const template = templateById(templateId);
        const checked = checkDraftFields(template.fields, fields);
        if ('problem' in checked) {
          throw new AppError(
            400,
            DraftingErrorCode.invalidField,
            fieldProblemMessage(checked.field, checked.problem),
            {
              field: checked.field.name,
              problem: checked.problem,
            },
          );
        }
        let document = draftDocument(template, checked.values, locale);
        let source = 'template';
        if (options.model) {
          const values = Object.values(shownValues(template, checked.values, locale));
          const result = await polishDraft(options.model, document, values, {
            onError: (error) =>
              // The provider's error may quote the document, which holds the user's values.
              request.log.warn(
                { err: userTextError(error) },
                'drafting: polishing failed, sending the template text',
              ),
          });
          document = result.model;
          if (result.polished) source = 'llm';
        }
        // Tells the client (and tests) whether a model reworded the template.
        reply.header('x-draft-source', source);
        return sendDocument(reply, document, format, templateId);
      },
    );

    api.post(
      '/api/drafting/review',
      {
        config: { rateLimit },
        schema: {
          tags: ['drafting'],
          summary:
            "Review a contract (an upload of the caller's or pasted text): findings as JSON, DOCX or PDF",
          body: ReviewExportSchema,
        },
      },
      async (request, reply) => {
        const { uploadId, text, locale, format } = request.body;
        let contract = text ?? '';
        if (uploadId) {
          const found = await readOwnedUploads(app.db, { userId: actingUser(request).id }, [uploadId]);
          if (!found)
            throw new AppError(404, DraftingErrorCode.uploadNotFound, draftingMessages.uploadNotFound);
          contract = found[0]?.text?.trim() ?? '';
          if (contract.length < 20)
            throw new AppError(422, DraftingErrorCode.noText, draftingMessages.noText);
        }
        const review = reviewContract(contract, locale);
        if (format === 'json') return reply.send({ review });
        return sendDocument(reply, reviewDocument(review, locale), format, 'contract-review');
      },
    );
  });
};
