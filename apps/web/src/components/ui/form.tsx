import { toNestErrors } from '@hookform/resolvers';
import { Eye, EyeOff } from 'lucide-react';
import {
  type ComponentProps,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useState,
} from 'react';
import {
  Controller,
  type ControllerProps,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useForm,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cleanCode, FormAlert, inputClass, textDir } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export type Issue = Pick<z.core.$ZodIssue, 'code' | 'path' | 'input' | 'message'> & { params?: unknown };

/** What went wrong with a field, in the words a form gives it: an empty field is `required` whatever the rule. */
export type IssueKind = 'required' | 'too_small' | 'too_big' | 'invalid' | 'custom';

/**
 * Translation keys (with their namespace, `account:auth.validation.emailRequired`) for each field's failures: one
 * key for any failure, or one per kind, or a function that words the issue itself (for fields known only at run
 * time). Fields are named by their dotted path; `*` covers the rest.
 */
export type FormMessages = Record<
  string,
  string | Partial<Record<IssueKind, string>> | ((issue: Issue) => string)
>;

const FALLBACK_MESSAGE = 'common:form.invalid';

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/** The key for one zod issue: the schemas' own messages are English-only, so the form names its own. */

export function messageKey(messages: FormMessages, issue: Issue): string {
  // A refinement that knows which rule failed names its key itself.
  const own = (issue as { params?: { key?: unknown } }).params?.key;
  if (typeof own === 'string') return own;
  const entry = messages[(issue.path ?? []).join('.')] ?? messages['*'];
  if (entry === undefined) return FALLBACK_MESSAGE;
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') return FALLBACK_MESSAGE;
  const kind: IssueKind = isEmpty(issue.input)
    ? 'required'
    : issue.code === 'too_small' || issue.code === 'too_big' || issue.code === 'custom'
      ? issue.code
      : 'invalid';
  const fallbacks: IssueKind[] =
    kind === 'required' ? ['required', 'too_small', 'invalid'] : [kind, 'invalid'];
  for (const candidate of fallbacks) {
    const key = entry[candidate];
    if (key) return key;
  }
  return FALLBACK_MESSAGE;
}

// biome-ignore lint/suspicious/noExplicitAny: a schema of any object shape; the form's own types come from it.
type AnySchema = z.ZodType<any, any>;
export type FormOf<S extends AnySchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

interface FormProps<S extends AnySchema>
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid' | 'children'> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Values that arrive later (a setting loaded from the server): the form takes them when they change. */
  values?: z.input<S>;
  messages?: FormMessages;
  /** Throw to show the failure: an ApiError's message, or `failureMessage` for anything else. */
  onSubmit: (values: z.output<S>, form: FormOf<S>) => unknown;
  failureMessage?: string;
  /** Error codes the server answers about one field, shown on that field instead of for the form. */
  serverFields?: Partial<Record<string, FieldPath<z.input<S>>>>;
  /** Called when the fields fail their schema, after each shows its message (e.g. to say so for the whole form). */
  onInvalid?: (form: FormOf<S>) => void;
  /**
   * Field errors are shown once, in the form's error line (the first failing field's), instead of under each field;
   * the fields are still marked invalid and described by that line. For short forms whose rules read as one sentence.
   */
  errorSummary?: boolean;
  /** A failure known before any submit (e.g. a sign-in provider's refusal in the address). */
  initialError?: string | null;
  children: ReactNode | ((form: FormOf<S>) => ReactNode);
}

const SERVER_ERROR = 'root.server' as const;

/**
 * A form whose fields are checked by a zod schema (the contracts' request schema where one exists), with
 * translated field errors and the server's refusal shown in the form. Built like shadcn/ui's Form.
 */
