// /admin/staff (decision 0348): the Owner invites people by e-mail into a role, changes roles, suspends and
// removes staff, withdraws invitations, and sets Support's refund limit and how long the audit log is kept. The
// server keeps one active Owner and says so when a change would take the last one away.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import {
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
  staffRoleDescriptions,
  staffRoleLabels,
  staffRoles,
} from '@chamak/shared/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { AdminTable, Badge, ListStates, td } from '../list-kit/table.tsx';
import { AdminPageHeader, BusyButton, buttonClass, Field, inputClass, Modal } from '../ui.tsx';
import { staffCalls, staffKeys, staffListQuery, staffSettingsQuery } from './api.ts';

function RolePicker({
  id,
  value,
  onChange,
  disabled,
  label,
}: {
  id: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <select
      id={id}
      aria-label={label}
      className={`${inputClass} w-auto min-w-36`}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as StaffRole)}
    >
      {staffRoles.map((r) => (
        <option key={r} value={r}>
          {staffRoleLabels[r]}
        </option>
      ))}
    </select>
  );
}

function InviteForm() {
  const client = useQueryClient();
  const ids = { email: useId(), name: useId(), role: useId() };
  const [email, setEmail] = useState('');
  const [fullname, setFullname] = useState('');
  const [role, setRole] = useState<StaffRole>('fulfilment');
  const [error, setError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => staffCalls.invite({ email, fullname, role }),
    onSuccess: (said) => {
      toast.success(said.message);
      setEmail('');
      setFullname('');
      setError(null);
      void client.invalidateQueries({ queryKey: staffKeys.list() });
    },
    onError: (e) => setError(errorMessage(e, 'Could not send the invitation. Please try again.')),
  });
  return (
    <section
      aria-labelledby={`${ids.email}-h`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${ids.email}-h`} className="mb-3 text-lg font-bold text-slate-900">
        Invite a staff member
      </h2>
      <form
        className="grid gap-3 md:grid-cols-[1fr_1fr_auto_auto] md:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          invite.mutate();
        }}
      >
        <Field id={ids.name} label="Name">
          <input
            id={ids.name}
            className={inputClass}
            value={fullname}
            onChange={(e) => setFullname(e.target.value)}
            autoComplete="off"
            required
            maxLength={100}
          />
        </Field>
        <Field id={ids.email} label="E-mail">
          <input
            id={ids.email}
            type="email"
            className={inputClass}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
            required
          />
        </Field>
        <Field id={ids.role} label="Role">
          <RolePicker id={ids.role} value={role} onChange={setRole} />
        </Field>
        <BusyButton busy={invite.isPending} busyText="Sending...">
          Send invitation
        </BusyButton>
      </form>
      <p className="mt-2 text-sm text-slate-600">
        <strong>{staffRoleLabels[role]}:</strong> {staffRoleDescriptions[role]} The link in the mail works for
        7 days.
      </p>
      {error && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function MemberRow({ m }: { m: StaffMember }) {
  const client = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: staffKeys.all() });
  const act = useMutation({
    mutationFn: (change: () => Promise<{ message: string }>) => change(),
    onSuccess: (said) => {
      toast.success(said.message);
      void refresh();
    },
    onError: (e) => {
      toast.error(errorMessage(e, 'Could not change this staff member. Please try again.'));
      void refresh();
    },
  });
  const roleId = useId();
  return (
    <tr>
      <td className={td}>
        <span className="block font-semibold text-slate-900">
          {m.fullname}
          {m.you && <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>}
        </span>
        <span className="block text-xs break-all text-slate-600">{m.email}</span>
      </td>
      <td className={td}>
        <RolePicker
          id={roleId}
          label={`Role of ${m.fullname}`}
          value={m.role}
          disabled={act.isPending}
          onChange={(role) => act.mutate(() => staffCalls.setRole(m.id, role))}
        />
      </td>
      <td className={td}>
        <Badge tone={m.status === 'active' ? 'green' : 'red'}>
          {m.status === 'active' ? 'Active' : 'Suspended'}
        </Badge>
      </td>
      <td className={`${td} whitespace-nowrap`}>{formatDate(m.createdAt)}</td>
      <td className={`${td} whitespace-nowrap`}>
        {!m.you && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={act.isPending}
              onClick={() =>
                act.mutate(() => staffCalls.setStatus(m.id, m.status === 'active' ? 'suspended' : 'active'))
              }
            >
              {m.status === 'active' ? 'Suspend' : 'Reinstate'}
            </button>
            <button type="button" className={buttonClass.secondary} onClick={() => setRemoving(true)}>
              Remove
            </button>
          </div>
        )}
        <Modal
          open={removing}
          title={`Remove ${m.fullname}?`}
          onClose={() => setRemoving(false)}
          footer={
            <>
              <button type="button" className={buttonClass.secondary} onClick={() => setRemoving(false)}>
                Cancel
              </button>
              <button
                type="button"
                className={buttonClass.danger}
                onClick={() => {
                  setRemoving(false);
                  act.mutate(() => staffCalls.remove(m.id));
                }}
              >
                Remove
              </button>
            </>
          }
        >
          <p className="text-slate-700">
            {m.fullname} will no longer open the back-office; their sessions end now. Their account stays, as
            a customer's.
          </p>
        </Modal>
      </td>
    </tr>
  );
}

const stateTone = { open: 'brand', expired: 'amber', accepted: 'green', revoked: 'slate' } as const;
const stateLabel = {
  open: 'Waiting',
  expired: 'Expired',
  accepted: 'Accepted',
  revoked: 'Withdrawn',
} as const;

function Invitations({ invitations }: { invitations: StaffInvitation[] }) {
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: (id: number) => staffCalls.revoke(id),
    onSuccess: (said) => {
      toast.success(said.message);
      void client.invalidateQueries({ queryKey: staffKeys.list() });
    },
    onError: (e) => toast.error(errorMessage(e, 'Could not withdraw the invitation.')),
  });
  if (invitations.length === 0) return null;
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-bold text-slate-900">Invitations</h2>
      <AdminTable
        caption="Invitations"
        columns={['Person', 'Role', 'State', 'Invited', '']}
        minWidth="min-w-[560px]"
      >
        {invitations.map((i) => (
          <tr key={i.id}>
            <td className={td}>
              <span className="block font-medium text-slate-900">{i.fullname}</span>
              <span className="block text-xs break-all text-slate-600">{i.email}</span>
            </td>
            <td className={td}>{staffRoleLabels[i.role]}</td>
            <td className={td}>
              <Badge tone={stateTone[i.state]}>{stateLabel[i.state]}</Badge>
            </td>
            <td className={`${td} text-xs whitespace-nowrap text-slate-600`}>
              {formatDate(i.createdAt)}
              {i.invitedBy && <span className="block">by {i.invitedBy}</span>}
            </td>
            <td className={td}>
              {i.state === 'open' && (
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(i.id)}
                >
                  Withdraw
                </button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

function StaffSettingsForm() {
  const client = useQueryClient();
  const query = useQuery(staffSettingsQuery());
  const ids = { limit: useId(), days: useId() };
  const [limit, setLimit] = useState<string | null>(null);
  const [days, setDays] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const rupees = limit ?? String((query.data?.supportRefundLimitPaise ?? 0) / 100);
      if (!/^\d+(\.\d{1,2})?$/.test(rupees.trim()))
        throw new Error('Write the refund limit in rupees, e.g. 1000');
      return staffCalls.saveSettings({
        supportRefundLimitPaise: rupeesToPaise(rupees.trim()),
        auditRetentionDays: Number(days ?? query.data?.auditRetentionDays ?? 365),
      });
    },
    onSuccess: () => {
      toast.success('Staff settings saved.');
      setError(null);
      setLimit(null);
      setDays(null);
      void client.invalidateQueries({ queryKey: staffKeys.settings() });
    },
    onError: (e) =>
      setError(e instanceof Error && !('status' in e) ? e.message : errorMessage(e, 'Could not save.')),
  });
  if (!query.data) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-bold text-slate-900">Staff settings</h2>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Field
          id={ids.limit}
          label="Support may refund up to (₹)"
          hint={`Now ${formatRupees(query.data.supportRefundLimitPaise)} per refund.`}
        >
          <input
            id={ids.limit}
            inputMode="decimal"
            className={inputClass}
            value={limit ?? String(query.data.supportRefundLimitPaise / 100)}
            onChange={(e) => setLimit(e.target.value)}
          />
        </Field>
        <Field id={ids.days} label="Keep the audit log for (days)" hint="A year at least (365 days).">
          <input
            id={ids.days}
            type="number"
            min={365}
            max={3650}
            className={inputClass}
            value={days ?? String(query.data.auditRetentionDays)}
            onChange={(e) => setDays(e.target.value)}
          />
        </Field>
        <BusyButton busy={save.isPending}>Save</BusyButton>
      </form>
      {error && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export default function StaffPage() {
  const query = useQuery(staffListQuery());
  const members = query.data?.members ?? [];
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Staff"
        description="Who can open the back-office, and as what. The shop always keeps one active Owner."
      />
      <InviteForm />
      <ListStates
        pending={query.isPending}
        failed={query.isError}
        empty={members.length === 0}
        failedText="Could not load the staff."
        emptyText="No staff yet."
      >
        <AdminTable caption="Staff members" columns={['Person', 'Role', 'Status', 'Since', 'Actions']}>
          {members.map((m) => (
            <MemberRow key={m.id} m={m} />
          ))}
        </AdminTable>
      </ListStates>
      <Invitations invitations={query.data?.invitations ?? []} />
      <StaffSettingsForm />
    </div>
  );
}
