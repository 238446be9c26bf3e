import { describe, expect, it } from 'vitest';
import { threadTitle } from './chat.ts';

const words = (title: string) => title.replace(/…$/, '').split(' ');

describe('threadTitle', () => {
  it('keeps a short first message whole, its spaces tidied', () => {
    expect(threadTitle('  Short   question ')).toBe('Short question');
    expect(threadTitle('a'.repeat(40))).toBe('a'.repeat(40));
  });

  it('cuts a long one at the last whole word within 40 characters, with an ellipsis', () => {
    const english = 'What are the rights of a worker whose employer stopped paying wages?';
    expect(threadTitle(english)).toBe('What are the rights of a worker whose…');
    const arabic = 'ما هي حقوق العامل إذا توقف صاحب العمل عن دفع الأجور لمدة ثلاثة أشهر؟';
    const title = threadTitle(arabic);
    expect(title).toBe('ما هي حقوق العامل إذا توقف صاحب العمل عن…');
    for (const title of [threadTitle(english), threadTitle(arabic)]) {
      expect(Array.from(title).length).toBeLessThanOrEqual(41);
      for (const word of words(title)) expect(english.split(' ').concat(arabic.split(' '))).toContain(word);
    }
  });

  it('keeps all 40 characters when they end a word', () => {
    const text = `${'word '.repeat(7)}abcde more words`;
    expect(text[40]).toBe(' ');
    expect(threadTitle(text)).toBe(`${text.slice(0, 40)}…`);
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(threadTitle('My landlord, who owns the building, wants me out early')).toBe(
      'My landlord, who owns the building…',
    );
    expect(threadTitle('عقد الإيجار، هل يحق للمالك إنهاؤه، قبل انتهاء مدته المتفق عليها؟')).toBe(
      'عقد الإيجار، هل يحق للمالك إنهاؤه، قبل…',
    );
  });

  it('cuts a single word longer than the title where it must', () => {
    expect(threadTitle('x'.repeat(60))).toBe(`${'x'.repeat(40)}…`);
    expect(threadTitle(`${'y'.repeat(50)} tail`)).toBe(`${'y'.repeat(40)}…`);
  });
});
