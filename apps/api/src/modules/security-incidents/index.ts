// The security-incidents module's face (decision 0360): the breach runbook's routes.
export { securityIncidentRoutes } from './routes.ts';
