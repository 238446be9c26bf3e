import { createReadStream } from 'node:fs';
import {
  AuthErrorBodySchema,
  ConsentRecordResponseSchema,
  ConsentRecordSchema,
  ConsentUpdateSchema,
  DataExportRequestResponseSchema,
  DataExportStatusSchema,
  DataExportTokenParamsSchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/errors.ts';
import { actingUser, sessionRateLimitKey } from '../auth/plugin.ts';
import { consentRecord, updateConsents } from './consent.ts';
import { registerDataRightsJobs } from './jobs.ts';
import { dataRightsMessages as m } from './messages.ts';
import { exportFile, exportStatus, findDownload, requestExport } from './service.ts';

const errors = { 401: AuthErrorBodySchema, 429: AuthErrorBodySchema };

/**
 * A copy of the user's data (ADR 100): asked for while signed in, built by a job, fetched by the e-mailed link.
 * The link alone opens it (it is mailed to the account's address, which can already reset the password), for 24
 * hours.
 */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = registerDataRightsJobs(app);

  app.get(
    '/api/account/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'The newest data export request',
        response: { 200: DataExportStatusSchema, ...errors },
      },
    },
    async (request) => exportStatus(app.db, actingUser(request).id, app.clock()),
  );

  app.post(
    '/api/account/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Ask for a copy of your data (JSON and PDF), e-mailed as a link valid 24 hours; once an hour',
        response: { 202: DataExportRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const status = await requestExport(
        app.db,
        actingUser(request).id,
        locale,
        app.clock(),
        (exportId, executor) => app.jobs.enqueue(jobs.exportJob, { exportId }, { executor }),
      );
      return reply.code(202).send({ ...status, message: m.exportRequested[locale] });
    },
  );

  app.get(
    '/api/account/consents',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'What you accepted and chose, and when; and the policies in force you have not accepted yet',
        response: { 200: ConsentRecordSchema, ...errors },
      },
    },
    async (request) => consentRecord(app.db, actingUser(request).id),
  );

  app.put(
    '/api/account/consents',
    {
      preHandler: app.requireUser,
      // Per session: every signed-in page may report the cookie choice once.
      config: { rateLimit: { max: 30, timeWindow: '15 minutes', keyGenerator: sessionRateLimitKey } },
      schema: {
        tags: ['account'],
        summary: 'Accept the policies in force (by version) or record the cookie choice',
        body: ConsentUpdateSchema,
        response: { 200: ConsentRecordResponseSchema, ...errors, 409: AuthErrorBodySchema },
      },
    },
    async (request) => {
      const userId = actingUser(request).id;
      await updateConsents(app.db, userId, request.body, app.clock());
      return { ...(await consentRecord(app.db, userId)), message: m.consentsSaved[requestLocale(request)] };
    },
  );

  app.get(
    '/api/data-exports/:token.:format',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Download a data export by its e-mailed link',
        params: DataExportTokenParamsSchema,
        // 200 is the file's bytes (a stream, never serialised).
        response: { 200: z.any(), 404: AuthErrorBodySchema, 410: AuthErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { token, format } = request.params;
      const row = await findDownload(app.db, token, app.clock());
      const stamp = row.createdAt.toISOString().slice(0, 10);
      return reply
        .type(format === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="mustashar-data-${stamp}.${format}"`)
        .send(createReadStream(exportFile(app.config.exportsDir, row.id, format)));
    },
  );
};
