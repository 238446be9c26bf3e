import type { Locale } from './constants.ts';

/**
 * One rule for all text a client sends (JSON fields and their keys, path parameters, query values, chat frames):
 * no C0 control character except tab, line feed and carriage return, no DEL, and neither of the noncharacters
 * U+FFFE and U+FFFF. PostgreSQL refuses NUL outright, and the rest only hide text or break what it is shown in.
 * `singleLine` refuses tab, line feed and carriage return too: path and query values are never multi-line. Body
 * fields meant to be one line are held to their own schema; this rule only keeps out what no field may hold.
 */
export function containsDisallowedControl(value: string, options: { singleLine?: boolean } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (options.singleLine || (c !== 0x09 && c !== 0x0a && c !== 0x0d)) return true;
    } else if (c === 0x7f || c === 0xfffe || c === 0xffff) return true;
  }
  return false;
}

/**
 * The text with every character the rule refuses taken out (tab and line breaks stay), for text we did not receive
 * from a form but read ourselves, such as the text of an uploaded PDF.
 */
export function removeDisallowedControl(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, '');
}

/**
 * Where the first string breaking the rule sits in a parsed JSON value, as a dotted path ('history.2.text');
 * '' when the value itself is that string; null when there is none. Object keys count too. Walks without
 * recursion, so a deeply nested body cannot exhaust the stack; anything but plain objects and arrays is skipped.
 */
export function findDisallowedControl(value: unknown, options: { singleLine?: boolean } = {}): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (containsDisallowedControl(current, options)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        pending.push({ value: current[i], path: path ? `${path}.${i}` : String(i) });
      }
    } else if (current !== null && typeof current === 'object') {
      const proto = Object.getPrototypeOf(current);
      if (proto !== Object.prototype && proto !== null) continue;
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i]!;
        const innerPath = path ? `${path}.${key}` : key;
        if (containsDisallowedControl(key, options)) return innerPath;
        pending.push({ value: inner, path: innerPath });
      }
    }
  }
  return null;
}

/** What the user is told about a field that breaks the rule (the server names the field before it). */
export const DISALLOWED_CONTROL_MESSAGE: Record<Locale, string> = {
  ar: 'يحتوي على رمز تحكم غير مسموح به (مثل NUL).',
  en: 'it contains a control character that is not allowed (such as NUL).',
};
