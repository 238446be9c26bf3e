import { z } from 'zod';
import { ErrorBodySchema } from './errors.ts';
import { ContractReviewSchema } from './legal.ts';

/** Document drafting from our templates and contract-review reports. */

export const DRAFT_TEMPLATE_IDS = [
  'employment_contract',
  'residential_lease',
  'nda',
  'demand_letter',
  'poa_request',
  'service_agreement',
] as const;
export type DraftTemplateId = (typeof DRAFT_TEMPLATE_IDS)[number];

export const DRAFT_FIELD_KINDS = ['text', 'date', 'number', 'money', 'select'] as const;
export type DraftFieldKind = (typeof DRAFT_FIELD_KINDS)[number];

export const DRAFT_FORMATS = ['docx', 'pdf'] as const;
export const REVIEW_FORMATS = ['json', 'docx', 'pdf'] as const;

const BiSchema = z.object({ ar: z.string(), en: z.string() });

export const DraftFieldSchema = z.object({
  name: z.string(),
  label: BiSchema,
  kind: z.enum(DRAFT_FIELD_KINDS),
  required: z.boolean(),
  /** text: longest value (characters); number/money: bounds. */
  maxLength: z.number().int().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** text: a regular expression the whole value must match (e.g. a 10-digit national ID). */
  pattern: z.string().optional(),
  /** What `pattern` expects, shown when it fails. */
  patternHint: BiSchema.optional(),
  options: z.array(z.object({ value: z.string(), label: BiSchema })).optional(),
});
export type DraftField = z.infer<typeof DraftFieldSchema>;

export const DraftTemplateSchema = z.object({
  id: z.enum(DRAFT_TEMPLATE_IDS),
  title: BiSchema,
  description: BiSchema,
  fields: z.array(DraftFieldSchema),
});
export type DraftTemplate = z.infer<typeof DraftTemplateSchema>;

/** GET /api/drafting/templates */
export const DraftTemplateListResponseSchema = z.object({ templates: z.array(DraftTemplateSchema) });
export type DraftTemplateListResponse = z.infer<typeof DraftTemplateListResponseSchema>;

/** POST /api/drafting/documents → the file. Field values are checked against the template (`checkDraftFields`). */
export const CreateDraftDocumentSchema = z.object({
  templateId: z.enum(DRAFT_TEMPLATE_IDS),
  fields: z.record(z.string().max(64), z.union([z.string().max(2000), z.number()])),
  locale: z.enum(['ar', 'en']),
  format: z.enum(DRAFT_FORMATS),
});
export type CreateDraftDocument = z.infer<typeof CreateDraftDocumentSchema>;

/** POST /api/drafting/review: an upload of the caller's or pasted text; `json` answers the review itself. */
export const ReviewExportSchema = z
  .object({
    uploadId: z.uuid().optional(),
    text: z.string().trim().min(20).max(100_000).optional(),
    locale: z.enum(['ar', 'en']),
    format: z.enum(REVIEW_FORMATS),
  })
  .refine((body) => (body.uploadId === undefined) !== (body.text === undefined), {
    message: 'Send either uploadId or text',
    path: ['text'],
  });
export type ReviewExport = z.infer<typeof ReviewExportSchema>;
export const ReviewExportResponseSchema = z.object({ review: ContractReviewSchema });

export const DraftingErrorCode = {
  /** 400: a field is missing or invalid; `field` names it. */
  invalidField: 'drafting:invalid_field',
  /** 404: the upload is not the caller's or does not exist. */
  uploadNotFound: 'drafting:upload_not_found',
  /** 422: no text could be read from the upload (a scanned image, an empty file). */
  noText: 'drafting:no_text',
  /** 403: the caller's plan does not include Documents (drafting and contract review); a larger plan does. */
  notInPlan: 'drafting:not_in_plan',
} as const;

/** A drafting error; `drafting:invalid_field` also names the field and the problem, for the form to mark it. */
export const DraftingErrorBodySchema = ErrorBodySchema.extend({
  field: z.string().optional(),
  problem: z.string().optional(),
});

/** Why a field value was refused; the web and the server word each in both languages. */
export const DRAFT_FIELD_PROBLEMS = [
  'required',
  'too_long',
  'pattern',
  'date',
  'number',
  'min',
  'max',
  'option',
] as const;
export type DraftFieldProblem = (typeof DRAFT_FIELD_PROBLEMS)[number];

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Arabic-Indic (and Persian) digits typed by users become Western digits before checking. */
export function westernDigits(value: string): string {
  return value.replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isRealDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** One field's value, trimmed and with Western digits; a problem code when it is refused. */
export function checkDraftField(
  field: DraftField,
  raw: string | number | undefined | null,
): { value: string } | { problem: DraftFieldProblem } {
  const value = raw === undefined || raw === null ? '' : westernDigits(String(raw)).trim();
  if (value === '') return field.required ? { problem: 'required' } : { value };
  switch (field.kind) {
    case 'text': {
      if (value.length > (field.maxLength ?? 300)) return { problem: 'too_long' };
      if (field.pattern && !new RegExp(`^(?:${field.pattern})$`, 'u').test(value))
        return { problem: 'pattern' };
      return { value };
    }
    case 'date':
      return isRealDate(value) ? { value } : { problem: 'date' };
    case 'number':
    case 'money': {
      const normalized = value.replace(/[,٬\s]/g, '').replace('٫', '.');
      const shape = field.kind === 'number' ? /^-?\d+$/ : /^\d+(?:\.\d{1,2})?$/;
      if (!shape.test(normalized)) return { problem: 'number' };
      const n = Number(normalized);
      if (field.min !== undefined && n < field.min) return { problem: 'min' };
      if (field.max !== undefined && n > field.max) return { problem: 'max' };
      return { value: normalized };
    }
    case 'select':
      return field.options?.some((o) => o.value === value) ? { value } : { problem: 'option' };
  }
}

/** All fields of a template: the cleaned values, or the first refused field in the template's order. */
export function checkDraftFields(
  fields: readonly DraftField[],
  values: Record<string, string | number | undefined | null>,
): { values: Record<string, string> } | { field: DraftField; problem: DraftFieldProblem } {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const result = checkDraftField(field, values[field.name]);
    if ('problem' in result) return { field, problem: result.problem };
    out[field.name] = result.value;
  }
  return { values: out };
}
