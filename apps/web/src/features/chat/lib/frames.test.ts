import { describe, expect, it } from 'vitest';
import { parseServerFrame } from './frames';

describe('parseServerFrame', () => {
  it('reads delta, reply and error frames', () => {
    expect(parseServerFrame('{"type":"delta","text":"a"}')).toEqual({ kind: 'delta', text: 'a' });
    expect(parseServerFrame('{"type":"reply","reply":"Done","clientId":"c"}')).toMatchObject({
      kind: 'reply',
      frame: { reply: 'Done', clientId: 'c' },
    });
    expect(parseServerFrame('{"type":"error","error":"trial_limit","message":"Over"}')).toMatchObject({
      kind: 'error',
      frame: { error: 'trial_limit', message: 'Over' },
    });
  });

  it('gives unknown_response for a frame outside the contract', () => {
    expect(parseServerFrame('{"error":"brand_new","message":"Later"}')).toEqual({
      kind: 'unknown',
      reason: 'unknown_response',
    });
    expect(parseServerFrame('{"type":"reply","reply":"Done","citations":[{"law":"x"}]}')).toEqual({
      kind: 'unknown',
      reason: 'unknown_response',
    });
  });

  it('gives invalid_json for unparseable data and unknown_response for other shapes', () => {
    expect(parseServerFrame('{oops')).toEqual({ kind: 'unknown', reason: 'invalid_json' });
    expect(parseServerFrame('[1,2]')).toEqual({ kind: 'unknown', reason: 'unknown_response' });
    expect(parseServerFrame('{"type":"delta"}')).toEqual({ kind: 'unknown', reason: 'unknown_response' });
    expect(parseServerFrame(new ArrayBuffer(2))).toEqual({ kind: 'unknown', reason: 'invalid_json' });
  });
});
