import { createBrotliDecompress, createInflate } from 'node:zlib';
import { ReadRefused } from './bounded-zip.ts';

/**
 * A PDF's streams decoded through their whole filter chain with a bound on every stage's output, before pdf.js
 * sees the file: pdf.js decodes a stream whole, with no bound of its own, through FlateDecode, LZWDecode,
 * ASCIIHexDecode, ASCII85Decode, RunLengthDecode and BrotliDecode, in any chain (ADR 053). The decoders follow
 * pdf.js's own (src/core/*_stream.js), so they expand a stream at least as far as it would. Predictors
 * (DecodeParms) are not applied: they never make a stream longer. Image filters (DCT, JPX, CCITT, JBIG2) end the
 * check of their stream; what this check cannot see is left to the reader process's own limits (pdf-reader.ts).
 */

export type StreamLimits = {
  /** Most bytes any one stage of one stream's filter chain may decode to. */
  streamBytes: number;
  /** Most bytes all stages of all streams together may decode to. */
  totalBytes: number;
};

/** Bytes decoded by one stage, kept (to feed the next stage) or only counted. */
class Sink {
  private buffer: Uint8Array;
  length = 0;

  constructor(
    private readonly limit: number,
    private readonly keep: boolean,
  ) {
    this.buffer = new Uint8Array(keep ? 64 * 1024 : 0);
  }

