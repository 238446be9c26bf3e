import { describe, expect, it } from 'vitest';
import {
  containsDisallowedControl,
  findDisallowedControl,
  removeDisallowedControl,
} from './control-characters.ts';

describe('the control-character rule', () => {
  it('refuses C0 controls, DEL, U+FFFE and U+FFFF; keeps tab, newlines and everything else', () => {
    for (const bad of [
      '\u0000',
      'a\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b[31m',
      '\u001f',
      '\u007f',
      '\ufffe',
      '\uffff',
    ]) {
      expect(containsDisallowedControl(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of [
      '',
      'نص عربي',
      'a\tb',
      'line\nline',
      'crlf\r\n',
      '\u0080\u009f',
      '😀',
      '\ud800',
      '\ufeff',
      '\ufffd',
    ]) {
      expect(containsDisallowedControl(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('single-line values refuse tab, line feed and carriage return too', () => {
    for (const bad of ['a\tb', 'a\nb', 'a\rb'])
      expect(containsDisallowedControl(bad, { singleLine: true })).toBe(true);
    expect(containsDisallowedControl('one line', { singleLine: true })).toBe(false);
  });

  it('names the first bad string of a JSON value by its path, keys included', () => {
    expect(findDisallowedControl({ a: 'ok', b: [{ c: 'ok' }, { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(findDisallowedControl({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findDisallowedControl('\u0000')).toBe('');
    expect(findDisallowedControl({ a: 1, b: null, c: true, d: ['fine\n'] })).toBeNull();
    expect(findDisallowedControl(undefined)).toBeNull();
  });

  it('walks a deeply nested value without recursion', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findDisallowedControl(deep)).toMatch(/^(0\.)+0$/);
  });

  it('removes what the rule refuses from text we read ourselves, and only that', () => {
    const read = 'a\u0000b\u0007c\td\ne\rf\u007fg\uffffh عربي';
    expect(removeDisallowedControl(read)).toBe('abc\td\ne\rfgh عربي');
    expect(containsDisallowedControl(removeDisallowedControl(read))).toBe(false);
  });
});
