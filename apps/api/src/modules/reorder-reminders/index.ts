// The reorder-reminders module's face (decision 0325): the job that reminds shoppers to buy again a size they
// bought without subscribing, its links' routes, and the last 30 days' conversion for the admin's dashboard.
export { reorderReminderConversion } from './conversion.ts';
export { reorderReminderRoutes } from './routes.ts';
export { reorderRemindersJob, runReorderReminders } from './send-reminders.ts';
