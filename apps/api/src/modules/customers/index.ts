// The customers module's face (decision 0352): the back-office's Admin → Customers routes.
export { customerRoutes } from './routes.ts';
