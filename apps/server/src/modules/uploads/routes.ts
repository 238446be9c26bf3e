import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  CHAT_LIMITS,
  ChatErrorCode,
  containsDisallowedControl,
  ErrorBodySchema,
  ErrorCode,
  TRIAL,
  TrialErrorCode,
  UploadResponseSchema,
} from '@mustashar/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploads } from '../../db/schema.ts';
import { AppError, requestLocale } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { disallowedControlError } from '../../lib/refuse-control-characters.ts';
import { findGuestTrialId, getTrialStatus } from '../trial/service.ts';
import { classifyUpload, extractText } from './files.ts';

type Owner = { userId: string; trialId: null } | { userId: null; trialId: string };

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
  440: ErrorBodySchema,
  451: ErrorBodySchema,
  503: ErrorBodySchema,
};

const tooLarge = () => new AppError(413, ErrorCode.payloadTooLarge, messages.uploadTooLarge);
const notFound = () => new AppError(404, ErrorCode.notFound, messages.uploadNotFound);

/** Keeps a header-safe ASCII fallback name; the real name goes in filename* (RFC 6266/5987). */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // RFC 5987 attr-chars exclude ' ( ) *, which encodeURIComponent leaves alone.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** `POST /api/uploads` (subscribers, and guests with a running trial) and `GET /api/uploads/:id` (its owner). */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not app-wide: only this module reads multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: CHAT_LIMITS.uploadBytes, files: 1, fields: 0, parts: 2 },
  });
  const dir = app.config.uploadsDir;

  /** A subscriber, or a guest whose trial is started and not over; anyone else is refused. */
  async function uploader(request: FastifyRequest): Promise<Owner> {
    if (request.user) {
      if (!(await app.entitlements.isActive(request.user.id, app.clock())))
        throw new AppError(403, ChatErrorCode.subscriptionRequired, messages.chatSubscriptionRequired);
      return { userId: request.user.id, trialId: null };
    }
    const status = await getTrialStatus(request);
    const trialId = status.exists ? await findGuestTrialId(request) : null;
    if (!trialId) throw new AppError(409, TrialErrorCode.notStarted, messages.trialNotStarted);
    if (status.blocked) throw new AppError(TRIAL.endedStatus, TrialErrorCode.ended, messages.trialEnded);
    return { userId: null, trialId };
  }

  /** Who may read uploads: the signed-in user's, or the guest trial's (an ended trial still sees its files). */
  async function reader(request: FastifyRequest) {
    if (request.user) return eq(uploads.userId, request.user.id);
    const trialId = await findGuestTrialId(request);
    return trialId ? and(isNull(uploads.userId), eq(uploads.trialId, trialId)) : null;
  }

  app.post(
    '/api/uploads',
    {
      preHandler: app.loadUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        summary:
          'Upload one chat attachment (multipart field "file"); text is read from pdf, docx, xlsx and txt, and from png, jpg and scanned pdf pages by OCR where the server has it',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await uploader(request);
      if (!request.isMultipart()) throw new AppError(400, ErrorCode.badRequest, messages.uploadMissingFile);
      let part: Awaited<ReturnType<typeof request.file>>;
      try {
        part = await request.file();
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
        throw new AppError(400, ErrorCode.badRequest, messages.uploadMissingFile);
      }
      if (!part) throw new AppError(400, ErrorCode.badRequest, messages.uploadMissingFile);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (part.file.truncated || bytes.length > CHAT_LIMITS.uploadBytes) throw tooLarge();
      const fileName = path.basename(part.filename.replaceAll('\\', '/')).slice(0, 255);
      // A multipart body is not walked by the global rule: its one text field is held to it here.
      if (containsDisallowedControl(fileName, { singleLine: true })) throw disallowedControlError('file');
      const kind = bytes.length > 0 ? await classifyUpload(fileName, part.mimetype, bytes) : null;
      if (!kind) throw new AppError(415, ErrorCode.unsupportedMediaType, messages.uploadUnsupportedType);
      // Read before storing: a file refused while reading (a decompression bomb) leaves nothing behind.
      const { text, notice } = await extractText(kind.ext, bytes, { ocr: app.ocr });

      const id = randomUUID();
      const storagePath = `${id.slice(0, 2)}/${id}`;
      const file = path.join(dir, storagePath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
      try {
        await app.db.insert(uploads).values({
          id,
          ...owner,
          fileName,
          mime: kind.mime,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storagePath,
          extractedText: text,
        });
        return reply.code(201).send({
          id,
          fileName,
          size: bytes.length,
          mime: kind.mime,
          hasText: text !== null,
          url: `/api/uploads/${id}`,
          ...(notice
            ? { notice: { code: notice.code, message: notice.message[requestLocale(request)] } }
            : {}),
        });
      } catch (error) {
        await unlink(file).catch(() => {});
        throw error;
      }
    },
  );

  app.get(
    '/api/uploads/:id',
    {
      preHandler: app.loadUser,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        summary: "One of the caller's uploads (inline for images, a download otherwise)",
        params: z.object({ id: z.uuid() }),
        // 200 is the file's bytes (a stream, never serialised).
        response: { 200: z.any(), 404: ErrorBodySchema, 429: ErrorBodySchema, 451: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const owned = await reader(request);
      if (!owned) throw notFound();
      const [row] = await app.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, request.params.id), owned));
      if (!row) throw notFound();
      const file = path.join(dir, row.storagePath);
      if (path.relative(dir, file).startsWith('..')) throw notFound();
      // A row whose file is gone (restored database, cleaned disk) is a 404, not a stream error.
      if (
        !(await access(file).then(
          () => true,
          () => false,
        ))
      )
        throw notFound();
      return reply
        .header('content-type', row.mime)
        .header('content-length', row.size)
        .header(
          'content-disposition',
          contentDisposition(row.mime.startsWith('image/') ? 'inline' : 'attachment', row.fileName),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file));
    },
  );
};
