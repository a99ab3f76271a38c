// The sales report module's face (decision 0347): its admin routes and the owner's daily summary job.
export { dailySalesSummaryJob, sendDailySalesSummary } from './daily-summary.ts';
export { salesReportRoutes } from './routes.ts';
