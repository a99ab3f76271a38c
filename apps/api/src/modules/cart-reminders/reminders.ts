// The abandoned-cart reminder job's list: the job and one run of it (run-reminders.ts), whose first, second and
// payment reminders live one a file and share remind-each.ts's lock, check, record, mail and phone steps.

export type { RemindersCtx } from './reminder-rows.ts';
export type { ReminderRun } from './run-reminders.ts';
export { cartRemindersJob, runCartReminders } from './run-reminders.ts';