  /** Room for `n` more bytes; refuses once the stage would pass its bound. */
  private room(n: number) {
    if (this.length + n > this.limit) throw new ReadRefused('too_large');
    if (!this.keep || this.length + n <= this.buffer.length) return;
    const grown = new Uint8Array(Math.min(this.limit, Math.max(this.buffer.length * 2, this.length + n)));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  byte(value: number) {
    this.room(1);
    if (this.keep) this.buffer[this.length] = value;
    this.length++;
  }

  bytes(values: Uint8Array) {
    this.room(values.length);
    if (this.keep) this.buffer.set(values, this.length);
    this.length += values.length;
  }

  /** `count` copies of `value`. */
  repeat(value: number, count: number) {
    this.room(count);
    if (this.keep) this.buffer.fill(value, this.length, this.length + count);
    this.length += count;
  }

  get data(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

type Decoder = (input: Uint8Array, out: Sink) => void | Promise<void>;

const isHexDigit = (c: number) =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const hexValue = (c: number) => (c <= 0x39 ? c & 0x0f : (c & 0x0f) + 9);

function asciiHex(input: Uint8Array, out: Sink) {
  let first = -1;
  for (const c of input) {
    if (c === 0x3e) break;
    if (!isHexDigit(c)) continue;
    if (first < 0) first = hexValue(c);
    else {
      out.byte((first << 4) | hexValue(c));
      first = -1;
    }
  }
  if (first >= 0) out.byte(first << 4);
}

const isWhiteSpace = (c: number) =>
  c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a || c === 0x0c || c === 0;

/** pdf.js reads any character but whitespace as a digit; `z` is four zero bytes. */
function ascii85(input: Uint8Array, out: Sink) {
  const group = new Uint8Array(5);
  let at = 0;
  const next = () => {
    while (at < input.length && isWhiteSpace(input[at]!)) at++;
    return at < input.length ? input[at++]! : -1;
  };
  for (;;) {
    const c = next();
    if (c === -1 || c === 0x7e) return;
    if (c === 0x7a) {
      out.repeat(0, 4);
      continue;
    }
    group[0] = c;
    let i = 1;
    for (; i < 5; i++) {
      const d = next();
      if (d === -1 || d === 0x7e) break;
      group[i] = d;
    }
    const count = i - 1;
    for (; i < 5; i++) group[i] = 0x21 + 84;
    let value = 0;
    for (i = 0; i < 5; i++) value = value * 85 + (group[i]! - 0x21);
    for (i = 0; i < count; i++) out.byte((value >>> (24 - 8 * i)) & 0xff);
    if (count < 4) return;
  }
}

function runLength(input: Uint8Array, out: Sink) {
  let at = 0;
  while (at < input.length) {
    const n = input[at++]!;
    if (n === 128) return;
    if (n < 128) {
      out.bytes(input.subarray(at, at + n + 1));
      at += n + 1;
    } else {
      if (at >= input.length) return;
      out.repeat(input[at++]!, 257 - n);
    }
  }
}

/** As pdf.js's LZWStream, EarlyChange 1; its table keeps counting past 4,096 codes, as pdf.js's does. */
function lzw(input: Uint8Array, out: Sink) {
  const size = 4096;
  const values = new Uint8Array(size);
  const lengths = new Uint16Array(size);
  const prevCodes = new Uint16Array(size);
  const sequence = new Uint8Array(size);
  for (let i = 0; i < 256; i++) {
    values[i] = i;
    lengths[i] = 1;
  }
  let sequenceLength = 0;
  let nextCode = 258;
  let codeLength = 9;
  let prevCode = 0;
  let cached = 0;
  let bits = 0;
  let at = 0;
  for (;;) {
    while (bits < codeLength) {
      if (at >= input.length) return;
      cached = ((cached << 8) | input[at++]!) >>> 0;
      bits += 8;
    }
    bits -= codeLength;
    const code = (cached >>> bits) & ((1 << codeLength) - 1);
    cached &= (1 << bits) - 1;
    const hasPrev = sequenceLength > 0;
    if (code < 256) {
      sequence[0] = code;
      sequenceLength = 1;
    } else if (code >= 258) {
      if (code < nextCode) {
        sequenceLength = lengths[code]!;
        for (let j = sequenceLength - 1, q = code; j >= 0; j--) {
          sequence[j] = values[q]!;
          q = prevCodes[q]!;
        }
      } else sequence[sequenceLength++] = sequence[0]!;
    } else if (code === 256) {
      codeLength = 9;
      nextCode = 258;
      sequenceLength = 0;
      continue;
    } else return;
    if (hasPrev) {
      if (nextCode < size) {
        prevCodes[nextCode] = prevCode;
        lengths[nextCode] = lengths[prevCode]! + 1;
        values[nextCode] = sequence[0]!;
      }
      nextCode++;
      const n = nextCode + 1;
      if ((n & (n - 1)) === 0) codeLength = Math.min(Math.log2(n) + 1, 12);
    }
    prevCode = code;
    out.bytes(sequence.subarray(0, sequenceLength));
  }
}

/** zlib's decoders, fed the whole stream: bytes out until its end or the first corrupt byte. */
function zlibDecoder(make: () => NodeJS.ReadWriteStream & { destroy(): void }): Decoder {
  return async (input, out) => {
    const stream = make();
    stream.end(input);
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) out.bytes(chunk);
    } catch (error) {
      if (error instanceof ReadRefused) throw error;
    } finally {
      stream.destroy();
    }
  };
}

const DECODERS: Record<string, Decoder> = {
  FlateDecode: zlibDecoder(createInflate),
  Fl: zlibDecoder(createInflate),
  BrotliDecode: zlibDecoder(createBrotliDecompress),
  LZWDecode: lzw,
  LZW: lzw,
  ASCIIHexDecode: asciiHex,
  AHx: asciiHex,
  ASCII85Decode: ascii85,
  A85: ascii85,
  RunLengthDecode: runLength,
  RL: runLength,
};

/** Filters whose output is an image, which reading text does not decode. */
const IMAGE_FILTERS = new Set([
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'JPX',
  'CCITTFaxDecode',
  'CCF',
  'JBIG2Decode',
]);

type Token = { kind: 'open' | 'close' | 'name' | 'other' | '[' | ']'; text: string };

const DELIMITERS = new Set('()<>[]{}/%'.split('').map((c) => c.charCodeAt(0)));

/** The tokens of a dictionary's source, enough to read its top-level keys (strings are skipped). */
function tokens(source: string): Token[] {
  const list: Token[] = [];
  let at = 0;
  const code = (i: number) => source.charCodeAt(i);
  const regular = (i: number) => i < source.length && !isWhiteSpace(code(i)) && !DELIMITERS.has(code(i));
  while (at < source.length) {
    const c = source[at]!;
    if (isWhiteSpace(code(at))) at++;
    else if (c === '%') while (at < source.length && source[at] !== '\n' && source[at] !== '\r') at++;
    else if (source.startsWith('<<', at)) {
      list.push({ kind: 'open', text: '<<' });
      at += 2;
    } else if (source.startsWith('>>', at)) {
      list.push({ kind: 'close', text: '>>' });
      at += 2;
    } else if (c === '[' || c === ']') {
      list.push({ kind: c, text: c });
      at++;
    } else if (c === '<') {
      const end = source.indexOf('>', at);
      list.push({ kind: 'other', text: '<>' });
      at = end === -1 ? source.length : end + 1;
    } else if (c === '(') {
      let depth = 0;
      for (; at < source.length; at++) {
        if (source[at] === '\\') at++;
        else if (source[at] === '(') depth++;
        else if (source[at] === ')' && --depth === 0) break;
      }
      list.push({ kind: 'other', text: '()' });
      at++;
    } else if (c === '/') {
      let end = at + 1;
      while (regular(end)) end++;
      // Names may spell characters as #xx (/Fl#61teDecode is FlateDecode).
      const name = source
        .slice(at + 1, end)
        .replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
      list.push({ kind: 'name', text: name });
      at = end;
    } else {
      let end = at + 1;
      while (regular(end)) end++;
      list.push({ kind: 'other', text: source.slice(at, end) });
      at = end;
    }
  }
  return list;
}

type StreamDict = { filters: string[] | null; length: number | null };

/**
 * The filters and direct /Length of the dictionary that ends just before `end`; filters null when they cannot be
 * known here (an indirect reference).
 */
function streamDict(bytes: Buffer, end: number): StreamDict | null {
  let close = end;
  while (close > 0 && isWhiteSpace(bytes[close - 1]!)) close--;
  if (bytes.toString('latin1', close - 2, close) !== '>>') return null;
  // Back to the matching '<<', counting nested dictionaries.
  let depth = 0;
  let open = close - 1;
  for (; open >= 1; open--) {
    const pair = bytes.toString('latin1', open - 1, open + 1);
    if (pair === '>>') {
      depth++;
      open--;
    } else if (pair === '<<' && --depth === 0) {
      open--;
      break;
    }
  }
  if (open < 0 || depth !== 0) return null;
  const list = tokens(bytes.toString('latin1', open, close));
  const dict: StreamDict = { filters: [], length: null };
  let level = 0;
  for (let i = 0; i < list.length; i++) {
    const token = list[i]!;
    if (token.kind === 'open' || token.kind === '[') level++;
    else if (token.kind === 'close' || token.kind === ']') level--;
    if (level !== 1 || token.kind !== 'name') continue;
    const value = list[i + 1];
    const reference = list[i + 3]?.text === 'R';
    if (token.text === 'Length' && value?.kind === 'other' && !reference) {
      const length = Number(value.text);
      if (Number.isInteger(length) && length >= 0) dict.length = length;
      i++;
    } else if (token.text === 'Filter') {
      if (value?.kind === 'name') dict.filters = [value.text];
      else if (value?.kind === '[') {
        const names: string[] = [];
        let j = i + 2;
        for (; j < list.length && list[j]!.kind === 'name'; j++) names.push(list[j]!.text);
        dict.filters = list[j]?.kind === ']' ? names : null;
        i = j;
      } else dict.filters = null;
    }
  }
  return dict;
}

const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');

/** How many streams were decoded, and how many had filters this check could not follow. */
export type StreamCheck = { checked: number; unknown: number };

/**
 * Decodes every stream of `bytes` through its filter chain, counting each stage's output against `limits`:
 * throws ReadRefused('too_large') past them, ReadRefused('timeout') past `deadline` (epoch ms), checked between
 * streams and stages. Nothing decoded is kept beyond the stage that feeds the next.
 */
export async function checkPdfStreams(
  bytes: Buffer,
  limits: StreamLimits,
  deadline: number,
): Promise<StreamCheck> {
  let total = 0;
  const result: StreamCheck = { checked: 0, unknown: 0 };
  for (let at = bytes.indexOf(STREAM); at !== -1; at = bytes.indexOf(STREAM, at + STREAM.length)) {
    if (bytes.toString('latin1', at - 3, at) === 'end') continue;
    const dict = streamDict(bytes, at);
    if (!dict) continue;
    if (dict.filters === null) {
      result.unknown++;
      continue;
    }
    if (dict.filters.length === 0) continue;
    // Like pdf.js, the data starts on the line after the keyword; it ends at /Length or at "endstream",
    // whichever is further (pdf.js searches for the keyword when /Length is wrong).
    let start = at + STREAM.length;
    while (start < bytes.length && bytes[start] !== 0x0a && bytes[start] !== 0x0d) start++;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const keyword = bytes.indexOf(ENDSTREAM, start);
    const end = Math.min(
      bytes.length,
      Math.max(keyword === -1 ? bytes.length : keyword, start + (dict.length ?? 0)),
    );
    let data: Uint8Array = bytes.subarray(start, end);
    result.checked++;
    for (const [index, filter] of dict.filters.entries()) {
      if (Date.now() > deadline) throw new ReadRefused('timeout');
      if (IMAGE_FILTERS.has(filter)) break;
      const decode = DECODERS[filter];
      // pdf.js passes a stream under a filter it does not know through as it is.
      if (!decode) continue;
      const out = new Sink(
        Math.min(limits.streamBytes, limits.totalBytes - total),
        index < dict.filters.length - 1,
      );
      await decode(data, out);
      total += out.length;
      data = out.data;
    }
  }
  return result;
}
