import { generateText, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { DocumentModel, Lang } from './document.ts';

const PolishedSchema = z.object({ paragraphs: z.array(z.string()) });

export type PolishResult = { model: DocumentModel; polished: boolean };

/** Digit runs in either script, as Western digits, so "٤٨٬٠٠٠" and "48,000" compare by their digits. */
function digitRuns(text: string): string[] {
  const western = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return western.match(/\d+/g) ?? [];
}

/**
 * Whether a rewritten paragraph is safe to use: it keeps every filled value that was in the original verbatim,
 * every number, and stays about as long. Anything else (a dropped name, a changed amount or date) keeps ours.
 */
export function keepsFacts(original: string, rewritten: string, values: readonly string[]): boolean {
  if (rewritten.length < original.length * 0.6 || rewritten.length > original.length * 1.8) return false;
  for (const value of values)
    if (value && original.includes(value) && !rewritten.includes(value)) return false;
  const before = digitRuns(original).sort().join(',');
  const after = digitRuns(rewritten).sort().join(',');
  return before === after;
}

/**
 * With a model configured, the paragraphs of a filled template are smoothed for grammar and flow (e.g. Arabic
 * number agreement after a filled number). Headings, citations, signatures and the note never go to the model;
 * each rewritten paragraph is checked with `keepsFacts`, and any failure falls back to the template text.
 */
export async function polishDraft(
  model: LanguageModel,
  doc: DocumentModel,
  values: readonly string[],
  options: { signal?: AbortSignal; onError?: (error: unknown) => void } = {},
): Promise<PolishResult> {
  const indexes = doc.blocks.flatMap((block, i) => (block.kind === 'paragraph' ? [i] : []));
  const originals = indexes.map((i) => (doc.blocks[i] as { text: string }).text);
  const language = (lang: Lang) => (lang === 'ar' ? 'Modern Standard Arabic' : 'English');
  let paragraphs: string[];
  try {
    // Plain text with JSON asked for in the prompt: not every OpenAI-compatible server supports a response schema.
    const { text } = await generateText({
      model,
      system: `You edit Saudi legal documents in ${language(doc.lang)}. Fix grammar, agreement and flow only. Never change names, numbers, dates, amounts, ID numbers, article references or the meaning, and never add or remove obligations. Answer with JSON only, {"paragraphs": [...]}, the paragraphs in the same order and count.`,
      prompt: JSON.stringify({ paragraphs: originals }),
      temperature: 0,
      maxRetries: 1,
      ...(options.signal ? { abortSignal: options.signal } : {}),
    });
    paragraphs = PolishedSchema.parse(
      JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)),
    ).paragraphs;
  } catch (error) {
    options.onError?.(error);
    return { model: doc, polished: false };
  }
  if (paragraphs.length !== originals.length) return { model: doc, polished: false };
  let changed = false;
  const blocks = doc.blocks.map((block, i) => {
    const at = indexes.indexOf(i);
    if (at < 0 || block.kind !== 'paragraph') return block;
    const rewritten = paragraphs[at]!.trim();
    if (rewritten === block.text || !keepsFacts(block.text, rewritten, values)) return block;
    changed = true;
    return { ...block, text: rewritten };
  });
  return { model: { ...doc, blocks }, polished: changed };
}
