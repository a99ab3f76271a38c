// The retention module's face (decision 0361): its settings' routes and its daily job.
export { retentionRoutes } from './routes.ts';
export { type RetentionPorts, retentionJob, runRetention } from './service.ts';
