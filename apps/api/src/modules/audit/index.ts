// The audit log (decision 0348): every admin write and every export of personal data, recorded as it is answered.
// Who (the staff member, their role then), when, from which address, what (the route, its entity and id) and the
// change: the changed fields before and after for the entities this module can read, or else the request's fields;
// secrets and passwords never. Rows are never changed; the pruning job deletes those older than the kept period.
export { auditExport, auditPlugin } from './recorder.ts';
export { auditRoutes } from './routes.ts';
export { pruneAuditLogJob } from './service.ts';
