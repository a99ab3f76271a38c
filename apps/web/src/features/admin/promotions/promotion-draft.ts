// The promotion form's state and rules: text boxes as typed, turned into the shared body (whose zod schema gives
// the messages, the server's own), India-time dates in and out (Asia/Kolkata, sent with +05:30), the name in each
// other language ('names.hi'), and the status a promotion's row shows.
import {
  type Promotion,
  type PromotionAction,
  type PromotionBody,
  type PromotionNameLanguage,
  type PromotionScope,
  promotionBody,
  promotionNameLanguages,
} from '@chamak/shared/promotions';

/** India has one time zone and no daylight saving: always UTC+05:30. */
const istOffsetMs = 330 * 60_000;

/** An instant as a datetime-local box shows it in India time ("2026-12-01T10:00"); '' for none. */
export function toIndiaInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + istOffsetMs).toISOString().slice(0, 16);
}

/** A datetime-local box's India time as an ISO instant with its offset ("2026-12-01T10:00:00+05:30"). */
export function fromIndiaInput(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v}:00+05:30` : v;
}

const indiaFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "1 Dec 2026, 10:00 am" in India time. */
export const indiaTime = (iso: string) => indiaFormat.format(new Date(iso));

/** The window as the list shows it, in two parts that each stay on one line: both ends, or one open side. */
export function windowParts(p: Pick<Promotion, 'startsAt' | 'endsAt'>): [string, string | null] {
  if (p.startsAt && p.endsAt) return [`${indiaTime(p.startsAt)} –`, indiaTime(p.endsAt)];
  if (p.startsAt) return [`From ${indiaTime(p.startsAt)}`, null];
  if (p.endsAt) return [`Until ${indiaTime(p.endsAt)}`, null];
  return ['Always', null];
}

export const windowText = (p: Pick<Promotion, 'startsAt' | 'endsAt'>) =>
  windowParts(p).filter(Boolean).join(' ');

export type PromotionStatus = 'Active' | 'Scheduled' | 'Expired' | 'Disabled';

export function promotionStatus(
  p: Pick<Promotion, 'active' | 'startsAt' | 'endsAt'>,
  now = Date.now(),
): PromotionStatus {
  if (!p.active) return 'Disabled';
  if (p.endsAt && Date.parse(p.endsAt) <= now) return 'Expired';
  if (p.startsAt && Date.parse(p.startsAt) > now) return 'Scheduled';
  return 'Active';
}

/** The draft's box of the name in another language ('names.hi'): empty, the English name shows. */
export type NameField = `names.${PromotionNameLanguage}`;
export const nameField = (language: PromotionNameLanguage): NameField => `names.${language}`;

/** The form as typed: numbers stay text until saved, so '' means "none" and '12ml' can be refused. */
export type Draft = Record<NameField, string> & {
  name: string;
  code: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  usageLimit: string;
  perCustomerLimit: string;
  minCart: string;
  appliesTo: PromotionScope;
  categoryIds: number[];
  productIds: number[];
  firstOrderOnly: boolean;
  onlineOnly: boolean;
  action: PromotionAction;
  percent: string;
  cap: string;
  amount: string;
  buyQty: string;
  getQty: string;
  releaseOnCancel: boolean;
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function draftOf(p: Promotion | null): Draft {
  return {
    name: p?.name ?? '',
    code: p?.code ?? '',
    startsAt: toIndiaInput(p?.startsAt ?? null),
    endsAt: toIndiaInput(p?.endsAt ?? null),
    active: p?.active ?? true,
    usageLimit: text(p?.usageLimit ?? null),
    perCustomerLimit: text(p?.perCustomerLimit ?? null),
    minCart: p && p.minCart > 0 ? String(p.minCart) : '',
    appliesTo: p?.appliesTo ?? 'all',
    categoryIds: p?.categoryIds ?? [],
    productIds: p?.productIds ?? [],
    firstOrderOnly: p?.firstOrderOnly ?? false,
    onlineOnly: p?.onlineOnly ?? false,
    action: p?.action ?? 'percent',
    percent: text(p?.percent ?? null),
    cap: text(p?.cap ?? null),
    amount: text(p?.amount ?? null),
    buyQty: text(p?.buyQty ?? null),
    getQty: text(p?.getQty ?? null),
    releaseOnCancel: p?.releaseOnCancel ?? true,
    ...(Object.fromEntries(promotionNameLanguages.map((l) => [nameField(l), p?.names[l] ?? ''])) as Record<
      NameField,
      string
    >),
  };
}

/**
 * A number box: '' is none (null), digits (with a decimal point where allowed) are a number, anything else is
 * NaN so the schema names the field ("percent must be a number").
 */
function numberOf(value: string): number | null {
  const v = value.trim();
  if (!v) return null;
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
}

/** The body the API takes; only the chosen action's figures and the chosen scope's ids are sent. */
export function bodyOf(d: Draft): PromotionBody {
  return {
    name: d.name,
    code: d.code.trim() || null,
    startsAt: fromIndiaInput(d.startsAt),
    endsAt: fromIndiaInput(d.endsAt),
    active: d.active,
    usageLimit: numberOf(d.usageLimit),
    perCustomerLimit: numberOf(d.perCustomerLimit),
    minCart: numberOf(d.minCart) ?? 0,
    appliesTo: d.appliesTo,
    categoryIds: d.appliesTo === 'categories' ? d.categoryIds : [],
    productIds: d.appliesTo === 'products' ? d.productIds : [],
    firstOrderOnly: d.firstOrderOnly,
    onlineOnly: d.onlineOnly,
    action: d.action,
    percent: d.action === 'percent' ? numberOf(d.percent) : null,
    cap: d.action === 'percent' ? numberOf(d.cap) : null,
    amount: d.action === 'fixed' ? numberOf(d.amount) : null,
    buyQty: d.action === 'bxgy' ? numberOf(d.buyQty) : null,
    getQty: d.action === 'bxgy' ? numberOf(d.getQty) : null,
    releaseOnCancel: d.releaseOnCancel,
    // Every language's, shown or not (a language the shop has off keeps the name it has); '' removes one.
    names: Object.fromEntries(promotionNameLanguages.map((l) => [l, d[nameField(l)]])),
  };
}

export type DraftErrors = Partial<Record<keyof Draft, string>>;

/** The shared schema's checks on the draft: the first message of each field, and the body when all pass. */
export function checkDraft(d: Draft): { errors: DraftErrors; body: PromotionBody | null } {
  const body = bodyOf(d);
  const parsed = promotionBody.safeParse(body);
  if (parsed.success) return { errors: {}, body };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const key = (
      issue.path[0] === 'names' && issue.path[1] ? `names.${String(issue.path[1])}` : issue.path[0]
    ) as keyof Draft | undefined;
    if (key) errors[key] ??= issue.message;
  }
  return { errors, body: null };
}

/** The body of a listed promotion with only `active` changed (Enable / Disable in the list). */
export function withActive(p: Promotion, active: boolean): PromotionBody {
  return { ...bodyOf(draftOf(p)), startsAt: p.startsAt, endsAt: p.endsAt, active };
}
