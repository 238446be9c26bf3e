import type { ContractReview } from '@mustashar/contracts';
import { FileDown, FileText, Paperclip, ScanSearch } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClass } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { uploadFile } from '@/lib/api/upload-file';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { saveFile, useReviewContract, useReviewReport } from '../api/drafting';

const RISK_BADGE = {
  high: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  low: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
} as const;

type Source = { uploadId: string } | { text: string };

/** Upload or paste a contract, see its findings, download the report. */
export function ReviewPanel() {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  const ids = useId();
  const [text, setText] = useState('');
  const [upload, setUpload] = useState<{ id: string; name: string; notice?: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const review = useReviewContract();
  const report = useReviewReport();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const stored = await uploadFile(file).promise;
      setUpload({ id: stored.id, name: stored.fileName, notice: stored.notice?.message });
    } catch (error) {
      setUploadError(error instanceof ApiError ? error.message : t('common:errors.network'));
    } finally {
      setUploading(false);
    }
  };

  const run = () => {
    const next: Source | null = upload ? { uploadId: upload.id } : text.trim() ? { text: text.trim() } : null;
    if (!next) return;
    setSource(next);
    review.mutate({ ...next, locale: lang });
  };

  const download = (format: 'docx' | 'pdf') => {
    if (source) report.mutate({ ...source, locale: lang, format }, { onSuccess: saveFile });
  };

  const articleLabel = (article: string) =>
    /^\d+$/.test(article) ? formatNumber(Number(article), lang) : article;
  const error = review.error ?? report.error;
  const errorText = error ? (error instanceof ApiError ? error.message : t('common:errors.network')) : null;
  const result: ContractReview | undefined = review.data;

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="flex items-center gap-2 text-xl font-bold text-fg">
        <ScanSearch aria-hidden="true" className="size-5 text-primary" />
        {t('review.title')}
      </h2>
      <p className="mt-1 text-muted">{t('review.body')}</p>

      <div className="mt-4 space-y-3">
        <label
          htmlFor={`${ids}-file`}
          className={cn(
            'inline-flex cursor-pointer items-center gap-2 rounded-xl border border-border px-4 py-2.5 text-sm font-medium text-fg hover:bg-surface-2',
            uploading && 'opacity-60',
          )}
        >
          {uploading ? <Spinner className="size-4" /> : <Paperclip aria-hidden="true" className="size-4" />}
          {t('review.upload')}
        </label>
        <input
          id={`${ids}-file`}
          type="file"
          accept=".pdf,.docx,.txt,.png,.jpg,.jpeg,application/pdf,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg"
          className="sr-only"
          onChange={onFile}
          disabled={uploading}
        />
        {upload ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-fg">
            <span>{t('review.uploaded', { name: upload.name })}</span>
            <Button variant="ghost" size="sm" onClick={() => setUpload(null)}>
              {t('review.removeUpload')}
            </Button>
          </p>
        ) : null}
        {upload?.notice ? (
          // A photo or scan whose text was not read: the review would have nothing to check.
          <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
            {upload.notice}
          </p>
        ) : null}
        {uploadError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {uploadError}
          </p>
        ) : null}
        <div>
          <label htmlFor={`${ids}-text`} className="mb-1.5 block text-sm font-medium text-fg">
            {t('review.paste')}
          </label>
          <textarea
            id={`${ids}-text`}
            rows={6}
            dir="auto"
            value={text}
            disabled={upload !== null}
            onChange={(e) => setText(e.target.value)}
            className={cn(inputClass, 'resize-y')}
          />
        </div>
        <Button onClick={run} disabled={review.isPending || (!upload && text.trim().length < 20)}>
          {review.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <ScanSearch aria-hidden="true" className="size-4" />
          )}
          {t('review.run')}
        </Button>
      </div>

      {errorText ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {errorText}
        </p>
      ) : null}

      {result ? (
        <div className="mt-6" aria-live="polite">
          <h3 className="text-lg font-bold text-fg">
            {t('review.found', {
              count: result.findings.length,
              n: formatNumber(result.findings.length, lang),
            })}
          </h3>
          <ol className="mt-3 space-y-3">
            {result.findings.map((finding) => (
              <li
                key={`${finding.rule}-${finding.clauseNumber}`}
                className="rounded-xl border border-border p-4"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold', RISK_BADGE[finding.risk])}
                  >
                    {t(`review.risk.${finding.risk}`)}
                  </span>
                  <span className="text-sm text-muted">
                    {t('review.clause', { n: formatNumber(finding.clauseNumber, lang) })}
                  </span>
                </div>
                <blockquote className="mt-2 border-s-4 border-border ps-3 text-sm text-fg">
                  {finding.clause}
                </blockquote>
                <p className="mt-2 text-sm text-fg">{finding.why}</p>
                <p className="mt-1 text-xs text-muted">
                  {finding.url ? (
                    <Link to={finding.url} className="underline underline-offset-2 hover:text-primary">
                      {t('review.basis', { law: finding.law, article: articleLabel(finding.article) })}
                    </Link>
                  ) : (
                    t('review.basis', { law: finding.law, article: articleLabel(finding.article) })
                  )}
                </p>
                <p className="mt-2 rounded-lg bg-surface-2 p-3 text-sm text-fg">
                  <span className="font-semibold">{t('review.suggestion')}: </span>
                  {finding.suggestion}
                </p>
              </li>
            ))}
          </ol>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => download('pdf')} disabled={report.isPending}>
              <FileDown aria-hidden="true" className="size-4" />
              {t('review.downloadPdf')}
            </Button>
            <Button variant="outline" onClick={() => download('docx')} disabled={report.isPending}>
              <FileText aria-hidden="true" className="size-4" />
              {t('review.downloadDocx')}
            </Button>
          </div>
          <p className="mt-4 text-xs text-muted">{t('review.disclaimer')}</p>
        </div>
      ) : null}
    </Card>
  );
}
