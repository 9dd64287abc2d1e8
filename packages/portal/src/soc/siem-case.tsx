import {
  CASE_SEVERITIES,
  CASE_TRANSITIONS,
  SIEM_CASE_ASSIGN_PERMISSION,
  SIEM_CASE_COMMENT_PERMISSION,
  SIEM_CASE_UPDATE_PERMISSION,
  MAX_REOPEN_REASON,
  isCaseReopen,
  type CaseSeverity,
  type CaseStatus,
} from '@portal-elements/contract';
import { Alert } from '@portal-elements/elements/pp-alert/pp-alert.react';
import { Badge } from '@portal-elements/elements/pp-badge/pp-badge.react';
import type { BadgeVariant } from '@portal-elements/elements/pp-badge/pp-badge';
import { Button } from '@portal-elements/elements/pp-button/pp-button.react';
import { Dialog } from '@portal-elements/elements/pp-dialog/pp-dialog.react';
import { Textarea } from '@portal-elements/elements/pp-textarea/pp-textarea.react';
import { toast } from '@portal-elements/elements/pp-toaster/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { HttpError, fieldError } from '../api/http';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { PageFrame } from '../pages/PageFrame';
import { TableSkeleton } from '../pages/TableSkeleton';
import { useShell } from '../shell/shell-context';
import { MessageEditor } from '../support/MessageEditor';
import { trustedRichText } from '../support/trusted-html';
import { LinkButton } from '../ui/LinkButton';
import { SelectField } from '../ui/SelectField';
import type { PrimeContext } from '../app/routes';
import { caseApi, caseKey, caseQuery, type Case, type CaseEvent } from './case-api';
import './soc.css';

const LIST = '/admin/siem/cases';
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The badge colour of each severity: the graver, the louder. */
export const SEVERITY_VARIANT: Readonly<Record<CaseSeverity, BadgeVariant>> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  critical: 'error',
};
/** The badge colour of each status: done is success, the rest info. */
const STATUS_VARIANT: Readonly<Record<CaseStatus, BadgeVariant>> = {
  new: 'info',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'success',
};

/** The labels of the case's closed sets, in the page's language. */
function useCaseLabels() {
  const { t } = useI18n();
  return useMemo(() => {
    const key = (name: string) => t(name as MessageKey);
    return {
      status: (status: CaseStatus) => key(`cases.status.${status}`),
      severity: (severity: CaseSeverity) => key(`cases.severity.${severity}`),
      asset: (kind: string) => key(`case.asset.${kind}`),
      indicator: (kind: string) => key(`case.indicator.${kind}`),
      product: (product: string) => key(`siem.product.${product}`),
    };
  }, [t]);
}

/** What the signed-in analyst may change: each change has a permission of its own (contract). */
function useCaseRights() {
  const { layout } = useShell();
  const has = (permission: string) => layout.layoutPermissions.includes(permission);
  return {
    update: has(SIEM_CASE_UPDATE_PERMISSION),
    assign: has(SIEM_CASE_ASSIGN_PERMISSION),
    comment: has(SIEM_CASE_COMMENT_PERMISSION),
  };
}

/** A failed write's toast: what failed, and the server's reason when it gave one. */
function failed(text: string) {
  return (error: Error) =>
    toast.error(error instanceof HttpError && error.message ? `${text} ${error.message}` : text);
}

/** The case's page's copy, replaced by each write's answer (the whole case). */
function useSaveCase(id: number) {
  const queryClient = useQueryClient();
  return (updated: Case) => queryClient.setQueryData(caseKey(id), updated);
}

/** What a failed load shows: not found for 404 (with the way back), else the spec's data-load text. */
function CaseLoadError({ error }: { error: unknown }) {
  const { t } = useI18n();
  const notFound = error instanceof HttpError && error.status === 404;
  useEffect(() => {
    if (!notFound) toast.error(t('errors.dataLoad'));
  }, [notFound, t]);
  return (
    <>
      <Alert variant="error">{notFound ? t('case.notFound') : t('errors.dataLoad')}</Alert>
      <p>
        <LinkButton to={LIST}>{t('case.backToList')}</LinkButton>
      </p>
    </>
  );
}

