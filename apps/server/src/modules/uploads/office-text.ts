import path from 'node:path';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import type { BoundedZip } from './bounded-zip.ts';

// Transitional and strict OOXML namespaces of the parts read here.
const WORD = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
const SHEET = new Set([
  'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  'http://purl.oclc.org/ooxml/spreadsheetml/main',
]);

type Parser = SaxesParser<{ xmlns: true }>;

/** Text gathered up to a cap; `full` once it holds more than `maxChars`, so readers can stop early. */
class Gathered {
  private parts: string[] = [];
  private length = 0;
  constructor(private readonly maxChars: number) {}
  add(text: string) {
    if (this.full) return;
    this.parts.push(text);
    this.length += text.length;
  }
  get full() {
    return this.length > this.maxChars;
  }
  toString() {
    return this.parts.join('');
  }
}

/**
 * Streams one XML entry through a SAX parser (no document tree is built, and the parser expands no entity
 * definitions), stopping as soon as `enough()` holds.
 */
async function parseEntry(
  zip: BoundedZip,
  name: string,
  listen: (parser: Parser) => void,
  enough: () => boolean,
): Promise<void> {
  const parser: Parser = new SaxesParser({ xmlns: true });
  listen(parser);
  const decoder = new TextDecoder('utf-8');
  await zip.read(name, (chunk) => {
    parser.write(decoder.decode(chunk, { stream: true }));
    return !enough();
  });
  if (!enough()) parser.write(decoder.decode()).close();
}

const attribute = (tag: SaxesTagNS, local: string) =>
  Object.values(tag.attributes).find((a) => a.local === local)?.value;

/** The body text of a Word document: runs' text, tabs and breaks, one line per paragraph. */
export async function docxText(zip: BoundedZip, maxChars: number): Promise<string> {
  const main = zip.names.includes('word/document.xml')
    ? 'word/document.xml'
    : zip.names.find((name) => /^word\/document\d*\.xml$/.test(name));
  if (!main) return '';
  const text = new Gathered(maxChars);
  let inText = false;
  await parseEntry(
    zip,
    main,
    (parser) => {
      parser.on('opentag', (tag) => {
        if (!WORD.has(tag.uri)) return;
        if (tag.local === 't') inText = true;
        else if (tag.local === 'tab') text.add('\t');
        else if (tag.local === 'br' || tag.local === 'cr') text.add('\n');
      });
      parser.on('closetag', (tag) => {
        if (!WORD.has(tag.uri)) return;
        if (tag.local === 't') inText = false;
        else if (tag.local === 'p') text.add('\n');
      });
      parser.on('text', (value) => {
        if (inText) text.add(value);
      });
    },
    () => text.full,
  );
  return text.toString();
}

/** Most characters of shared strings kept; strings past it read as empty (the answer keeps far less text). */
const SHARED_STRINGS_CHARS = 2_000_000;

/** Each sheet's name, then its rows, cells separated by tabs (empty cells and rows left out). */
export async function xlsxText(zip: BoundedZip, maxChars: number): Promise<string> {
  const sheets: { name: string; rel: string }[] = [];
  await parseEntry(
    zip,
    'xl/workbook.xml',
    (parser) =>
      parser.on('opentag', (tag) => {
        if (SHEET.has(tag.uri) && tag.local === 'sheet')
          sheets.push({ name: attribute(tag, 'name') ?? '', rel: attribute(tag, 'id') ?? '' });
      }),
    () => false,
  );

  const targets = new Map<string, string>();
  await parseEntry(
    zip,
    'xl/_rels/workbook.xml.rels',
    (parser) =>
      parser.on('opentag', (tag) => {
        if (tag.local !== 'Relationship') return;
        const target = attribute(tag, 'Target') ?? '';
        const resolved = target.startsWith('/') ? target.slice(1) : path.posix.join('xl', target);
        targets.set(attribute(tag, 'Id') ?? '', path.posix.normalize(resolved));
      }),
    () => false,
  );

  const strings: string[] = [];
  let kept = 0;
  let item: string | null = null;
  let inText = false;
  let phonetic = false;
  await parseEntry(
    zip,
    'xl/sharedStrings.xml',
    (parser) => {
      parser.on('opentag', (tag) => {
        if (!SHEET.has(tag.uri)) return;
        if (tag.local === 'si') item = '';
        else if (tag.local === 'rPh') phonetic = true;
        else if (tag.local === 't') inText = true;
      });
      parser.on('closetag', (tag) => {
        if (!SHEET.has(tag.uri)) return;
        if (tag.local === 't') inText = false;
        else if (tag.local === 'rPh') phonetic = false;
        else if (tag.local === 'si' && item !== null) {
          kept += item.length;
          strings.push(kept <= SHARED_STRINGS_CHARS ? item : '');
          item = null;
        }
      });
      parser.on('text', (value) => {
        if (inText && !phonetic && item !== null) item += value;
      });
    },
    () => false,
  );

  const text = new Gathered(maxChars);
  for (const sheet of sheets) {
    const part = targets.get(sheet.rel);
    if (text.full || !part) break;
    text.add(`${sheet.name}\n`);
    let cells: string[] = [];
    let type = 'n';
    let value: string | null = null;
    let reading = false;
    await parseEntry(
      zip,
      part,
      (parser) => {
        parser.on('opentag', (tag) => {
          if (!SHEET.has(tag.uri)) return;
          if (tag.local === 'row') cells = [];
          else if (tag.local === 'c') {
            type = attribute(tag, 't') ?? 'n';
            value = null;
          } else if (tag.local === 'v' || (tag.local === 't' && type === 'inlineStr')) {
            reading = true;
            value ??= '';
          }
        });
        parser.on('closetag', (tag) => {
          if (!SHEET.has(tag.uri)) return;
          if (tag.local === 'v' || tag.local === 't') reading = false;
          else if (tag.local === 'c' && value !== null) {
            const shown =
              type === 's'
                ? (strings[Number(value)] ?? '')
                : type === 'b'
                  ? value === '1'
                    ? 'TRUE'
                    : 'FALSE'
                  : value;
            if (shown !== '') cells.push(shown);
          } else if (tag.local === 'row' && cells.length > 0) text.add(`${cells.join('\t')}\n`);
        });
        parser.on('text', (chunk) => {
          if (reading) value = (value ?? '') + chunk;
        });
      },
      () => text.full,
    );
  }
  return text.toString();
}
