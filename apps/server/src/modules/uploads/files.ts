import { createInflate } from 'node:zlib';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MIME_TYPES,
  removeDisallowedControl,
  UploadErrorCode,
} from '@mustashar/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { openBoundedZip, ReadRefused } from './bounded-zip.ts';
import { docxText, xlsxText } from './office-text.ts';

export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** Longest text kept from one file for the answer (characters). */
export const EXTRACTED_TEXT_CHARS = 100_000;

const MiB = 1024 * 1024;

/**
 * Bounds on reading an upload's text, so a small file that unpacks to gigabytes (a decompression bomb) costs
 * neither memory nor time. Inflated bytes are counted as they come out, never taken from a file's headers; a file
 * past any bound is refused (422) and nothing of it is stored.
 */
export const EXTRACTION_LIMITS = {
  /** docx/xlsx (zip): most entries, most bytes one entry inflates to, and all entries together. */
  zipEntries: 2_000,
  zipEntryBytes: 32 * MiB,
  zipTotalBytes: 64 * MiB,
  /** pdf: most bytes one deflated stream inflates to, and all of them together. */
  pdfStreamBytes: 64 * MiB,
  pdfTotalBytes: 256 * MiB,
  /** Wall-clock budget for reading one file, from unpacking to the last page. */
  timeoutMs: 15_000,
};
export type ExtractionLimits = typeof EXTRACTION_LIMITS;

/** The MIME type stored and served for each extension, and what content sniffing must find in the bytes. */
const KINDS: Record<AttachmentExtension, { mime: string; sniffed: readonly (string | null)[] }> = {
  txt: { mime: 'text/plain; charset=utf-8', sniffed: [null] },
  pdf: { mime: 'application/pdf', sniffed: ['application/pdf'] },
  doc: { mime: 'application/msword', sniffed: ['application/x-cfb'] },
  xls: { mime: 'application/vnd.ms-excel', sniffed: ['application/x-cfb'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    sniffed: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    sniffed: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  png: { mime: 'image/png', sniffed: ['image/png'] },
  jpg: { mime: 'image/jpeg', sniffed: ['image/jpeg'] },
  jpeg: { mime: 'image/jpeg', sniffed: ['image/jpeg'] },
};

// Browsers send these when they do not know a type; the extension and the bytes decide then.
const GENERIC_MIME = new Set(['', 'application/octet-stream']);

function extensionOf(fileName: string): AttachmentExtension | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)
    ? (ext as AttachmentExtension)
    : null;
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What an upload is, when its name, its declared type and its bytes all agree on an allowed kind; else null
 * (a renamed executable has an allowed name but not the bytes).
 */
export async function classifyUpload(
  fileName: string,
  declaredMime: string,
  bytes: Buffer,
): Promise<{ ext: AttachmentExtension; mime: string } | null> {
  const ext = extensionOf(fileName);
  if (!ext) return null;
  const declared = declaredMime.split(';')[0]!.trim().toLowerCase();
  if (!GENERIC_MIME.has(declared) && !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(declared))
    return null;
  const kind = KINDS[ext];
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime ?? null;
  if (!kind.sniffed.includes(sniffed)) return null;
  if (ext === 'txt' && !isUtf8Text(bytes)) return null;
  return { ext, mime: kind.mime };
}

/** What a zlib stream inflates to (bytes), counted as it comes out and discarded; a corrupt tail ends the count. */
async function inflatedSize(data: Buffer, limit: number, deadline: number): Promise<number> {
  const inflate = createInflate();
  inflate.end(data);
  let size = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new ReadRefused('too_large');
      if (Date.now() > deadline) throw new ReadRefused('timeout');
    }
  } catch (error) {
    if (error instanceof ReadRefused) throw error;
  } finally {
    inflate.destroy();
  }
  return size;
}

const STREAM = Buffer.from('stream');

/**
 * pdf.js inflates a FlateDecode stream whole and has no bound of its own, so every stream that starts with a zlib
 * header (as pdf.js requires) is inflated here first, counting. Streams under another filter first (ASCIIHex,
 * ASCII85), LZW streams and encrypted files are not seen by this check; the deadline still applies to them.
 */