export function Form<S extends AnySchema>({
  schema,
  defaultValues,
  values,
  messages = {},
  onSubmit,
  failureMessage,
  serverFields,
  initialError,
  onInvalid,
  errorSummary = false,
  children,
  ...props
}: FormProps<S>) {
  const summaryId = useId();
  const { i18n } = useTranslation();
  // i18n.t, not a render's t: the resolver outlives a language switch.
  const translate = (issue: Issue) => {
    const own = messages[issue.path.join('.')];
    if (typeof own === 'function') return own(issue);
    const { minimum, maximum } = issue as { minimum?: unknown; maximum?: unknown };
    // Limits in the reader's digits (٨ in Arabic), as the messages wrote them before they took the number; the
    // limit as a number is the count a message with plural forms agrees with ("٨ أحرف", "١٢ حرفًا").
    const limit = issue.code === 'too_big' ? maximum : minimum;
    return i18n.t(messageKey(messages, issue), {
      count: typeof limit === 'number' ? limit : undefined,
      min: minimum === undefined ? undefined : formatNumber(minimum, i18n.language),
      max: maximum === undefined ? undefined : formatNumber(maximum, i18n.language),
    });
  };
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // zod parses the values directly rather than through zodResolver's error map: a schema's own English message
    // (the contracts give some) would win over that map, and every message here is the form's translated one.
    resolver: async (values, _context, options) => {
      const result = await schema.safeParseAsync(values, { reportInput: true });
      if (result.success) return { values: result.data, errors: {} };
      const errors: Record<string, FieldError> = {};
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        errors[path] ??= { type: issue.code, message: translate(issue) };
      }
      return { values: {}, errors: toNestErrors(errors, options) };
    },
    defaultValues,
    values,
  });

  useEffect(() => {
    if (initialError) form.setError(SERVER_ERROR, { message: initialError });
  }, [initialError, form]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values, form);
      } catch (error) {
        const message =
          error instanceof ApiError && error.message
            ? error.message
            : (failureMessage ?? i18n.t('common:errors.network'));
        // Where the server names the field it refused (in its answer, or by an error code the form knows), the
        // message goes beside that field; otherwise it is for the whole form.
        const named =
          error instanceof ApiError ? (serverFields?.[error.code] ?? error.body.field) : undefined;
        if (typeof named === 'string')
          form.setError(named as FieldPath<z.input<S>>, { type: 'server', message }, { shouldFocus: true });
        else form.setError(SERVER_ERROR, { message });
      }
    },
    onInvalid && (() => onInvalid(form)),
  );

  return (
    <FormProvider {...form}>
      <SummaryContext.Provider value={errorSummary ? summaryId : null}>
        <form noValidate onSubmit={submit} {...props}>
          {typeof children === 'function' ? children(form) : children}
        </form>
      </SummaryContext.Provider>
    </FormProvider>
  );
}

/** The id of the form's error line when it also stands for the fields' messages. */
const SummaryContext = createContext<string | null>(null);

function firstFieldMessage(errors: Record<string, unknown>): string | undefined {
  for (const [name, error] of Object.entries(errors)) {
    if (name === 'root' || !error || typeof error !== 'object') continue;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    const nested = firstFieldMessage(error as Record<string, unknown>);
    if (nested) return nested;
  }
  return undefined;
}

/** The form's failure line: the server's refusal, or the `children` given (e.g. a notice set outside the form). */
export function FormError({ children }: { children?: ReactNode }) {
  const { errors } = useFormState();
  const summaryId = useContext(SummaryContext);
  const server = (errors.root as Record<string, { message?: string }> | undefined)?.server?.message;
  const text = (summaryId ? firstFieldMessage(errors) : undefined) || server || children;
  if (!text) return null;
  return summaryId ? (
    <div id={summaryId}>
      <FormAlert>{text}</FormAlert>
    </div>
  ) : (
    <FormAlert>{text}</FormAlert>
  );
}

