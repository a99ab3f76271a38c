// Every table, for Drizzle's typed client and drizzle-kit.
export * from './accounts.ts';
export * from './addresses.ts';
export * from './cart.ts';
export * from './cart-reminders.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './events.ts';
export * from './invoices.ts';
export * from './notify.ts';
export * from './orders.ts';
export * from './promotions.ts';
export * from './refunds.ts';
export * from './reorder-reminders.ts';
export * from './returns.ts';
export * from './stock-alerts.ts';
export * from './subscriptions.ts';
export * from './translations.ts';