export function CaseFacts({ data }: { data: Case }) {
  const { t, formatDate } = useI18n();
  const labels = useCaseLabels();
  const date = (value: string | null) => (value ? formatDate(value, DATE_TIME) : '—');
  const source = data.integration
    ? t('case.sourceText', {
        name: data.integration.name,
        product: labels.product(data.integration.product),
        project: data.integration.project.name,
      })
    : t('case.sourceManual');
  return (
    <section className="pp-card" aria-labelledby="case-facts-title">
      <h2 id="case-facts-title">{t('case.details')}</h2>
      <dl className="pp-facts">
        <div>
          <dt>{t('cases.id')}</dt>
          <dd>{data.id}</dd>
        </div>
        <div>
          <dt>{t('cases.severity')}</dt>
          <dd>
            <Badge variant={SEVERITY_VARIANT[data.severity]}>{labels.severity(data.severity)}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t('cases.status')}</dt>
          <dd>
            <Badge variant={STATUS_VARIANT[data.status]}>{labels.status(data.status)}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t('cases.assignee')}</dt>
          <dd>{data.assignee?.full_name ?? t('cases.unassigned')}</dd>
        </div>
        <div>
          <dt>{t('case.source')}</dt>
          <dd>{source}</dd>
        </div>
        <div>
          <dt>{t('glossary.created_at')}</dt>
          <dd>{date(data.created_at)}</dd>
        </div>
        <div>
          <dt>{t('glossary.resolved_at')}</dt>
          <dd>{date(data.resolved_at)}</dd>
        </div>
        <div>
          <dt>{t('glossary.closed_at')}</dt>
          <dd>{date(data.closed_at)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The assets or the indicators: kind and value, as a description list (values as code). */
function Findings({
  title,
  id,
  empty,
  items,
  label,
}: {
  title: string;
  id: string;
  empty: string;
  items: readonly { kind: string; value: string }[];
  label: (kind: string) => string;
}) {
  return (
    <section className="pp-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className="soc-case__empty">{empty}</p>
      ) : (
        <dl className="pp-facts">
          {items.map((item, index) => (
            <div key={`${item.kind}-${item.value}-${index}`}>
              <dt>{label(item.kind)}</dt>
              <dd>
                <code>{item.value}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * Moving the case on: one button per move the workflow allows from its status (CASE_TRANSITIONS).
 * A reopening asks for its reason in a dialog first; the others apply at once.
 */
function WorkflowButtons({ data }: { data: Case }) {
  const { t } = useI18n();
  const labels = useCaseLabels();
  const save = useSaveCase(data.id);
  const [reopening, setReopening] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // The button pressed is gone with the status it moved from: the focus goes to the next move's.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    // A new button draws its inner <button> (where its focus goes) on its first update.
    const next = group.current?.querySelector<HTMLElement & { updateComplete?: Promise<unknown> }>(
      'pp-button',
    );
    void Promise.resolve(next?.updateComplete).then(() => next?.focus());
  }, [data.status]);
  const move = useMutation({
    mutationFn: ({ to, reason }: { to: CaseStatus; reason?: string }) => caseApi.move(data.id, to, reason),
    onSuccess: (updated) => {
      moved.current = true;
      save(updated);
      setReopening(false);
      toast.success(t('case.statusSaved', { status: labels.status(updated.status) }));
    },
    onError: (error) => {
      // A refused reason is shown under its field, in the dialog; anything else is a toast.
      if (!fieldError(error, 'reason')) failed(t('case.statusFailed'))(error);
    },
  });
  const moves = CASE_TRANSITIONS[data.status];
  return (
    <div ref={group} className="pp-toolbar__group" role="group" aria-label={t('case.workflow')}>
      {moves.map((to) =>
        isCaseReopen(data.status, to) ? (
          <Button
            key={to}
            onClick={() => {
              move.reset();
              setReopening(true);
            }}
          >
            {t('case.reopen')}…
          </Button>
        ) : (
          <Button
            key={to}
            variant="primary"
            loading={move.isPending && move.variables.to === to}
            onClick={() => {
              if (!move.isPending) move.mutate({ to });
            }}
          >
            {t(`case.move.${to}` as MessageKey)}
          </Button>
        ),
      )}
      {reopening && (
        <ReopenDialog
          pending={move.isPending}
          error={move.error}
          onEdit={() => move.error && move.reset()}
          onCancel={() => setReopening(false)}
          onSubmit={(reason) => move.mutate({ to: 'in_progress', reason })}
        />
      )}
    </div>
  );
}

/** The reason for reopening: required here (the element says so) and again on the server (422). */
function ReopenDialog({
  pending,
  error,
  onEdit,
  onCancel,
  onSubmit,
}: {
  pending: boolean;
  error: unknown;
  onEdit: () => void;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const missing = reason.trim() === '';
  const message = fieldError(error, 'reason') ?? (tried && missing ? t('case.reopenRequired') : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing && !pending) onSubmit(reason.trim());
  };
  return (
    <Dialog label={t('case.reopenTitle')} size="sm" open noLightDismiss onClose={onCancel}>
      <form ref={form} className="pp-form" onSubmit={submit} noValidate>
        <p>{t('case.reopenText')}</p>
        <Textarea
          name="reason"
          label={t('case.reopenReason')}
          hint={t('case.reopenHint')}
          required
          maxlength={MAX_REOPEN_REASON}
          rows={4}
          value={reason}
          error={message}
          onInput={(event) => {
            setReason((event.currentTarget as HTMLElement & { value: string }).value);
            onEdit();
          }}
        />
      </form>
      <Button slot="footer" onClick={onCancel}>
        {t('case.cancel')}
      </Button>
      {/* In the dialog's footer, outside the form: it submits the form as its Enter would. */}
      <Button slot="footer" variant="primary" loading={pending} onClick={() => form.current?.requestSubmit()}>
        {t('case.reopen')}
      </Button>
    </Dialog>
  );
}

/** The severity and its 'Zapisz' (saved on its own, like the assignee). */
function SeverityControl({ data }: { data: Case }) {
  const { t } = useI18n();
  const labels = useCaseLabels();
  const save = useSaveCase(data.id);
  const [severity, setSeverity] = useState<CaseSeverity>(data.severity);
  const change = useMutation({
    mutationFn: (next: CaseSeverity) => caseApi.setSeverity(data.id, next),
    onSuccess: (updated) => {
      save(updated);
      toast.success(t('case.severitySaved', { severity: labels.severity(updated.severity) }));
    },
    onError: failed(t('case.severityFailed')),
  });
  return (
    <form
      className="pp-toolbar__group"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!change.isPending && severity !== data.severity) change.mutate(severity);
      }}
    >
      <SelectField
        label={t('case.changeSeverity')}
        value={severity}
        choices={CASE_SEVERITIES.map((id) => ({ id, name: labels.severity(id) }))}
        onChange={(next) => setSeverity(next as CaseSeverity)}
      />
      <Button type="submit" disabled={severity === data.severity} loading={change.isPending}>
        {t('case.save')}
        <span className="pp-visually-hidden"> ({t('case.changeSeverity')})</span>
      </Button>
    </form>
  );
}

/** The assignee (an analyst, or nobody) and its 'Zapisz'. */
function AssigneeControl({ data }: { data: Case }) {
  const { t } = useI18n();
  const save = useSaveCase(data.id);
  const current = data.assignee ? String(data.assignee.id) : '';
  const [assignee, setAssignee] = useState(current);
  const change = useMutation({
    mutationFn: (next: number | null) => caseApi.assign(data.id, next),
    onSuccess: (updated) => {
      save(updated);
      toast.success(t('case.assigneeSaved'));
    },
    onError: failed(t('case.assigneeFailed')),
  });
  // The assignee stays offered while no longer an analyst, so the page shows who holds the case.
  const people =
    data.assignee && !data.assignees.some((person) => person.id === data.assignee?.id)
      ? [...data.assignees, data.assignee]
      : data.assignees;
  return (
    <form
      className="pp-toolbar__group"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!change.isPending && assignee !== current)
          change.mutate(assignee === '' ? null : Number(assignee));
      }}
    >
      <SelectField
        label={t('case.changeAssignee')}
        value={assignee}
        emptyChoice={t('cases.unassigned')}
        choices={people.map((person) => ({ id: String(person.id), name: person.full_name }))}
        onChange={setAssignee}
      />
      <Button type="submit" disabled={assignee === current} loading={change.isPending}>
        {t('case.save')}
        <span className="pp-visually-hidden"> ({t('case.changeAssignee')})</span>
      </Button>
    </form>
  );
}

