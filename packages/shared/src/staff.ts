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
  accounts: 'Reports, invoices and GST; reads everything else but security incidents.',
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
  'privacy',
  /** Personal-data breaches and their notices (decision 0360): the Owner and Managers only. */
  'security',
] as const;
export type StaffArea = (typeof staffAreas)[number];

/** Acts beyond read and write that a role may be given apart; every role may enter the back-office. */
export const staffActs = [
  'refunds.issue',
  'customers.export',
  'returns.receive',
  'backoffice.enter',
] as const;
export type StaffPermission = `${StaffArea}.read` | `${StaffArea}.write` | (typeof staffActs)[number];

const all = (access: 'read' | 'write') => staffAreas.map((a) => `${a}.${access}` as StaffPermission);
const both = (...areas: StaffArea[]) =>
  areas.flatMap((a) => [`${a}.read`, `${a}.write`] as StaffPermission[]);
const reads = (...areas: StaffArea[]) => areas.map((a) => `${a}.read` as StaffPermission);

const ownerOnly: StaffArea[] = ['staff', 'audit'];
/** Areas beyond the Owner's that only a Manager has too (not Accounts' read-everything). */
const ownerAndManager: StaffArea[] = ['security'];

export const rolePermissions: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  owner: new Set([...all('read'), ...all('write'), ...staffActs]),
  manager: new Set(
    [...all('read'), ...all('write'), ...staffActs].filter(
      (p) => !ownerOnly.some((a) => p.startsWith(`${a}.`)),
    ),
  ),
  fulfilment: new Set([
    'backoffice.enter',
    ...reads('dashboard', 'customers', 'catalogue', 'inventory', 'returns'),
    ...both('orders', 'shipping'),
    'returns.receive',
  ]),
  support: new Set([
    'backoffice.enter',
    ...reads('dashboard', 'orders', 'returns', 'refunds', 'catalogue', 'subscriptions', 'carts'),
    ...both('customers', 'reviews', 'contacts', 'privacy'),
    'refunds.issue',
  ]),
  catalogue: new Set([
    'backoffice.enter',
    ...reads('dashboard', 'orders'),
    ...both('catalogue', 'inventory', 'media', 'promotions', 'translations'),
  ]),
  accounts: new Set([
    ...all('read').filter((p) => ![...ownerOnly, ...ownerAndManager].some((a) => p.startsWith(`${a}.`))),
    ...both('reports', 'invoices', 'gst'),
    'backoffice.enter',
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

// ---- The staff calls (Admin → Staff, the invitation page) ----

const emailOf = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, { error: 'E-mail is required' })
  .max(254, { error: 'E-mail is too long' })
  .pipe(z.email({ error: 'Write a valid e-mail address' }))
  .transform((e) => e.toLowerCase());

export const staffInviteBody = z.strictObject({
  email: emailOf,
  fullname: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(100, { error: 'Name must be 100 characters or less' }),
  role: z.enum(staffRoles, { error: 'Choose a role' }),
});
export type StaffInviteBody = z.infer<typeof staffInviteBody>;

export const staffRoleBody = z.strictObject({ role: z.enum(staffRoles, { error: 'Choose a role' }) });
export const staffStatusBody = z.strictObject({
  status: z.enum(['active', 'suspended'], { error: 'Status is active or suspended' }),
});

export const staffMember = z.object({
  id: z.number(),
  fullname: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(['active', 'suspended']),
  you: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffInvitation = z.object({
  id: z.number(),
  email: z.string(),
  fullname: z.string(),
  role: z.enum(staffRoles),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(['open', 'expired', 'accepted', 'revoked']),
});
export type StaffInvitation = z.infer<typeof staffInvitation>;

export const staffList = z.object({ members: z.array(staffMember), invitations: z.array(staffInvitation) });
export type StaffList = z.infer<typeof staffList>;

/** Who the signed-in staff member is and what they may do: the admin menu is built from it. */
export const staffMe = z.object({
  userId: z.number(),
  fullname: z.string(),
  role: z.enum(staffRoles),
  permissions: z.array(z.string()),
});
export type StaffMe = z.infer<typeof staffMe>;

/** The owner's staff settings: Support's refund limit and how long the audit log is kept. */
export const staffSettings = z.strictObject({
  supportRefundLimitPaise: z
    .number({ error: 'Refund limit must be an amount in paise' })
    .int({ error: 'Refund limit must be an amount in paise' })
    .min(0, { error: 'Refund limit cannot be negative' })
    .max(10_000_000, { error: 'Refund limit must be at most ₹1,00,000' }),
  auditRetentionDays: z
    .number({ error: 'Keep the audit log for a number of days' })
    .int({ error: 'Keep the audit log for a whole number of days' })
    .min(365, { error: 'The audit log is kept for a year at least (365 days)' })
    .max(3650, { error: 'Keep the audit log for at most ten years (3650 days)' }),
});
export type StaffSettings = z.infer<typeof staffSettings>;
export const defaultStaffSettings: StaffSettings = {
  supportRefundLimitPaise: 100_000,
  auditRetentionDays: 365,
};

/** The invitation page: what the link is for, before the password is chosen. */
export const invitationInfo = z.object({
  email: z.string(),
  fullname: z.string(),
  role: z.enum(staffRoles),
  roleLabel: z.string(),
});

export const acceptInvitationBody = z.strictObject({
  token: z.string().min(20, { error: 'This invitation link is not valid' }).max(200),
  phone: z
    .string({ error: 'Phone number is required' })
    .transform((p) => p.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, { error: 'Phone number must be exactly 10 digits' })),
  password: z
    .string({ error: 'Password is required' })
    .min(8, { error: 'Password must be at least 8 characters.' })
    .max(128, { error: 'Password must be 128 characters or less.' })
    .regex(/[A-Z]/, { error: 'Password must contain at least one uppercase letter.' })
    .regex(/\d/, { error: 'Password must contain at least one number.' })
    .regex(/[^A-Za-z0-9]/, { error: 'Password must contain at least one special character.' }),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const staffMessages = {
  invited: (email: string) => `Invitation sent to ${email}.`,
  alreadyStaff: (email: string) => `${email} is already on your staff.`,
  customerEmail: (email: string) =>
    `${email} belongs to a customer account. Invite a separate work e-mail for the back-office.`,
  lastOwner: 'The shop must keep at least one active Owner: make someone else Owner first.',
  notYourself: 'You cannot suspend or remove yourself.',
  invitationInvalid:
    'This invitation link has expired, was withdrawn or was already used. Ask the owner for a new one.',
  notStaff: 'No such staff member.',
  accepted: 'Welcome! Your back-office account is ready.',
  suspended: 'Suspended: their sessions ended.',
  reinstated: 'Active again.',
  removed: 'Removed from the staff.',
  roleChanged: 'Role changed.',
  revoked: 'Invitation withdrawn.',
  refundAboveLimit: (limit: string) =>
    `Your role may refund up to ${limit}; ask a Manager or the Owner for more.`,
} as const;

export const invitationTokenParams = z.object({ token: z.string().min(20).max(200) });
export const acceptInvitationReply = z.object({
  message: z.string(),
  token: z.string(),
  isAdmin: z.literal(true),
});
export const staffInviteReply = z.object({ message: z.string(), invitation: staffInvitation });
