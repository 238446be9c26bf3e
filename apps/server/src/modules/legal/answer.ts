import type { Db } from '../../db/client.ts';
import type { Answerer, AnswerRequest, AnswerResult } from '../../lib/answerer.ts';
import { retrieve } from './service.ts';

/**
 * The legal engine's answerer (issue 5). First slice: the offline research answer built from retrieved statute
 * articles. Guides, assistants and the LLM path replace the body; the interface stays.
 */
export function createLegalAnswerer(deps: { db: Db }): Answerer {
  return {
    async answer(request: AnswerRequest, onDelta: (text: string) => void): Promise<AnswerResult> {
      const articles = await retrieve(deps.db, request.question, { locale: request.locale, limit: 5 });
      const ar = request.locale === 'ar';
      const lines = [
        articles.length > 0
          ? ar
            ? 'نتائج البحث في الأنظمة السعودية (بحث آلي، وليس استشارة صادرة عن محامٍ):'
            : 'Search results from Saudi statutes (automatic retrieval, not advice from a lawyer):'
          : ar
            ? 'لم أجد نصًا نظاميًا يطابق سؤالك. جرّب صياغة أخرى أو اذكر اسم النظام.'
            : 'I found no statute text matching your question. Try other words or name the law.',
        ...articles.map((a, i) => `${i + 1}. **${a.lawTitle} — ${a.articleLabel}**: ${a.excerpt}`),
      ];
      const text = lines.join('\n\n');
      for (const [i, line] of lines.entries()) onDelta(i < lines.length - 1 ? `${line}\n\n` : line);
      return {
        text,
        citations: articles.map((a) => ({
          law: a.lawTitle,
          article: String(a.articleNumber),
          label: a.articleLabel,
          url: `/library/articles/${a.articleId}`,
          excerpt: a.excerpt,
          kind: 'article' as const,
        })),
      };
    },
  };
}
