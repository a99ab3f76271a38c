// The owner's staff settings (decision 0348): Support's refund limit and how long the audit log is kept.
import { defaultStaffSettings, type StaffSettings } from '@chamak/shared/staff';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getSetting, putSetting } from '../settings/index.ts';

export async function staffSettingsOf(ctx: { db: DbOrTx }): Promise<StaffSettings> {
  return getSetting<StaffSettings>(ctx.db, 'staff', defaultStaffSettings);
}

export async function saveStaffSettings(
  ctx: { db: DbOrTx },
  settings: StaffSettings,
): Promise<StaffSettings> {
  await putSetting(ctx.db, 'staff', settings);
  return settings;
}

/** The most a staff member may refund at once: Support's limit; none for the roles that refund freely. */
export async function refundLimitFor(ctx: { db: DbOrTx }, actor: Actor): Promise<number | undefined> {
  if (actor.staffRole !== 'support') return undefined;
  return (await staffSettingsOf(ctx)).supportRefundLimitPaise;
}
