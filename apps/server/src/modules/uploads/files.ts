import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MIME_TYPES } from '@mustashar/contracts';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';

export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** Longest text kept from one file for the answer (characters). */
export const EXTRACTED_TEXT_CHARS = 100_000;

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

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    let text = '';
    for (let page = 1; page <= doc.numPages && text.length < EXTRACTED_TEXT_CHARS; page++) {
      const content = await (await doc.getPage(page)).getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      text += '\n';
    }
    return text;
  } finally {
    await doc.destroy();
  }
}

async function xlsxText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  // exceljs's typings predate Buffer being generic.
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const lines: string[] = [];
  workbook.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell) => {
        cells.push(cell.text);
      });
      lines.push(cells.join('\t'));
    });
  });
  return lines.join('\n');
}

/** The text of a document for the answer, capped; null when it has none or cannot be read (images, doc, xls). */
export async function extractText(ext: AttachmentExtension, bytes: Buffer): Promise<string | null> {
  let text: string;
  try {
    if (ext === 'txt') text = bytes.toString('utf8');
    else if (ext === 'pdf') text = await pdfText(bytes);
    else if (ext === 'docx') text = (await mammoth.extractRawText({ buffer: bytes })).value;
    else if (ext === 'xlsx') text = await xlsxText(bytes);
    else return null;
  } catch {
    return null;
  }
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return null;
  return Array.from(trimmed.slice(0, EXTRACTED_TEXT_CHARS + 1))
    .slice(0, EXTRACTED_TEXT_CHARS)
    .join('');
}
