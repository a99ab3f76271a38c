// /admin/retention (decision 0361), the Owner's: how long the shop keeps logs (the audit log's period, the same
// setting as Staff's), abandoned carts, inactive accounts and contact messages, each checked with the server's own
// rules (logs a year at least), and what the daily retention job's last runs did.
import { type RetentionSettings, retentionSettings } from '@chamak/shared/retention';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { staffKeys } from '../staff/api.ts';
import { AdminPageHeader, BusyButton, Field, inputClass } from '../ui.tsx';
import { retentionKey, retentionQuery, saveRetention } from './api.ts';

type Key = keyof RetentionSettings;
const fields: { key: Key; label: string; hint: string }[] = [
  {
    key: 'auditRetentionDays',
    label: 'Server and audit logs',
    hint: 'At least 365 days (DPDP Rules). The same setting as the audit log’s period under Staff.',
  },
  {
    key: 'abandonedCartDays',
    label: 'Abandoned carts',
    hint: 'A cart nobody changed for this long is emptied.',
  },
  {
    key: 'inactiveAccountDays',
    label: 'Inactive accounts',
    hint: 'No sign-in and no order for this long: the person is mailed, and 48 hours later the account is anonymised (its invoices stay).',
  },
  {
    key: 'contactMessageDays',
    label: 'Contact messages and grievances',
    hint: 'Counted from when the request was closed (or received, if never closed).',
  },
];

function RetentionForm({ saved }: { saved: RetentionSettings }) {
  const id = useId();
  const client = useQueryClient();
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(fields.map((f) => [f.key, String(saved[f.key])])) as Record<Key, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const save = useMutation({
    mutationFn: (body: RetentionSettings) => saveRetention(body),
    onSuccess: async (view) => {
      client.setQueryData(retentionKey(), view);
      await client.invalidateQueries({ queryKey: staffKeys.settings() });
      toast.success('Retention periods saved.');
    },
    onError: (e) => toast.error(errorMessage(e, 'Could not save the periods.')),
  });
  return (
    <form
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-label="Retention periods"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const checked = retentionSettings.safeParse(
          Object.fromEntries(
            fields.map((f) => [f.key, values[f.key].trim() === '' ? Number.NaN : Number(values[f.key])]),
          ),
        );
        if (!checked.success) {
          const found: Partial<Record<Key, string>> = {};
          for (const issue of checked.error.issues) found[issue.path[0] as Key] ??= issue.message;
          setErrors(found);
          return;
        }
        setErrors({});
        save.mutate(checked.data);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <Field
            key={f.key}
            id={`${id}-${f.key}`}
            label={`${f.label} (days)`}
            hint={f.hint}
            error={errors[f.key]}
          >
            <input
              id={`${id}-${f.key}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={3650}
              className={inputClass}
              value={values[f.key]}
              aria-invalid={errors[f.key] ? true : undefined}
              aria-describedby={errors[f.key] ? `${id}-${f.key}-error` : undefined}
              onChange={(e) => {
                setValues((v) => ({ ...v, [f.key]: e.target.value }));
                setErrors((old) => ({ ...old, [f.key]: undefined }));
              }}
            />
          </Field>
        ))}
      </div>
      <BusyButton type="submit" busy={save.isPending}>
        Save periods
      </BusyButton>
    </form>
  );
}

export default function RetentionPage() {
  const query = useQuery(retentionQuery());
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Retention"
        description="How long the shop keeps personal data it no longer needs. A daily job erases or anonymises what is past its time."
      />
      {query.isPending ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : query.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(query.error, 'Failed to fetch the retention settings.')}
        </p>
      ) : (
        <>
          <RetentionForm saved={query.data.settings} />
          <section
            aria-labelledby="runs-heading"
            className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
          >
            <h2 id="runs-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Last runs
            </h2>
            {query.data.runs.length === 0 ? (
              <p className="text-sm text-slate-600">The job has not run yet; it runs once a day.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">What the retention job did</caption>
                  <thead className="text-xs text-slate-500 uppercase">
                    <tr>
                      <th scope="col" className="py-2 pr-4">
                        When
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        What
                      </th>
                      <th scope="col" className="py-2 text-right">
                        How many
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {query.data.runs.map((r) => (
                      <tr key={r.id}>
                        <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(r.ranAt)}</td>
                        <td className="py-2 pr-4">{r.what}</td>
                        <td className="py-2 text-right tabular-nums">{r.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