/** Shows on the field `name` a refusal the form learns from outside (a parent that sent the values on). */
export function ServerFieldError({ name, message }: { name: string; message: string | null | undefined }) {
  const { setError, clearErrors } = useFormContext();
  useEffect(() => {
    if (message) setError(name, { type: 'server', message });
    else clearErrors(name);
  }, [name, message, setError, clearErrors]);
  return null;
}

/** Disabled with a spinner while the form submits. */
export function FormSubmit({
  children,
  pending,
  disabled,
  ...props
}: ComponentProps<typeof Button> & { pending?: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={isSubmitting || disabled} {...props}>
      {isSubmitting ? <Spinner className="size-4" /> : null}
      {isSubmitting && pending ? pending : children}
    </Button>
  );
}

interface FieldContextValue {
  name: string;
}
const FieldContext = createContext<FieldContextValue | null>(null);
const ItemContext = createContext<string | null>(null);

export function FormField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TTransformed = TValues,
>(props: ControllerProps<TValues, TName, TTransformed>) {
  return (
    <FieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldContext.Provider>
  );
}

/** The ids and the error of the field around the caller. */
export function useFormField() {
  const field = useContext(FieldContext);
  const id = useContext(ItemContext);
  const { getFieldState } = useFormContext();
  const state = useFormState({ name: field?.name });
  if (!field || !id) throw new Error('useFormField is used inside a FormField and a FormItem');
  const { error } = getFieldState(field.name, state);
  return {
    id,
    name: field.name,
    error,
    descriptionId: `${id}-description`,
    messageId: `${id}-message`,
  };
}

export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  return (
    <ItemContext.Provider value={id}>
      <div className={className} {...props} />
    </ItemContext.Provider>
  );
}

/** `className` replaces the usual look (a block line above the input), since classes here are joined, not merged. */
export function FormLabel({ className, children, ...props }: ComponentProps<'label'>) {
  const { id } = useFormField();
  return (
    <label htmlFor={id} className={className ?? 'mb-1.5 block text-sm font-medium text-fg'} {...props}>
      {children}
    </label>
  );
}

/** Gives its one child the field's id, aria-invalid and aria-describedby (the hint and the message). */
export function FormControl({
  children,
  hasDescription,
}: {
  children: ReactElement;
  hasDescription?: boolean;
}) {
  const { id, error, descriptionId, messageId } = useFormField();
  const summaryId = useContext(SummaryContext);
  if (!isValidElement(children)) return children;
  const describedBy = [hasDescription ? descriptionId : null, error ? (summaryId ?? messageId) : null]
    .filter(Boolean)
    .join(' ');
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  });
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId } = useFormField();
  return <p id={descriptionId} className={cn('mt-1.5 text-xs text-muted', className)} {...props} />;
}

export function FormMessage({ className }: { className?: string }) {
  const { error, messageId } = useFormField();
  const summaryId = useContext(SummaryContext);
  if (!error?.message || summaryId) return null;
  return (
    // The server's refusal arrives after the user acted, so it is announced; a field's own rule shows as they submit.
    <p
      id={messageId}
      role={error.type === 'server' ? 'alert' : undefined}
      className={cn('mt-1.5 text-sm text-red-700 dark:text-red-300', className)}
    >
      {error.message}
    </p>
  );
}

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return <input type={type} dir={textDir(type)} className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea dir="auto" className={cn(inputClass, className)} {...props} />;
}

