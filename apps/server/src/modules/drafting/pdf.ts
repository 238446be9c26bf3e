import { createElement as h, type ReactElement } from 'react';
import { BidiText, directionStyle, PdfDocument, renderPdf } from '../../lib/pdf/index.ts';
import { Text, View } from '../../lib/pdf/primitives.ts';
import type { Block, DocumentModel } from './document.ts';

const TONE_COLOR = { high: '#b91c1c', medium: '#b45309', low: '#047857' } as const;

/** The document as a PDF through lib/pdf: each paragraph's direction follows its text, the document's by default. */
export async function writePdf(model: DocumentModel): Promise<Buffer> {
  const dir = model.lang === 'ar' ? 'rtl' : 'ltr';
  const text = (content: string, style: Record<string, string | number> = {}) =>
    // biome-ignore lint/correctness/noChildrenProp: BidiText's props type requires children
    h(BidiText, { fallback: dir, style, children: content });
  const block = (b: Block, key: number): ReactElement => {
    switch (b.kind) {
      case 'heading':
        return h(View, { key, style: { marginTop: 10 } }, text(b.text, { fontWeight: 700, fontSize: 12 }));
      case 'paragraph':
        return h(View, { key, style: { marginTop: 3 } }, text(b.text));
      case 'citation':
        return h(View, { key }, text(b.text, { fontSize: 9, color: '#4b5563' }));
      case 'label':
        return h(
          View,
          { key, style: { marginTop: 2 } },
          text(b.text, { fontSize: 9, fontWeight: 700, color: b.tone ? TONE_COLOR[b.tone] : '#1f2937' }),
        );
      case 'note':
        return h(
          View,
          { key, style: { marginTop: 18, borderTopWidth: 0.5, borderTopColor: '#d1d5db', paddingTop: 6 } },
          text(b.text, { fontSize: 8.5, color: '#6b7280' }),
        );
      case 'signature':
        return h(
          View,
          { key, style: { marginTop: 14 } },
          h(Text, { style: { ...directionStyle(dir), fontWeight: 700 } }, `${b.label}: ${b.name}`),
          h(
            Text,
            { style: { ...directionStyle(dir), marginTop: 6 } },
            model.lang === 'ar' ? 'التوقيع: ......................' : 'Signature: ......................',
          ),
        );
    }
  };
  return renderPdf(
    h(
      PdfDocument,
      { title: model.title, lang: model.lang, subtitle: model.subtitle },
      h(
        View,
        { style: { marginBottom: 8 } },
        h(
          Text,
          { style: { ...directionStyle(dir), fontSize: 16, fontWeight: 700, textAlign: 'center' } },
          model.title,
        ),
      ),
      model.blocks.map(block),
    ),
  );
}