async function checkPdfStreams(bytes: Buffer, limits: ExtractionLimits, deadline: number): Promise<void> {
  let total = 0;
  for (let at = bytes.indexOf(STREAM); at !== -1; at = bytes.indexOf(STREAM, at + STREAM.length)) {
    if (bytes.toString('latin1', at - 3, at) === 'end') continue;
    // Like pdf.js, the data starts on the line after the keyword.
    let start = at + STREAM.length;
    while (start < bytes.length && bytes[start] !== 0x0a && bytes[start] !== 0x0d) start++;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const cmf = bytes[start] ?? 0;
    const flg = bytes[start + 1] ?? 0;
    if ((cmf & 0x0f) !== 8 || ((cmf << 8) | flg) % 31 !== 0) continue;
    const budget = Math.min(limits.pdfStreamBytes, limits.pdfTotalBytes - total);
    total += await inflatedSize(bytes.subarray(start), budget, deadline);
  }
}

/** Resolves with `work`, or rejects with ReadRefused('timeout') at the deadline (calling `cancel`). */
async function beforeDeadline<T>(work: Promise<T>, deadline: number, cancel: () => unknown): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        void Promise.resolve(cancel()).catch(() => {});
        reject(new ReadRefused('timeout'));
      },
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function pdfText(bytes: Buffer, limits: ExtractionLimits, deadline: number): Promise<string> {
  await checkPdfStreams(bytes, limits, deadline);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const read = async () => {
    const doc = await task.promise;
    let text = '';
    for (let page = 1; page <= doc.numPages && text.length < EXTRACTED_TEXT_CHARS; page++) {
      if (Date.now() > deadline) throw new ReadRefused('timeout');
      const content = await (await doc.getPage(page)).getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      text += '\n';
    }
    return text;
  };
  try {
    return await beforeDeadline(read(), deadline, () => task.destroy());
  } finally {
    await task.destroy();
  }
}

async function officeText(
  ext: 'docx' | 'xlsx',
  bytes: Buffer,
  limits: ExtractionLimits,
  deadline: number,
): Promise<string> {
  const zip = await openBoundedZip(
    bytes,
    { entries: limits.zipEntries, entryBytes: limits.zipEntryBytes, totalBytes: limits.zipTotalBytes },
    deadline,
  );
  return ext === 'docx' ? docxText(zip, EXTRACTED_TEXT_CHARS) : xlsxText(zip, EXTRACTED_TEXT_CHARS);
}

/**
 * The text of a document for the answer, capped; null when it has none or cannot be read (images, doc, xls, a
 * damaged file). A file past EXTRACTION_LIMITS is refused with a 422 AppError.
 */
export async function extractText(
  ext: AttachmentExtension,
  bytes: Buffer,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<string | null> {
  const deadline = Date.now() + limits.timeoutMs;
  let text: string;
  try {
    if (ext === 'txt') text = bytes.toString('utf8');
    else if (ext === 'pdf') text = await pdfText(bytes, limits, deadline);
    else if (ext === 'docx' || ext === 'xlsx') text = await officeText(ext, bytes, limits, deadline);
    else return null;
  } catch (error) {
    if (error instanceof ReadRefused) {
      throw error.reason === 'timeout'
        ? new AppError(422, UploadErrorCode.readTimeout, messages.uploadReadTimeout)
        : new AppError(422, UploadErrorCode.expandsTooLarge, messages.uploadExpandsTooLarge);
    }
    return null;
  }
  // A PDF's text can hold NUL and other controls, which PostgreSQL or the chat would refuse.
  const trimmed = removeDisallowedControl(text.replace(/^\uFEFF/, '')).trim();
  if (trimmed === '') return null;
  return Array.from(trimmed.slice(0, EXTRACTED_TEXT_CHARS + 1))
    .slice(0, EXTRACTED_TEXT_CHARS)
    .join('');
}