/** What the analyst may do with the case; a reader without any change permission is told so. */
export function CaseActions({ data }: { data: Case }) {
  const { t } = useI18n();
  const rights = useCaseRights();
  if (!rights.update && !rights.assign) {
    return rights.comment ? null : <p className="pp-page__note">{t('case.readOnly')}</p>;
  }
  // Keyed by what the server says, so a saved change (or another analyst's) resets the fields.
  return (
    <section className="pp-card" aria-labelledby="case-actions-title">
      <h2 id="case-actions-title">{t('case.actions')}</h2>
      <div className="pp-toolbar">
        {rights.update && <WorkflowButtons data={data} />}
        {rights.update && <SeverityControl key={`severity-${data.severity}`} data={data} />}
        {rights.assign && <AssigneeControl key={`assignee-${data.assignee?.id ?? ''}`} data={data} />}
      </div>
    </section>
  );
}

/** A comment's sanitised HTML (see support/trusted-html.ts), inserted once per body. */
function CommentBody({ html }: { html: string }) {
  const trusted = useMemo(() => ({ __html: trustedRichText(html) }), [html]);
  return <div className="pp-timeline__body" dangerouslySetInnerHTML={trusted} />;
}

function EventEntry({ event }: { event: CaseEvent }) {
  const { t, formatDate } = useI18n();
  const labels = useCaseLabels();
  const author = event.author?.full_name ?? t('case.deletedUser');
  const time = (
    <time className="pp-timeline__time" dateTime={event.created_at}>
      {formatDate(event.created_at, DATE_TIME)}
    </time>
  );
  if (event.kind === 'comment') {
    return (
      <li className="pp-timeline__entry pp-timeline__entry--message">
        <article aria-label={`${t('case.comment')}: ${author}`}>
          <header className="pp-timeline__header">
            <span className="pp-timeline__author">{author}</span> {time}
          </header>
          <CommentBody html={event.body} />
        </article>
      </li>
    );
  }
  const text =
    event.kind === 'status'
      ? t('case.statusChange', { from: labels.status(event.from), to: labels.status(event.to) })
      : event.kind === 'severity'
        ? t('case.severityChange', { from: labels.severity(event.from), to: labels.severity(event.to) })
        : event.assignee
          ? t('case.assignedTo', { name: event.assignee.full_name })
          : t('case.assignmentRemoved');
  return (
    <li className="pp-timeline__entry pp-timeline__entry--event">
      <p>
        <span className="pp-timeline__event">{text}</span> · <span>{author}</span> · {time}
      </p>
      {event.kind === 'status' && event.reason && (
        <blockquote className="pp-timeline__note">
          <span className="pp-visually-hidden">{t('case.reason')}: </span>
          {event.reason}
        </blockquote>
      )}
    </li>
  );
}

