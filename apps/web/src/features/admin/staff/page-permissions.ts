// Which permission opens each back-office page (decision 0348): the menu lists only the pages the signed-in role
// may open, and a page it may not open says so instead of failing call by call. The server refuses anyway.
import type { StaffPermission } from '@chamak/shared/staff';

const byPage: Record<string, StaffPermission> = {
  '': 'dashboard.read',
  banner: 'media.read',
  aboutbanner: 'media.read',
  promoBanner: 'media.read',
  bottombanner: 'media.read',
  insta: 'media.read',
  videos: 'media.read',
  categories: 'catalogue.read',
  litres: 'catalogue.read',
  subcategory: 'catalogue.read',
  products: 'catalogue.read',
  'catalogue-import': 'catalogue.write',
  inventory: 'inventory.read',
  orders: 'orders.read',
  'shipping-desk': 'shipping.read',
  subscriptions: 'subscriptions.read',
  users: 'customers.read',
  customers: 'customers.read',
  // Shoppers' DPDP requests (decision 0358).
  'privacy-requests': 'privacy.read',
  ratings: 'reviews.read',
  reviews: 'reviews.read',
  contact: 'contacts.read',
  promotions: 'promotions.read',
  'gst-rates': 'gst.read',
  returns: 'returns.read',
  'failed-deliveries': 'shipping.read',
  'abandoned-carts': 'carts.read',
  translations: 'translations.read',
  reports: 'reports.read',
  'reports/sales': 'reports.read',
  einvoices: 'gst.read',
  outbox: 'mail.read',
  settings: 'settings.write',
  // The privacy notice (decision 0357): Owner and Manager, who may change the shop's settings.
  'privacy-notice': 'settings.write',
  staff: 'staff.read',
  audit: 'audit.read',
  // Personal-data breaches (decision 0360): Owner and Manager.
  'security-incidents': 'security.read',
  // Retention periods (decision 0361): the Owner's, beside the staff settings.
  retention: 'staff.write',
};

/**
 * The permission a page needs, by its path under /admin (its first segment for a detail page, customers/12). A
 * page not listed here needs every permission an Owner has: a new page is the Owner's until it is given an area.
 */
export function permissionOfPage(path: string): StaffPermission {
  return byPage[path] ?? byPage[path.split('/')[0] ?? ''] ?? 'staff.write';
}

export function mayOpen(permissions: readonly string[] | undefined, path: string): boolean {
  return permissions?.includes(permissionOfPage(path)) ?? false;
}