/** A password input with a show/hide button; the props reach the input. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t, i18n } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  // The password is typed left to right in both languages, but the button sits at the page's end: the input's own
  // end in an English page, its start in an Arabic one. The room for the button goes on that side, or the typed
  // text runs under it.
  const buttonRoom = i18n.dir() === 'rtl' ? 'ps-12' : 'pe-12';
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        dir="ltr"
        className={cn(inputClass, buttonRoom, 'text-start', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
        aria-pressed={visible}
        className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-xl text-muted hover:text-fg"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}

interface CodeInputProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  value: string;
  onChange: (code: string) => void;
}

/** A 6-digit code (emailed or from an authenticator): digits only, left to right, offered by one-time-code autofill. */
export function CodeInput({ value, onChange, className, ...props }: CodeInputProps) {
  return (
    <input
      value={value}
      onChange={(e) => onChange(cleanCode(e.target.value))}
      onPaste={(e) => {
        e.preventDefault();
        onChange(cleanCode(e.clipboardData.getData('text')));
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      className={cn(inputClass, 'text-center tracking-[0.5em]', className)}
      {...props}
    />
  );
}

interface FieldShellProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** Beside the label, at the end of its line (e.g. a "Forgot password?" link). */
  labelAction?: ReactNode;
}

type BoundField<TValues extends FieldValues> = ControllerRenderProps<TValues, FieldPath<TValues>>;

/** The label, control, hint and message of one form field; `control` draws the control bound to the field. */
function FieldShell<TValues extends FieldValues>({
  shell: { name, label, hint, className, labelAction },
  control,
}: {
  shell: FieldShellProps<TValues>;
  control: (field: BoundField<TValues>) => ReactElement;
}) {
  return (
    <FormField<TValues>
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          {labelAction ? (
            <div className="mb-1.5 flex items-center justify-between gap-2">
              <FormLabel className="block text-sm font-medium text-fg">{label}</FormLabel>
              {labelAction}
            </div>
          ) : (
            <FormLabel>{label}</FormLabel>
          )}
          <FormControl hasDescription={Boolean(hint)}>{control(field)}</FormControl>
          {hint ? <FormDescription>{hint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Binds a text control to its field; a field the form has no value for yet shows empty. */
function textBinding<TValues extends FieldValues>(field: BoundField<TValues>) {
  return {
    name: field.name,
    ref: field.ref,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
}

type InputOnly = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'type'>;

/** A labelled text input bound to the form field `name`. */
export function TextFormField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  className,
  labelAction,
  type = 'text',
  ...input
}: FieldShellProps<TValues> & InputOnly & { type?: string }) {
  return (
    <FieldShell<TValues>
      shell={{ name, label, hint, className, labelAction }}
      control={(field) => <Input {...input} type={type} {...textBinding(field)} />}
    />
  );
}

/** A labelled password input with a show/hide button, bound to the form field `name`. */
export function PasswordFormField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  className,
  labelAction,
  ...input
}: FieldShellProps<TValues> & InputOnly) {
  return (
    <FieldShell<TValues>
      shell={{ name, label, hint, className, labelAction }}
      control={(field) => <PasswordInput {...input} {...textBinding(field)} />}
    />
  );
}

/** A labelled 6-digit code input, bound to the form field `name`. */
export function CodeFormField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  className,
  ...input
}: FieldShellProps<TValues> & InputOnly) {
  return (
    <FieldShell<TValues>
      shell={{ name, label, hint, className }}
      control={(field) => <CodeInput {...input} {...textBinding(field)} />}
    />
  );
}

/** A labelled textarea bound to the form field `name`. */
export function TextareaFormField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  className,
  ...input
}: FieldShellProps<TValues> &
  Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>) {
  return (
    <FieldShell<TValues>
      shell={{ name, label, hint, className }}
      control={(field) => <Textarea {...input} {...textBinding(field)} />}
    />
  );
}

/** A checkbox with its label after it, bound to the boolean form field `name`. */
export function CheckboxFormField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  className,
  ...input
}: { name: FieldPath<TValues>; label: ReactNode; className?: string } & InputOnly) {
  return (
    <FormField<TValues>
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <div className="flex items-start gap-3">
            <FormControl>
              <input
                {...input}
                type="checkbox"
                name={field.name}
                ref={field.ref}
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-border accent-primary"
              />
            </FormControl>
            <FormLabel className="cursor-pointer text-sm leading-relaxed text-fg">{label}</FormLabel>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
