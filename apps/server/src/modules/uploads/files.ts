import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MIME_TYPES,
  removeDisallowedControl,
  UploadErrorCode,
  UploadNoticeCode,
} from '@mustashar/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors.ts';
import { type Localized, messages, uploadImageTooLarge, uploadPagesLimited } from '../../lib/messages.ts';
import { openBoundedZip, ReadRefused } from './bounded-zip.ts';
import { type Ocr, OcrRefused } from './ocr.ts';
import { docxText, xlsxText } from './office-text.ts';
import { readPdfPages } from './pdf-reader.ts';

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
  /**
   * pdf: most bytes one stage of one stream's filter chain decodes to, and all stages of all streams together;
   * and the most resident memory of the process that reads it (pdf-reader.ts), killed past it.
   */
  pdfStreamBytes: 64 * MiB,
  pdfTotalBytes: 256 * MiB,
  pdfReaderBytes: 512 * MiB,
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

/** Each page's text layer and size, read in a reader process of its own within the limits (ADR 053). */
const pdfPages = (bytes: Buffer, limits: ExtractionLimits, deadline: number) =>
  readPdfPages(
    bytes,
    {
      streamBytes: limits.pdfStreamBytes,
      totalBytes: limits.pdfTotalBytes,
      readerBytes: limits.pdfReaderBytes,
    },
    deadline,
    EXTRACTED_TEXT_CHARS,
  );

/** A page with fewer letters than this in its text layer is taken for a scan (a stamped page number is not text). */
const SCANNED_PAGE_LETTERS = 20;

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/**
 * A PDF's text: its text layer, with pages that have almost none (scans) read by OCR when this server can,
 * up to the OCR page cap and deadline.
 */
async function pdfText(
  bytes: Buffer,
  limits: ExtractionLimits,
  deadline: number,
  ocr: Ocr | null,
): Promise<{ text: string; notice: UploadNotice | null }> {
  const pages = await pdfPages(bytes, limits, deadline);
  const scanned = pages.filter((p) => letterCount(p.text) < SCANNED_PAGE_LETTERS);
  const join = (texts: Map<number, string>) => pages.map((p) => texts.get(p.page) ?? p.text).join('\n');
  if (scanned.length === 0) return { text: join(new Map()), notice: null };
  if (!ocr?.readsPdfs) {
    const text = join(new Map());
    return { text, notice: letterCount(text) === 0 ? ocrUnavailable() : null };
  }
  const wanted = scanned.slice(0, ocr.settings.maxPages);
  const { texts, complete } = await ocr.pdfPages(bytes, wanted);
  const read = complete ? wanted.length : texts.size;
  return {
    text: join(texts),
    notice: read < scanned.length ? pagesLimited(read) : null,
  };
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

/** Said beside an accepted file whose text was not read, or only in part. */
export type UploadNotice = { code: string; message: Localized };

export type ExtractedText = { text: string | null; notice: UploadNotice | null };

const ocrUnavailable = (): UploadNotice => ({
  code: UploadNoticeCode.ocrUnavailable,
  message: messages.uploadOcrUnavailable,
});

const pagesLimited = (pages: number): UploadNotice => ({
  code: UploadNoticeCode.pagesLimited,
  message: uploadPagesLimited(pages),
});

/** OCR's refusals as the user sees them; anything else means the image could not be read (no text). */
function ocrError(error: unknown, ocr: Ocr | null): AppError | null {
  if (!(error instanceof OcrRefused)) return null;
  if (error.reason === 'too_large')
    return new AppError(
      422,
      UploadErrorCode.imageTooLarge,
      uploadImageTooLarge(ocr?.settings.maxMegapixels ?? 0),
    );
  if (error.reason === 'busy') return new AppError(503, UploadErrorCode.ocrBusy, messages.uploadOcrBusy);
  return new AppError(422, UploadErrorCode.readTimeout, messages.uploadOcrTimeout);
}

export type ExtractOptions = { limits?: ExtractionLimits; ocr?: Ocr | null };

/**
 * The text of a document for the answer, capped, and a notice when it has none or only part of it (images and
 * scanned pages are read by OCR where this server has it; doc and xls are not read). A file past
 * EXTRACTION_LIMITS, an image past the OCR pixel cap, or OCR past its deadline is refused with a 422 AppError;
 * a full OCR queue with a 503.
 */
export async function extractText(
  ext: AttachmentExtension,
  bytes: Buffer,
  { limits = EXTRACTION_LIMITS, ocr = null }: ExtractOptions = {},
): Promise<ExtractedText> {
  const deadline = Date.now() + limits.timeoutMs;
  let text: string;
  let notice: UploadNotice | null = null;
  try {
    if (ext === 'txt') text = bytes.toString('utf8');
    else if (ext === 'pdf') ({ text, notice } = await pdfText(bytes, limits, deadline, ocr));
    else if (ext === 'docx' || ext === 'xlsx') text = await officeText(ext, bytes, limits, deadline);
    else if (ext === 'png' || ext === 'jpg' || ext === 'jpeg') {
      if (!ocr?.readsImages) return { text: null, notice: ocrUnavailable() };
      text = await ocr.image(bytes);
    } else text = '';
  } catch (error) {
    if (error instanceof ReadRefused) {
      throw error.reason === 'timeout'
        ? new AppError(422, UploadErrorCode.readTimeout, messages.uploadReadTimeout)
        : new AppError(422, UploadErrorCode.expandsTooLarge, messages.uploadExpandsTooLarge);
    }
    const refused = ocrError(error, ocr);
    if (refused) throw refused;
    text = '';
  }
  // A PDF's text can hold NUL and other controls, which PostgreSQL or the chat would refuse.
  const trimmed = removeDisallowedControl(text.replace(/^\uFEFF/, '')).trim();
  if (trimmed === '')
    return {
      text: null,
      notice: notice ?? { code: UploadNoticeCode.noText, message: messages.uploadNoText },
    };
  return {
    text: Array.from(trimmed.slice(0, EXTRACTED_TEXT_CHARS + 1))
      .slice(0, EXTRACTED_TEXT_CHARS)
      .join(''),
    notice,
  };
}
