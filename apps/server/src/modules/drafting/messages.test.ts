import type { DraftField } from '@mustashar/contracts';
import { describe, expect, it } from 'vitest';
import { fieldProblemMessage } from './messages.ts';

const field = (maxLength?: number): DraftField => ({
  name: 'party',
  label: { ar: 'اسم الطرف', en: 'Party name' },
  kind: 'text',
  required: true,
  ...(maxLength === undefined ? {} : { maxLength }),
});

describe('a field that is too long', () => {
  it('names its limit with the noun in the form the number takes', () => {
    expect([3, 11, 100].map((n) => fieldProblemMessage(field(n), 'too_long').ar)).toEqual([
      'الحقل «اسم الطرف» أطول من المسموح (٣ أحرف).',
      'الحقل «اسم الطرف» أطول من المسموح (١١ حرفًا).',
      'الحقل «اسم الطرف» أطول من المسموح (١٠٠ حرف).',
    ]);
    // Without a limit of its own a text field allows 300 characters.
    expect(fieldProblemMessage(field(), 'too_long')).toEqual({
      ar: 'الحقل «اسم الطرف» أطول من المسموح (٣٠٠ حرف).',
      en: '“Party name” is too long (at most 300 characters).',
    });
    expect(fieldProblemMessage(field(1), 'too_long').en).toBe(
      '“Party name” is too long (at most 1 character).',
    );
  });
});
