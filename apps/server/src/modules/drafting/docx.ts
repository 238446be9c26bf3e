import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import type { Block, DocumentModel } from './document.ts';

// Arial has Arabic and Latin glyphs on Windows, macOS and LibreOffice (as Liberation Sans + DejaVu fallback).
const FONT = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial', eastAsia: 'Arial' };
const TONE_COLOR = { high: 'B91C1C', medium: 'B45309', low: '047857' } as const;

type RunStyle = { bold?: boolean; size?: number; color?: string; italics?: boolean };

/**
 * The document as a Word file. Arabic paragraphs are `bidirectional` (w:bidi) and their runs right-to-left
 * (w:rtl), so Word and LibreOffice lay words out from the right; sizes are set for complex scripts too, which Word
 * uses for Arabic.
 */
export async function writeDocx(model: DocumentModel): Promise<Buffer> {
  const rtl = model.lang === 'ar';
  const run = (text: string, style: RunStyle = {}) => {
    const size = (style.size ?? 11) * 2;
    return new TextRun({
      text,
      rightToLeft: rtl,
      font: FONT,
      size,
      sizeComplexScript: size,
      bold: style.bold ?? false,
      boldComplexScript: style.bold ?? false,
      italics: style.italics ?? false,
      italicsComplexScript: style.italics ?? false,
      ...(style.color ? { color: style.color } : {}),
    });
  };
  const paragraph = (
    children: TextRun[],
    options: { center?: boolean; before?: number; after?: number } = {},
  ) =>
    new Paragraph({
      bidirectional: rtl,
      // No alignment otherwise: a paragraph starts on its own side (the right when bidirectional) in Word and LibreOffice.
      ...(options.center ? { alignment: AlignmentType.CENTER } : {}),
      spacing: { before: options.before ?? 0, after: options.after ?? 120 },
      children,
    });
  const block = (b: Block): Paragraph => {
    switch (b.kind) {
      case 'heading':
        return paragraph([run(b.text, { bold: true, size: 13 })], { before: 200 });
      case 'paragraph':
        return paragraph(
          b.text
            .split('\n')
            .flatMap((line, i) => (i === 0 ? [run(line)] : [new TextRun({ break: 1 }), run(line)])),
        );
      case 'citation':
        return paragraph([run(b.text, { size: 9, color: '4B5563', italics: true })]);
      case 'label':
        return paragraph([
          run(b.text, { bold: true, size: 10, ...(b.tone ? { color: TONE_COLOR[b.tone] } : {}) }),
        ]);
      case 'note':
        return paragraph([run(b.text, { size: 9, color: '6B7280' })], { before: 360 });
      case 'signature':
        return paragraph(
          [run(`${b.label}: `, { bold: true }), run(`${b.name}    `), run('........................')],
          {
            before: 240,
          },
        );
    }
  };
  const doc = new Document({
    creator: rtl ? 'مستشار' : 'Mustashar',
    title: model.title,
    styles: {
      default: {
        document: {
          run: { font: FONT, language: { value: rtl ? 'ar-SA' : 'en-US', bidirectional: 'ar-SA' } },
        },
      },
    },
    sections: [
      {
        children: [
          paragraph([run(model.title, { bold: true, size: 18 })], { center: true, after: 240 }),
          ...model.blocks.map(block),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
