import { describe, expect, it } from 'vitest';
import { figuresIn, NumberGate } from './number-gate.ts';

/** Streams a text through a gate in small pieces, as a model does. */
function through(gate: NumberGate, text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 7) out += gate.push(text.slice(i, i + 7));
  return out + gate.end();
}

describe('a model’s figures are the cited sources’ figures', () => {
  it('finds the figures a sentence states, not its references', () => {
    expect(figuresIn('للعامل إجازة ٢١ يوماً [1].')).toEqual([21]);
    expect(figuresIn('تعويض أجر خمسة عشر يوماً عن كل سنة (المادة ٧٧) [2].')).toEqual(
      expect.arrayContaining([15]),
    );
    expect(figuresIn('See Article 77 and decree M/46 of 5/6/1436H [1].')).toEqual([]);
    expect(figuresIn('1. The worker may resign [1].')).toEqual([]);
    // Words that only look like number words once their final hamza is dropped.
    expect(figuresIn('يستحق العامل أجره أثناء الإجازة يوم الأربعاء [1].')).toEqual([]);
    expect(figuresIn('مدة العقد اثنا عشر شهرًا [1].')).toEqual(expect.arrayContaining([12]));
  });

  it('lets a sentence through when a source it cites states its figure, and drops it otherwise', () => {
    const gate = new NumberGate([new Set([21, 30, 5]), new Set([60])]);
    const text =
      'للعامل إجازة سنوية لا تقل عن ٢١ يوماً [1].\nوتصبح ٣٠ يوماً بعد خمس سنوات [1].\n' +
      'ويحق له ٤٥ يوماً إضافية [1].\nوالإشعار ستون يوماً [1].\nراجع محامياً مرخصاً.';
    expect(through(gate, text)).toBe(
      'للعامل إجازة سنوية لا تقل عن ٢١ يوماً [1].\nوتصبح ٣٠ يوماً بعد خمس سنوات [1].\n\n\nراجع محامياً مرخصاً.',
    );
    // 45 is in no source; 60 is in source 2, but the sentence cites source 1.
    expect(gate.dropped).toEqual(['ويحق له ٤٥ يوماً إضافية [1].', 'والإشعار ستون يوماً [1].']);
  });

  it('drops a figure with no citation at all, and keeps sentences without figures', () => {
    const gate = new NumberGate([new Set([15])]);
    expect(through(gate, 'The award is 15 days per year. Ask a lawyer for your case [1].')).toBe(
      'Ask a lawyer for your case [1].',
    );
  });
});