/** The case's opening (from its source) and every change and comment since, oldest first. */
export function Timeline({ data }: { data: Case }) {
  const { t, formatDate } = useI18n();
  const labels = useCaseLabels();
  const source = data.integration
    ? `${data.integration.name} (${labels.product(data.integration.product)})`
    : t('case.sourceManual');
  return (
    <section className="soc-case__timeline" aria-labelledby="case-timeline-title">
      <h2 id="case-timeline-title">{t('case.timeline')}</h2>
      <ol className="pp-timeline">
        <li className="pp-timeline__entry pp-timeline__entry--event">
          <p>
            <span className="pp-timeline__event">{t('case.created')}</span> · <span>{source}</span> ·{' '}
            <time className="pp-timeline__time" dateTime={data.created_at}>
              {formatDate(data.created_at, DATE_TIME)}
            </time>
          </p>
        </li>
        {data.timeline.map((event) => (
          <EventEntry key={`${event.kind}-${event.id}`} event={event} />
        ))}
      </ol>
    </section>
  );
}

/** The comment box: the editor (no files: a case keeps none) and 'Dodaj komentarz'. */
function CommentBox({ data }: { data: Case }) {
  const { t } = useI18n();
  const save = useSaveCase(data.id);
  const [body, setBody] = useState('');
  const comment = useMutation({
    mutationFn: (html: string) => caseApi.comment(data.id, html),
    onSuccess: (updated) => {
      save(updated);
      setBody('');
      toast.success(t('case.commentSaved'));
    },
    onError: (error) => {
      if (!fieldError(error, 'body')) failed(t('case.commentFailed'))(error);
    },
  });
  const error = fieldError(comment.error, 'body');
  return (
    <section className="pp-card" aria-labelledby="case-comment-title">
      <h2 id="case-comment-title">{t('case.comment')}</h2>
      <form
        className="pp-form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (body !== '' && !comment.isPending) comment.mutate(body);
        }}
      >
        <MessageEditor
          name="body"
          label={t('case.comment')}
          hideLabel
          startOnFocus
          value={body}
          onChange={(html) => {
            setBody(html);
            if (comment.error) comment.reset();
          }}
          required
        />
        {error && <p className="pp-field__error">{error}</p>}
        <div className="pp-actions">
          <Button type="submit" variant="primary" disabled={body === ''} loading={comment.isPending}>
            {t('case.commentSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Asks for the case ahead of the page's render (the route's prime, routes.tsx). */
export function primeSiemCasePage({ params, queryClient }: PrimeContext): void {
  if (params['id']) void queryClient.prefetchQuery(caseQuery(params['id']));
}

/**
 * /admin/siem/cases/:id (admin-siem-case-list): one SOC case. Its facts (severity, status, assignee,
 * source, the spec's created / resolved / closed dates), what it affects and what points at the
 * attacker, its timeline, and, each by its own permission, the workflow's moves (a reopening with a
 * reason), the severity, the assignee and a comment. Every change answers the whole case, shown at once.
 */
export function SiemCasePage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const labels = useCaseLabels();
  const rights = useCaseRights();
  const query = useQuery(caseQuery(id));
  const crumbs = [
    { label: t('nav.staff.soc' as MessageKey) },
    { label: t('nav.staff.soc.cases' as MessageKey), href: LIST },
  ];
  // No heading until the case is in: its title is the case's.
  if (query.isPending) return <TableSkeleton columns={3} rows={4} />;
  const data = query.data;
  const title = data ? `#${data.id} ${data.title}` : t('nav.staff.soc.cases' as MessageKey);
  return (
    <PageFrame title={title} crumbs={crumbs}>
      {query.isError && !data && <CaseLoadError error={query.error} />}
      {data && (
        <>
          <CaseFacts data={data} />
          <CaseActions data={data} />
          <div className="soc-case__findings">
            <Findings
              id="case-assets-title"
              title={t('case.assets')}
              empty={t('case.noAssets')}
              items={data.assets}
              label={labels.asset}
            />
            <Findings
              id="case-indicators-title"
              title={t('case.indicators')}
              empty={t('case.noIndicators')}
              items={data.indicators}
              label={labels.indicator}
            />
          </div>
          <Timeline data={data} />
          {rights.comment && <CommentBox data={data} />}
        </>
      )}
    </PageFrame>
  );
}
