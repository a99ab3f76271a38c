// Admin → Privacy notice (decision 0357): the notice the shop shows on /privacy, itemised: the personal data and
// each purpose, the five rights, how to withdraw consent, how to complain to the Data Protection Board of India, and
// who answers data questions. Editing starts from the newest version; Publish writes the next version, and a
// published version is never changed. Every version stays listed, since consents name the version they were given
// under.
import {
  type NoticeItem,
  type NoticeRight,
  noticeRightLabels,
  noticeRights,
  type PrivacyNotice,
  type PrivacyNoticeBody,
  privacyNoticeBody,
} from '@chamak/shared/privacy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { AdminTable, ListStates, td } from '../list-kit/table.tsx';
import { AdminPageHeader, BusyButton, buttonClass, Field, inputClass } from '../ui.tsx';
import { privacyNoticeKeys, privacyNoticesQuery, publishNotice } from './api.ts';

const blank: PrivacyNoticeBody = {
  intro: '',
  items: [{ data: '', purpose: '' }],
  rights: { access: '', correction: '', erasure: '', nomination: '', grievance: '' },
  withdraw: '',
  complain: '',
  contact: { name: '', email: '', phone: '' },
};

const area = `${inputClass} min-h-20`;

function Editor({ latest }: { latest: PrivacyNotice | undefined }) {
  const client = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<PrivacyNoticeBody>(latest?.body ?? blank);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = (latest?.version ?? 0) + 1;

  const set = (change: Partial<PrivacyNoticeBody>) => {
    setDraft((d) => ({ ...d, ...change }));
    setError(null);
  };
  const setItem = (index: number, change: Partial<NoticeItem>) =>
    set({ items: draft.items.map((item, i) => (i === index ? { ...item, ...change } : item)) });
  const setRight = (right: NoticeRight, text: string) => set({ rights: { ...draft.rights, [right]: text } });

  async function publish(e: React.FormEvent) {
    e.preventDefault();
    const checked = privacyNoticeBody.safeParse(draft);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the notice.');
      return;
    }
    setBusy(true);
    try {
      const saved = await publishNotice(checked.data);
      toast.success(saved.message);
      await client.invalidateQueries({ queryKey: privacyNoticeKeys.all() });
    } catch (failed) {
      setError(errorMessage(failed, 'Could not publish the notice.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={publish} noValidate aria-label="Privacy notice" className="grid gap-6">
      <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <Field id={`${id}-intro`} label="Introduction">
          <textarea
            id={`${id}-intro`}
            className={area}
            value={draft.intro}
            onChange={(e) => set({ intro: e.currentTarget.value })}
          />
        </Field>
      </section>

      <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 className="font-semibold text-slate-900">Personal data collected, and what each is for</h2>
        {draft.items.map((item, i) => (
          <fieldset
            key={i}
            className="grid gap-2 rounded-lg border border-slate-100 p-3 sm:grid-cols-[1fr_2fr_auto]"
          >
            <legend className="sr-only">Item {i + 1}</legend>
            <Field id={`${id}-data-${i}`} label="Personal data">
              <input
                id={`${id}-data-${i}`}
                className={inputClass}
                value={item.data}
                onChange={(e) => setItem(i, { data: e.currentTarget.value })}
              />
            </Field>
            <Field id={`${id}-purpose-${i}`} label="Purpose">
              <input
                id={`${id}-purpose-${i}`}
                className={inputClass}
                value={item.purpose}
                onChange={(e) => setItem(i, { purpose: e.currentTarget.value })}
              />
            </Field>
            <button
              type="button"
              className={`${buttonClass.secondary} self-end`}
              disabled={draft.items.length === 1}
              aria-label={`Remove item ${i + 1}`}
              onClick={() => set({ items: draft.items.filter((_, j) => j !== i) })}
            >
              Remove
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className={`${buttonClass.secondary} justify-self-start`}
          onClick={() => set({ items: [...draft.items, { data: '', purpose: '' }] })}
        >
          Add an item
        </button>
      </section>

      <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 className="font-semibold text-slate-900">Rights</h2>
        {noticeRights.map((right) => (
          <Field key={right} id={`${id}-right-${right}`} label={noticeRightLabels[right]}>
            <textarea
              id={`${id}-right-${right}`}
              className={area}
              value={draft.rights[right]}
              onChange={(e) => setRight(right, e.currentTarget.value)}
            />
          </Field>
        ))}
      </section>

      <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <Field id={`${id}-withdraw`} label="How to withdraw consent">
          <textarea
            id={`${id}-withdraw`}
            className={area}
            value={draft.withdraw}
            onChange={(e) => set({ withdraw: e.currentTarget.value })}
          />
        </Field>
        <Field id={`${id}-complain`} label="How to complain to the Data Protection Board of India">
          <textarea
            id={`${id}-complain`}
            className={area}
            value={draft.complain}
            onChange={(e) => set({ complain: e.currentTarget.value })}
          />
        </Field>
      </section>

      <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 sm:p-5">
        <h2 className="font-semibold text-slate-900 sm:col-span-3">Who answers data questions</h2>
        {(['name', 'email', 'phone'] as const).map((key) => (
          <Field
            key={key}
            id={`${id}-contact-${key}`}
            label={key === 'name' ? 'Name' : key === 'email' ? 'E-mail' : 'Phone'}
          >
            <input
              id={`${id}-contact-${key}`}
              className={inputClass}
              type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
              value={draft.contact[key]}
              onChange={(e) => set({ contact: { ...draft.contact, [key]: e.currentTarget.value } })}
            />
          </Field>
        ))}
      </section>

      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton type="submit" busy={busy} busyText="Publishing...">
          Publish as version {next}
        </BusyButton>
        <p className="text-sm text-slate-600">
          A published version never changes; consents keep the version they were given under.
        </p>
      </div>
    </form>
  );
}

export default function PrivacyNoticePage() {
  const notices = useQuery(privacyNoticesQuery());
  const list = notices.data?.notices ?? [];
  const latest = list[0];
  return (
    <>
      <AdminPageHeader
        title="Privacy notice"
        description={
          latest
            ? `Shown on /privacy: version ${latest.version}, published ${formatDateTime(latest.publishedAt)}.`
            : 'Shown on /privacy once published.'
        }
      />
      <ListStates
        pending={notices.isPending}
        failed={notices.isError}
        empty={false}
        failedText="Could not load the privacy notice."
        emptyText=""
      >
        {/* Keyed by the newest version, so a publish starts the next edit from what was just published. */}
        <Editor key={latest?.version ?? 0} latest={latest} />
        <h2 className="mt-10 mb-3 text-lg font-semibold text-slate-900">Published versions</h2>
        <AdminTable
          caption="Published versions of the privacy notice"
          columns={['Version', 'Published', 'By']}
          minWidth="min-w-[360px]"
          focusable
        >
          {list.map((n) => (
            <tr key={n.version}>
              <td className={td}>{n.version}</td>
              <td className={td}>{formatDateTime(n.publishedAt)}</td>
              <td className={td}>{n.publishedBy ?? 'Set up with the shop'}</td>
            </tr>
          ))}
        </AdminTable>
      </ListStates>
    </>
  );
}
