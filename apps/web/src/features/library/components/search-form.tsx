import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface SearchFormProps {
  /** The query in the address; the field follows it (back/forward, a link with ?q=). */
  value: string;
  onSearch: (q: string) => void;
  className?: string;
}

/** A labelled search box that searches on submit (the API is rate limited, so not on every keystroke). */
export function SearchForm({ value, onSearch, className }: SearchFormProps) {
  const { t } = useTranslation('library');
  const [draft, setDraft] = useState(value);
  const id = useId();
  useEffect(() => setDraft(value), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is what assistive tech announces today.
    <form role="search" onSubmit={submit} className={cn('w-full', className)}>
      <label htmlFor={id} className="mb-2 block text-sm font-bold">
        {t('search.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={id}
            type="search"
            dir="auto"
            name="q"
            value={draft}
            maxLength={500}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('search.placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            className="min-h-12 w-full rounded-xl border border-border bg-surface ps-10 pe-11 text-base text-fg shadow-sm placeholder:text-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-search-cancel-button]:hidden"
          />
          {draft ? (
            <button
              type="button"
              onClick={() => {
                setDraft('');
                if (value) onSearch('');
              }}
              aria-label={t('search.clear')}
              className="absolute end-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <Button type="submit" size="lg" variant="gold">
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
