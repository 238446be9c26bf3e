import { constants, deflateRawSync } from 'node:zlib';

/**
 * For the PDF bomb tests: PDFs written by hand whose content stream goes through the filters pdf.js decodes, and
 * encoders for them, so that no large file is kept in the repository.
 */

const MiB = 1024 * 1024;

/** zlib (FlateDecode) of `chunk` repeated until `size` bytes, built from one flushed block (about 1:1000). */
export function zlibRepeat(chunk: Buffer, size: number): Buffer {
  const block = deflateRawSync(chunk, { finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [Buffer.from([0x78, 0x9c])];
  for (let done = 0; done < size; done += chunk.length) parts.push(block);
  // The Adler-32 is left zero: pdf.js, like our check, does not verify it.
  parts.push(deflateRawSync(Buffer.alloc(0)), Buffer.alloc(4));
  return Buffer.concat(parts);
}

export const hex = (data: Buffer) => Buffer.from(`${data.toString('hex')}>`);

export function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const group = Buffer.alloc(4);
    data.copy(group, 0, at, at + 4);
    const left = Math.min(4, data.length - at);
    let value = group.readUInt32BE(0);
    if (value === 0 && left === 4) {
      out += 'z';
      continue;
    }
    const digits = new Array<string>(5);
    for (let i = 4; i >= 0; i--) {
      digits[i] = String.fromCharCode(33 + (value % 85));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, left + 1).join('');
  }
  return Buffer.from(`${out}~>`);
}

/** RunLengthDecode of `bytes` written as literal runs. */
export function runLengthLiteral(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 128) {
    const run = bytes.subarray(at, at + 128);
    parts.push(Buffer.from([run.length - 1]), run);
  }
  return Buffer.concat([...parts, Buffer.from([128])]);
}

/** RunLengthDecode of `size` bytes of one byte value: 128 bytes per two-byte run. */
export function runLength(byte: number, size: number): Buffer {
  const runs = Math.ceil(size / 128);
  const out = Buffer.alloc(runs * 2 + 1);
  for (let i = 0; i < runs; i++) {
    out[i * 2] = 129;
    out[i * 2 + 1] = byte;
  }
  out[runs * 2] = 128;
  return out;
}

/**
 * LZWDecode (EarlyChange 1) of `size` bytes of one byte value: the codes of ever longer runs until the table is
 * full, then its longest run (3,839 bytes a 12-bit code) repeated. Code widths follow the decoder's table.
 */
export function lzwRun(byte: number, size: number): Buffer {
  const codes = [256, byte];
  let produced = 1;
  for (let code = 258; code < 4096 && produced < size; code++) {
    codes.push(code);
    produced += code - 256;
  }
  while (produced < size) {
    codes.push(4095);
    produced += 4095 - 256;
  }
  return lzwCodes([...codes, 257]);
}

/** LZWDecode of `bytes` written as literal codes (no compression: enough for a test's short text). */
export const lzwLiteral = (bytes: Buffer) => lzwCodes([256, ...bytes, 257]);

/** LZW codes packed most significant bit first, each as wide as the decoder's table is then (EarlyChange 1). */
function lzwCodes(codes: readonly number[]): Buffer {
  const out: number[] = [];
  let bits = 0;
  let cached = 0;
  let width = 9;
  let nextCode = 258;
  let previous = false;
  for (const code of codes) {
    cached = (cached << width) | code;
    bits += width;
    while (bits >= 8) {
      bits -= 8;
      out.push((cached >>> bits) & 0xff);
    }
    cached &= (1 << bits) - 1;
    if (code === 256) {
      width = 9;
      nextCode = 258;
      previous = false;
      continue;
    }
    if (previous) {
      nextCode++;
      const n = nextCode + 1;
      if ((n & (n - 1)) === 0) width = Math.min(Math.log2(n) + 1, 12);
    }
    previous = true;
  }
  if (bits > 0) out.push((cached << (8 - bits)) & 0xff);
  return Buffer.from(out);
}

/** A one-page PDF whose content stream is `data` under `filter` (a name or an array, as written in the PDF). */
export function pdfWith(filter: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R' +
        ' /Resources << /Font << /F1 5 0 R >> >> >> endobj\n' +
        '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n' +
        `4 0 obj << /Length ${data.length} /Filter ${filter} >>\nstream\n`,
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

export const spaces = (size: number) => zlibRepeat(Buffer.alloc(MiB, ' '), size);
