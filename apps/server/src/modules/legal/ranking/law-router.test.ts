import { describe, expect, it } from 'vitest';
import { route, trainRouter } from './law-router.ts';

// Term ids 0–5: 0 راتب, 1 اجازة, 2 طلاق, 3 حضانة, 4 an everyday word, 5 a statute-only word.
const examples = [
  { law: 'labour', terms: [0, 1, 4, 0] },
  { law: 'labour', terms: [1, 0] },
  { law: 'family', terms: [2, 3, 4] },
  { law: 'family', terms: [3, 2] },
  { law: null, terms: [5, 5, 5, 4] },
];

describe('law router', () => {
  it('learns which law a question is about from how people ask about each law', () => {
    const router = trainRouter(examples, 6)!;
    const labour = route(router, [0, 1]);
    expect(labour.get('labour')).toBeGreaterThan(0.9);
    const family = route(router, [3]);
    expect(family.get('family')).toBeGreaterThan(labour.get('family')!);
    expect([...route(router, [4]).values()].reduce((a, b) => a + b, 0)).toBeLessThan(1);
  });

  it('routes nothing when the question is likelier about a law it does not cover, or says nothing', () => {
    const router = trainRouter(examples, 6)!;
    expect(route(router, [5, 5], 0.2).size).toBe(0);
    expect(route(router, [0, 1], 0.2).size).toBe(2);
    expect(route(router, []).size).toBe(0);
  });

  it('needs at least one law besides "other"', () => {
    expect(trainRouter([{ law: null, terms: [0] }], 1)).toBeNull();
    expect(trainRouter([], 1)).toBeNull();
  });
});
