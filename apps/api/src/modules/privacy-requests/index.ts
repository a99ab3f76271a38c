// The privacy-requests module's face (decision 0358): the shopper's My data calls and Admin → Privacy requests.
export { privacyRequestAdminRoutes } from './admin-routes.ts';
export { privacyRequestRoutes } from './routes.ts';
