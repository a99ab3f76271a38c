// The shipping desk module's face (decision 0350): its routes.
export { shippingDeskRoutes } from './routes.ts';
