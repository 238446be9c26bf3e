import { checkDraftField, type DraftField } from '@mustashar/contracts';
import { z } from 'zod';

export type DraftValues = Record<string, string>;

/**
 * The form's schema from a template's fields, with the same checks the server runs (`checkDraftField`); each
 * failure's message is the problem code, which the form translates with the field's label.
 */
export function draftFormSchema(fields: readonly DraftField[]) {
  return z.record(z.string(), z.string()).superRefine((values, ctx) => {
    for (const field of fields) {
      const result = checkDraftField(field, values[field.name]);
      if ('problem' in result) ctx.addIssue({ code: 'custom', path: [field.name], message: result.problem });
    }
  });
}

export function emptyValues(fields: readonly DraftField[]): DraftValues {
  return Object.fromEntries(fields.map((f) => [f.name, '']));
}
