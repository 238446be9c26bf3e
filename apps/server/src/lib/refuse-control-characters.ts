import { DISALLOWED_CONTROL_MESSAGE, ErrorCode, findDisallowedControl } from '@mustashar/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { invalidField } from './messages.ts';

/** A 400 naming the field (or 'path', 'query', 'body' when the value itself is the bad string), in both languages. */
export function disallowedControlError(field: string): AppError {
  return new AppError(400, ErrorCode.badRequest, {
    ar: invalidField(field, DISALLOWED_CONTROL_MESSAGE.ar, 'ar'),
    en: invalidField(field, DISALLOWED_CONTROL_MESSAGE.en, 'en'),
  });
}

/**
 * A global preValidation hook: the contracts' one rule against control characters, for every route's path
 * parameters and query values (single-line) and parsed body, before any schema or handler sees them.
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  // Params and query are null-prototype maps: copied into plain objects so the walk reads them.
  const sources: [unknown, string, boolean][] = [
    [{ ...(request.params as object) }, 'path', true],
    [{ ...(request.query as object) }, 'query', true],
    [request.body, 'body', false],
  ];
  for (const [value, where, singleLine] of sources) {
    const field = findDisallowedControl(value, { singleLine });
    if (field !== null) throw disallowedControlError(field || where);
  }
}
