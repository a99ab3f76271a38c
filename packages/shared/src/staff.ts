// Staff roles and what each may do (decision 0348). A permission is an area of the back-office and an access:
// `read` for looking (GET), `write` for changing, and a few named acts (`refunds.issue`, `customers.export`,
// `returns.receive`). Every admin route declares the permission it needs; the server refuses a role without it
// (403 naming the permission) and the admin menu shows only the pages a role may open. The Owner may do all.
import { z } from 'zod';

export const staffRoles = ['owner', 'manager', 'fulfilment', 'support', 'catalogue', 'accounts'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles);

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  fulfilment: 'Fulfilment',
  support: 'Support',
  catalogue: 'Catalogue',
  accounts: 'Accounts',
};

/** What each role is for, shown beside the role picker. */
export const staffRoleDescriptions: Record<StaffRole, string> = {
  owner: 'Everything, including staff and the audit log.',
  manager: 'Everything but staff and the audit log.',
  fulfilment: 'Orders, shipping and receiving returns. No refunds, settings or customer export.',
  support: 'Reads orders; customers, reviews, contact requests, and refunds up to the limit you set.',
  catalogue: 'Products, categories, sizes, media, promotions and translations.',
  accounts: 'Reports, invoices and GST; reads everything else.',
};

/** The back-office's areas: each admin route belongs to one. */
export const staffAreas = [
  'dashboard',
  'orders',
  'shipping',
  'returns',
  'refunds',
  'customers',
  'reviews',
  'contacts',
  'catalogue',
  'inventory',
  'media',
  'promotions',
  'translations',
  'subscriptions',
  'carts',
  'reports',
  'invoices',
  'gst',
  'mail',
  'settings',
  'staff',
  'audit',
] as const;
export type StaffArea = (typeof staffAreas)[number];

/** Acts beyond read and write that a role may be given apart. */
export const staffActs = ['refunds.issue', 'customers.export', 'returns.receive'] as const;
export type StaffPermission = `${StaffArea}.read` | `${StaffArea}.write` | (typeof staffActs)[number];

const all = (access: 'read' | 'write') => staffAreas.map((a) => `${a}.${access}` as StaffPermission);
const both = (...areas: StaffArea[]) =>
  areas.flatMap((a) => [`${a}.read`, `${a}.write`] as StaffPermission[]);
const reads = (...areas: StaffArea[]) => areas.map((a) => `${a}.read` as StaffPermission);

const ownerOnly: StaffArea[] = ['staff', 'audit'];

export const rolePermissions: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  owner: new Set([...all('read'), ...all('write'), ...staffActs]),
  manager: new Set(
    [...all('read'), ...all('write'), ...staffActs].filter(
      (p) => !ownerOnly.some((a) => p.startsWith(`${a}.`)),
    ),
  ),
  fulfilment: new Set([
    ...reads('dashboard', 'customers', 'catalogue', 'inventory', 'returns'),
    ...both('orders', 'shipping'),
    'returns.receive',
  ]),
  support: new Set([
    ...reads('dashboard', 'orders', 'returns', 'refunds', 'catalogue', 'subscriptions', 'carts'),
    ...both('customers', 'reviews', 'contacts'),
    'refunds.issue',
  ]),
  catalogue: new Set([
    ...reads('dashboard', 'orders'),
    ...both('catalogue', 'inventory', 'media', 'promotions', 'translations'),
  ]),
  accounts: new Set([
    ...all('read').filter((p) => !ownerOnly.some((a) => p.startsWith(`${a}.`))),
    ...both('reports', 'invoices', 'gst'),
  ]),
};

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return rolePermissions[role].has(permission);
}

/** The permissions of a role, sorted, as the profile reply carries them for the admin menu. */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return [...rolePermissions[role]].sort();
}

/** The message of a refusal: which permission the role lacks. */
export const missingPermission = (role: StaffRole, permission: StaffPermission) =>
  `Your role (${staffRoleLabels[role]}) does not allow this: it needs the permission "${permission}".`;
