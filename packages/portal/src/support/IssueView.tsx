import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { Badge } from '@portal-elements/elements/pp-badge/pp-badge.react';
import type { BadgeVariant } from '@portal-elements/elements/pp-badge/pp-badge';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import type { Locale } from '@portal-elements/contract';
import { HttpError, fieldError } from '../api/http';
import { FIRST_DATA_FRESH_MS } from '../api/query-client';
import type { PrimeContext } from '../app/routes';
import { useI18n } from '../i18n/i18n';
import { localeFromDocument } from '../i18n/plural';
import { MessageEditor } from './MessageEditor';
import {
  labelsOf,
  supportApi,
  type Attachment,
  type Issue,
  type Side,
  type SupportOptions,
  type ThreadAuthor,
  type ThreadEntry,
} from './support-api';
import { trustedRichText } from './trusted-html';
import { createUploadHandler } from './upload';
import './support.css';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The query of the status and category names of `GET /api/support/options`, in `locale`. */
const supportOptionsQuery = (locale: Locale) => ({
  queryKey: ['support', 'options', locale],
  queryFn: ({ signal }: { signal: AbortSignal }) => supportApi.options(signal),
  staleTime: Infinity,
});

/** The status and category names of `GET /api/support/options`, in the page's language. */
export function useSupportOptions() {
  const { locale } = useI18n();
  return useQuery(supportOptionsQuery(locale));
}

export function issueKey(side: Side, id: string | number) {
  return ['support', side, 'issue', String(id)] as const;
}

/**
 * The query of an issue with its thread: a failure is the page's to show. Fresh for
 * `FIRST_DATA_FRESH_MS`, as the route asks for it ahead at boot (routes.tsx).
 */
export const issueQuery = (side: Side, id: string) => ({
  queryKey: issueKey(side, id),
  queryFn: ({ signal }: { signal: AbortSignal }) => supportApi.issue(side, id, signal),
  staleTime: FIRST_DATA_FRESH_MS,
  meta: { errorInPage: true },
});

/** An issue with its thread; a failure is the page's to show (404 as not found, else the spec's text). */
export function useIssue(side: Side, id: string) {
  return useQuery(issueQuery(side, id));
}

/** Asks for the support options (categories, statuses) ahead of a support page's render. */
export function primeSupportOptions(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(supportOptionsQuery(localeFromDocument()));
}

/** Asks for the issue of the page at `params` ahead of its render (the route's prime, routes.tsx). */
export const primeIssue =
  (side: Side) =>
  ({ params, queryClient }: PrimeContext): void => {
    if (!params['id']) return;
    void queryClient.prefetchQuery(issueQuery(side, params['id']));
    primeSupportOptions(queryClient);
  };

/**
 * What a failed issue load shows: not found for 404, no access for 403 (staff acting as themselves on
 * a client's address), else the spec's data-load text, as an error toast too.
 */
export function IssueLoadError({ error }: { error: unknown }) {
  const { t } = useI18n();
  const status = error instanceof HttpError ? error.status : 0;
  const known = status === 404 || status === 403;
  // The spec's data-load failure is an error toast too (the query keeps it out of the global one).
  useEffect(() => {
    if (!known) toast.error(t('errors.dataLoad'));
  }, [known, t]);
  const text =
    status === 404 ? t('support.notFound') : status === 403 ? t('page.forbidden.text') : t('errors.dataLoad');
  return <Alert variant="error">{text}</Alert>;
}

/** The badge colour of each status: done is success, waiting on the client a warning, the rest info. */
const STATUS_VARIANT: Partial<Record<string, BadgeVariant>> = {
  resolved: 'success',
  closed: 'success',
  waiting_for_customer: 'warning',
};

/** The status as a badge (its server-side name). */
export function StatusBadge({ status, options }: { status: string; options: SupportOptions | undefined }) {
  return (
    <Badge className="support-status" variant={STATUS_VARIANT[status] ?? 'info'}>
      {labelsOf(options?.statuses)[status] ?? status}
    </Badge>
  );
}

