// /admin/security-incidents (decision 0360), for the Owner and Managers: record a personal-data breach (what, when
// found, when it happened, the data affected, who is affected), then for each incident the Board report's 72-hour
// clock, the drafted notice and report to edit, the sending of the notice after a confirmation that names how many
// people will be messaged, and the report's download.
import {
  type AffectedData,
  affectedData,
  affectedDataLabels,
  type IncidentBody,
  incidentBody,
  type PeopleScope,
  peopleScopeLabels,
  peopleScopes,
  type SecurityIncident,
} from '@chamak/shared/security-incidents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { Badge } from '../list-kit/table.tsx';
import { AdminPageHeader, BusyButton, buttonClass, Field, inputClass, Modal } from '../ui.tsx';
import { incidentCalls, incidentKeys, incidentsQuery, recipientsQuery } from './api.ts';

/** A datetime-local value as an ISO time (the browser's zone), or undefined when empty. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);
const localNow = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

function RecordForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const [what, setWhat] = useState('');
  const [found, setFound] = useState(localNow);
  const [happened, setHappened] = useState('');
  const [data, setData] = useState<AffectedData[]>([]);
  const [people, setPeople] = useState<PeopleScope>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [list, setList] = useState('');
  const [mitigation, setMitigation] = useState('');
  const [cause, setCause] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        whatHappened: what,
        foundAt: isoOf(found),
        happenedAt: isoOf(happened) ?? null,
        dataAffected: data,
        people,
        ...(people === 'orders' ? { ordersFrom: from || undefined, ordersTo: to || undefined } : {}),
        ...(people === 'list'
          ? {
              peopleList: list
                .split(/[\n,;]+/)
                .map((s) => s.trim())
                .filter(Boolean),
            }
          : {}),
        mitigation,
        cause,
      };
      const checked = incidentBody.safeParse(body);
      if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Check the form');
      return incidentCalls.record(checked.data as IncidentBody);
    },
    onSuccess: async (result) => {
      toast.success(result.message);
      await client.invalidateQueries({ queryKey: incidentKeys.all() });
      onDone();
    },
    onError: (e) =>
      setProblem(
        e instanceof Error && !('status' in e) ? e.message : errorMessage(e, 'Could not record it.'),
      ),
  });
  return (
    <form
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-label="Record a security incident"
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        save.mutate();
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">Record an incident</h2>
      <Field id={`${id}-what`} label="What happened">
        <textarea
          id={`${id}-what`}
          rows={3}
          className={inputClass}
          value={what}
          onChange={(e) => setWhat(e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-found`} label="When it was found">
          <input
            id={`${id}-found`}
            type="datetime-local"
            className={inputClass}
            value={found}
            onChange={(e) => setFound(e.target.value)}
          />
        </Field>
        <Field id={`${id}-happened`} label="When it happened (if known)">
          <input
            id={`${id}-happened`}
            type="datetime-local"
            className={inputClass}
            value={happened}
            onChange={(e) => setHappened(e.target.value)}
          />
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Data affected</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {affectedData.map((d) => (
            <label key={d} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={data.includes(d)}
                onChange={(e) =>
                  setData((old) => (e.target.checked ? [...old, d] : old.filter((x) => x !== d)))
                }
              />
              {affectedDataLabels[d]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">People affected</legend>
        <div className="mt-2 space-y-2">
          {peopleScopes.map((p) => (
            <label key={p} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name={`${id}-people`}
                checked={people === p}
                onChange={() => setPeople(p)}
              />
              {peopleScopeLabels[p]}
            </label>
          ))}
        </div>
        {people === 'orders' && (
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-from`} label="Orders from">
              <input
                id={`${id}-from`}
                type="date"
                className={inputClass}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              />
            </Field>
            <Field id={`${id}-to`} label="Orders to">
              <input
                id={`${id}-to`}
                type="date"
                className={inputClass}
                value={to}
                onChange={(e) => setTo(e.target.value)}
              />
            </Field>
          </div>
        )}
        {people === 'list' && (
          <div className="mt-3">
            <Field
              id={`${id}-list`}
              label="E-mails or phone numbers"
              hint="One per line, or separated by commas."
            >
              <textarea
                id={`${id}-list`}
                rows={4}
                className={inputClass}
                value={list}
                onChange={(e) => setList(e.target.value)}
              />
            </Field>
          </div>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-mitigation`} label="What the shop has done (if anything yet)">
          <textarea
            id={`${id}-mitigation`}
            rows={3}
            className={inputClass}
            value={mitigation}
            onChange={(e) => setMitigation(e.target.value)}
          />
        </Field>
        <Field id={`${id}-cause`} label="Cause (if known)">
          <textarea
            id={`${id}-cause`}
            rows={3}
            className={inputClass}
            value={cause}
            onChange={(e) => setCause(e.target.value)}
          />
        </Field>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" busy={save.isPending}>
          Record and draft the notices
        </BusyButton>
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Deadline({ incident }: { incident: SecurityIncident }) {
  const late = incident.reportHoursLeft < 0;
  return (
    <p className={`text-sm ${late ? 'font-semibold text-red-700' : 'text-slate-700'}`}>
      Board report due {formatDateTime(incident.reportDueAt)} (72 hours from when it was found):{' '}
      {late ? `${-incident.reportHoursLeft} hours overdue` : `${incident.reportHoursLeft} hours left`}
    </p>
  );
}

function SendDialog({ incident, onClose }: { incident: SecurityIncident | null; onClose: () => void }) {
  const client = useQueryClient();
  const count = useQuery({ ...recipientsQuery(incident?.id ?? 0), enabled: incident !== null });
  const send = useMutation({
    mutationFn: () => incidentCalls.send(incident!.id, count.data!.toSend),
    onSuccess: async (result) => {
      toast.success(result.message);
      await client.invalidateQueries({ queryKey: incidentKeys.all() });
      onClose();
    },
    onError: async (e) => {
      toast.error(errorMessage(e, 'Could not send the notices.'));
      await count.refetch();
    },
  });
  const n = count.data?.toSend ?? 0;
  return (
    <Modal
      open={incident !== null}
      title="Send the notice to the people affected"
      onClose={() => !send.isPending && onClose()}
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose} disabled={send.isPending}>
            Cancel
          </button>
          <BusyButton
            type="button"
            busy={send.isPending}
            busyText="Sending..."
            disabled={!count.data || n === 0}
            onClick={() => send.mutate()}
          >
            {`Send to ${n} ${n === 1 ? 'person' : 'people'}`}
          </BusyButton>
        </>
      }
    >
      {count.isPending ? (
        <p className="text-sm text-slate-600">Counting the people affected...</p>
      ) : count.data ? (
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            <strong>{n}</strong> {n === 1 ? 'person' : 'people'} will be mailed the notice as it is written
            now.
          </p>
          {count.data.alreadySent > 0 && (
            <p>{count.data.alreadySent} already sent it will not get it again.</p>
          )}
          <p>Each person is sent the notice once; sending again later reaches only those not yet sent it.</p>
        </div>
      ) : (
        <p className="text-sm text-red-700">Could not count the people affected.</p>
      )}
    </Modal>
  );
}

function IncidentCard({ incident, onSend }: { incident: SecurityIncident; onSend: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const [subject, setSubject] = useState(incident.noticeSubject);
  const [notice, setNotice] = useState(incident.noticeText);
  const [report, setReport] = useState(incident.reportText);
  const save = useMutation({
    mutationFn: () =>
      incidentCalls.saveDrafts(incident.id, {
        noticeSubject: subject,
        noticeText: notice,
        reportText: report,
      }),
    onSuccess: async (result) => {
      toast.success(result.message);
      await client.invalidateQueries({ queryKey: incidentKeys.all() });
    },
    onError: (e) => toast.error(errorMessage(e, 'Could not save the drafts.')),
  });
  const changed =
    subject !== incident.noticeSubject || notice !== incident.noticeText || report !== incident.reportText;
  return (
    <article
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby={`${id}-h`}
    >
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
            Incident {incident.id}, found {formatDateTime(incident.foundAt)}
          </h2>
          <Badge tone={incident.noticesSent > 0 ? 'green' : 'amber'}>
            {incident.noticesSent > 0 ? `${incident.noticesSent} notified` : 'Not notified yet'}
          </Badge>
        </div>
        <p className="text-sm text-slate-700">{incident.whatHappened}</p>
        <p className="text-xs text-slate-500">
          Data: {incident.dataAffected.map((d) => affectedDataLabels[d]).join(', ')} · People:{' '}
          {peopleScopeLabels[incident.people]}
          {incident.people === 'orders' && ` (${incident.ordersFrom} to ${incident.ordersTo})`} · Recorded by{' '}
          {incident.recordedBy}
        </p>
        <Deadline incident={incident} />
      </header>
      <Field id={`${id}-subject`} label="Notice subject">
        <input
          id={`${id}-subject`}
          className={inputClass}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Field>
      <Field id={`${id}-notice`} label="Notice to each person affected (DPDP Rule 7(1))">
        <textarea
          id={`${id}-notice`}
          rows={10}
          className={inputClass}
          value={notice}
          onChange={(e) => setNotice(e.target.value)}
        />
      </Field>
      <Field id={`${id}-report`} label="Report to the Data Protection Board (Rule 7(2))">
        <textarea
          id={`${id}-report`}
          rows={12}
          className={`${inputClass} font-mono text-xs`}
          value={report}
          onChange={(e) => setReport(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <BusyButton type="button" busy={save.isPending} disabled={!changed} onClick={() => save.mutate()}>
          Save drafts
        </BusyButton>
        <button type="button" className={buttonClass.secondary} disabled={changed} onClick={onSend}>
          Send notices...
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={changed}
          onClick={() =>
            incidentCalls
              .downloadReport(incident.id)
              .catch((e) => toast.error(errorMessage(e, 'Download failed.')))
          }
        >
          Download Board report
        </button>
      </div>
      {changed && <p className="text-xs text-slate-500">Save the drafts before sending or downloading.</p>}
    </article>
  );
}

export default function SecurityIncidentsPage() {
  const query = useQuery(incidentsQuery());
  const [recording, setRecording] = useState(false);
  const [sending, setSending] = useState<SecurityIncident | null>(null);
  const items = query.data?.items ?? [];
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Security incidents"
        description="Personal-data breaches: the notice to each person affected and the report to the Data Protection Board, due 72 hours after the shop becomes aware."
        actions={
          !recording && (
            <button type="button" className={buttonClass.primary} onClick={() => setRecording(true)}>
              Record an incident
            </button>
          )
        }
      />
      {recording && <RecordForm onDone={() => setRecording(false)} />}
      {query.isPending ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : query.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(query.error, 'Failed to fetch the incidents.')}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600">
          No incidents recorded.
        </p>
      ) : (
        items.map((incident) => (
          <IncidentCard
            key={`${incident.id}-${incident.noticeSubject}-${incident.noticeText.length}-${incident.reportText.length}`}
            incident={incident}
            onSend={() => setSending(incident)}
          />
        ))
      )}
      <SendDialog incident={sending} onClose={() => setSending(null)} />
    </div>
  );
}
