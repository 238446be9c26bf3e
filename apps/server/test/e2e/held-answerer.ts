// A long answer for the end-to-end tests of Stop: the offline engine answers in a moment, so its Stop button is on
// screen too briefly to press. A question carrying HELD_ANSWER_MARKER gets a few streamed sentences and is then held
// open, as a model still writing would be, until the user stops it or the socket closes; every other question goes
// to the real engine. The tests wait on what the page shows, never on this timing.
import type { Answerer } from '../../src/lib/answerer.ts';

export const HELD_ANSWER_MARKER = 'e2e-held-answer';

/** A test that never presses Stop still ends: the answer then completes with what was written. */
const HOLD_LIMIT_MS = 60_000;

const PIECES: Record<'ar' | 'en', string[]> = {
  ar: [
    'يستحق العامل إجازة سنوية بأجر ',
    'لا تقل مدتها عن واحد وعشرين يومًا، ',
    'وتزاد إلى ثلاثين يومًا إذا أمضى العامل خمس سنوات متصلة في خدمة صاحب العمل. ',
  ],
  en: [
    'A worker is entitled to paid annual leave ',
    'of at least twenty-one days, ',
    'rising to thirty days after five consecutive years with the employer. ',
  ],
};

export function holdingMarkedQuestions(engine: () => Answerer): Answerer {
  return {
    async answer(request, onDelta) {
      if (!request.question.includes(HELD_ANSWER_MARKER)) return engine().answer(request, onDelta);
      const pieces = PIECES[request.locale === 'ar' ? 'ar' : 'en'];
      for (const piece of pieces) onDelta(piece);
      await new Promise<void>((resolve, reject) => {
        const { signal } = request;
        if (signal.aborted) return reject(signal.reason);
        const timer = setTimeout(resolve, HOLD_LIMIT_MS);
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            reject(signal.reason);
          },
          { once: true },
        );
      });
      return { text: pieces.join(''), citations: [] };
    },
  };
}