/** Subject aside, the issue's facts as a description list. */
export function IssueFacts({
  issue,
  options,
  staff,
  children,
}: {
  issue: Issue;
  options: SupportOptions | undefined;
  staff: boolean;
  children?: ReactNode;
}) {
  const { t, formatDate } = useI18n();
  const date = (value: string | null) => (value ? formatDate(value, DATE_TIME) : '—');
  return (
    <section className="pp-card" aria-labelledby="support-facts-title">
      <h2 id="support-facts-title">{t('support.details')}</h2>
      <dl className="pp-facts">
        <div>
          <dt>{t('support.status')}</dt>
          <dd>
            <StatusBadge status={issue.status} options={options} />
          </dd>
        </div>
        <div>
          <dt>{t('support.category')}</dt>
          <dd>{labelsOf(options?.categories)[issue.category] ?? issue.category}</dd>
        </div>
        {staff && (
          <>
            <div>
              <dt>{t('support.project')}</dt>
              <dd>{issue.project.name}</dd>
            </div>
            <div>
              <dt>{t('support.author')}</dt>
              <dd>{issue.author?.full_name ?? t('support.deletedUser')}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('support.assignee')}</dt>
          <dd>{issue.assignee?.full_name ?? t('support.unassigned')}</dd>
        </div>
        <div>
          <dt>{t('glossary.created_at')}</dt>
          <dd>{date(issue.created_at)}</dd>
        </div>
        <div>
          <dt>{t('glossary.updated_at')}</dt>
          <dd>{date(issue.updated_at)}</dd>
        </div>
        <div>
          <dt>{t('glossary.resolved_at')}</dt>
          <dd>{date(issue.resolved_at)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

function AuthorName({ author }: { author: ThreadAuthor }) {
  const { t } = useI18n();
  return (
    <span className="pp-timeline__author">
      {author?.full_name ?? t('support.deletedUser')}
      {author?.staff && (
        <Badge className="support-badge" variant="brand">
          {t('support.staffBadge')}
        </Badge>
      )}
    </span>
  );
}

function Attachments({ files }: { files: Attachment[] }) {
  const { t } = useI18n();
  if (files.length === 0) return null;
  return (
    <div className="support-attachments">
      <h3>{t('support.attachments')}</h3>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            {file.type.startsWith('image/') ? (
              <a href={file.url} target="_blank" rel="noopener">
                <img src={file.url} alt={file.name} loading="lazy" />
              </a>
            ) : (
              <a href={file.url} download={file.name}>
                {file.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A message's sanitised HTML (see trusted-html.ts), inserted once per body. */
function MessageBody({ html }: { html: string }) {
  const trusted = useMemo(() => ({ __html: trustedRichText(html) }), [html]);
  return <div className="pp-timeline__body" dangerouslySetInnerHTML={trusted} />;
}

function Entry({ entry, options }: { entry: ThreadEntry; options: SupportOptions | undefined }) {
  const { t, formatDate } = useI18n();
  const statuses = labelsOf(options?.statuses);
  const time = (
    <time className="pp-timeline__time" dateTime={entry.created_at}>
      {formatDate(entry.created_at, DATE_TIME)}
    </time>
  );
  if (entry.kind === 'message') {
    return (
      <li
        className={`pp-timeline__entry pp-timeline__entry--message${entry.author?.staff ? ' pp-timeline__entry--staff' : ''}`}
      >
        <article aria-label={entry.author?.full_name ?? t('support.deletedUser')}>
          <header className="pp-timeline__header">
            <AuthorName author={entry.author} /> {time}
          </header>
          <MessageBody html={entry.body} />
          <Attachments files={entry.attachments} />
        </article>
      </li>
    );
  }
  const text =
    entry.kind === 'status'
      ? t('support.statusChange', {
          from: statuses[entry.from] ?? entry.from,
          to: statuses[entry.to] ?? entry.to,
        })
      : entry.assignee
        ? t('support.assignedTo', { name: entry.assignee.full_name })
        : t('support.assignmentRemoved');
  return (
    <li className="pp-timeline__entry pp-timeline__entry--event">
      <p>
        <span className="pp-timeline__event">{text}</span> · <AuthorName author={entry.author} /> · {time}
      </p>
    </li>
  );
}

/** The thread, oldest first: messages, status changes and assignments. */
export function Thread({ issue, options }: { issue: Issue; options: SupportOptions | undefined }) {
  const { t } = useI18n();
  return (
    <section className="support-thread" aria-labelledby="support-thread-title">
      <h2 id="support-thread-title">{t('support.thread')}</h2>
      <ol className="pp-timeline">
        {issue.thread.map((entry) => (
          <Entry key={`${entry.kind}-${entry.id}`} entry={entry} options={options} />
        ))}
      </ol>
    </section>
  );
}

/**
 * The reply box: the message editor and 'Wyślij odpowiedź'. A closed issue takes no reply (the server
 * says 409): the box is disabled and says why. Success and failure are toasts; the thread shows the
 * reply at once (the answer is the issue).
 */
export function ReplyBox({ side, issue }: { side: Side; issue: Issue }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const uploads = useRef(createUploadHandler());
  const reply = useMutation({
    mutationFn: (html: string) =>
      supportApi.reply(side, issue.id, { body: html, attachments: uploads.current.ids(html) }),
    onSuccess: (updated) => {
      queryClient.setQueryData(issueKey(side, issue.id), updated);
      uploads.current.clear();
      setBody('');
      toast.success(t('support.replySent'));
    },
    onError: (error) => {
      toast.error(
        error instanceof HttpError && error.message
          ? `${t('support.replyFailed')} ${error.message}`
          : t('support.replyFailed'),
      );
    },
  });
  const closed = issue.status === 'closed';
  const error = fieldError(reply.error, 'body') ?? fieldError(reply.error, 'attachments');
  const errorId = error ? 'support-reply-error' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!closed && body !== '' && !reply.isPending) reply.mutate(body);
  };
  return (
    <section className="pp-card support-reply" aria-labelledby="support-reply-title">
      <h2 id="support-reply-title">{t('support.reply')}</h2>
      {closed && (
        <p className="pp-page__note" id="support-reply-closed">
          {side === 'staff' ? t('support.closedNoticeStaff') : t('support.closedNotice')}
        </p>
      )}
      <form className="pp-form" onSubmit={submit} noValidate>
        <MessageEditor
          name="body"
          label={t('support.reply')}
          hideLabel
          startOnFocus
          value={body}
          onChange={setBody}
          required
          disabled={closed}
          uploadHandler={uploads.current.handler}
        />
        {error && (
          <p id={errorId} className="pp-field__error">
            {error}
          </p>
        )}
        <div className="pp-actions">
          <Button type="submit" variant="primary" disabled={closed || body === ''} loading={reply.isPending}>
            {t('support.replySubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
