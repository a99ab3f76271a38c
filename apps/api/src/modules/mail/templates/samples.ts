// Every mail the shop sends, with fixed sample data in a fixed brand: the snapshot tests read them, and
// `npm run mail:preview` writes them out as HTML and text files to look at.
import { sayIn } from '@chamak/shared/i18n/say';
import { defaultSellerIdentity, type SellerIdentity } from '@chamak/shared/seller';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { emailChangedMail, passwordChangedMail, passwordResetMail } from './accounts.tsx';
import { brandFrom, type MailBrand } from './brand.ts';
import {
  codConfirmationMail,
  type OrderMail,
  orderCancelledMail,
  orderCancelledShopMail,
  orderConfirmedMail,
  shipmentStatusMail,
} from './orders.tsx';
import { refundInitiatedMail, refundProcessedMail } from './refunds.tsx';
import { cartReminderMail, paymentReminderMail, type ReminderMail } from './reminders.tsx';
import type { MailTemplate } from './render.tsx';
import { reorderReminderMail } from './reorder.tsx';
import { returnRequestedMail, returnRequestedShopMail, returnStepMail } from './returns.tsx';
import { salesSummaryMail } from './sales-summary.tsx';
import { backInStockMail, stockAlertConfirmMail } from './stock.tsx';
import {
  type RenewalMail,
  renewalFailedMail,
  renewalNoticeMail,
  renewalSoldOutMail,
} from './subscriptions.tsx';

export const sampleSeller: SellerIdentity = { ...defaultSellerIdentity, gstin: '27AAACC1234F1Z5' };
export const sampleBrand: MailBrand = brandFrom(
  { ...defaultShopIdentity, brandColour: '#0f766e' },
  sampleSeller,
  'https://shop.example/',
);

const sampleReminder: ReminderMail = {
  firstName: 'Kavya',
  lines: [
    { name: 'Floor Cleaner Concentrate', size: '1 L', quantity: 2, amountPaise: 49_800 },
    { name: 'Dishwash Gel', size: '500 ml', quantity: 1, amountPaise: 12_900 },
  ],
  valuePaise: 62_700,
  restoreUrl: 'https://shop.example/cart?restore=Fixed_Restore-Token',
  stopUrl: 'https://shop.example/cart?stop=Fixed_Restore-Token',
  unsubscribeUrl: 'https://shop.example/api/cart-reminders/unsubscribe?token=Fixed_Restore-Token',
  offer: { name: '5% off when you pay online' },
};

export const sampleOrder: OrderMail = {
  id: 1042,
  firstName: 'Kavya',
  email: 'kavya@example.com',
  paymentMethod: 'cod',
  lines: [
    { name: 'Floor Cleaner Concentrate', size: '1 L', quantity: 2, amountPaise: 49_800 },
    { name: 'Dishwash Gel', size: '500 ml', quantity: 1, amountPaise: 12_900 },
  ],
  discounts: [{ label: 'Festive 10%', code: 'FESTIVE10', amountPaise: 6_270 }],
  subtotalPaise: 62_700,
  deliveryPaise: 9_900,
  codFeePaise: 4_900,
  totalPaise: 71_230,
  address: {
    name: 'Kavya Nair',
    lines: ['12 Lake Road', 'Flat 4B', 'Kochi, Kerala 682001'],
    phone: '9812345670',
  },
  shipment: {
    courier: 'Delhivery',
    awb: 'AWB123456789',
    trackUrl: 'https://track.example/AWB123456789',
    etd: '28 Nov 2026',
  },
  promised: { from: '2026-12-02', to: '2026-12-04' },
};
export const sampleReturn = {
  returnId: 77,
  orderId: 1042,
  firstName: 'Kavya',
  lastName: 'Nair',
  reason: 'Damaged in transit',
  details: 'The cap was cracked.',
  lines: [{ name: 'Dishwash Gel', size: '500 ml', quantity: 1, amountPaise: 11_610 }],
  amountPaise: 11_610,
};
const step = { returnId: 77, orderId: 1042, firstName: 'Kavya' };

/** Every mail the shop sends, by name, with fixed data. */
const sampleRenewal: RenewalMail = {
  firstName: 'Kavya',
  line: { name: 'Floor Cleaner Concentrate', size: '1 L', quantity: 2, amountPaise: 44_820 },
  amountPaise: 48_820,
  dueOn: '31 December 2026',
  intervalDays: 30,
  manageUrl: 'https://shop.example/track-order?tab=subscriptions',
};

export const sampleMails: Record<string, MailTemplate> = {
  'order confirmation': orderConfirmedMail(sampleOrder, { number: 'CH/26-27/000042' }),
  'order confirmation without an invoice, paid online': orderConfirmedMail(
    { ...sampleOrder, paymentMethod: 'online', codFeePaise: 0, totalPaise: 66_330, discounts: [] },
    null,
  ),
  'cash order to confirm': codConfirmationMail(sampleOrder, {
    token: 'Fixed_Token-1234567890',
    dueAt: new Date('2026-11-25T10:00:00Z'),
  }),
  'order cancelled unconfirmed': orderCancelledMail(sampleOrder, {
    byShopper: false,
    refundPaise: null,
    reason: 'it was not confirmed by 25 Nov 2026, 3:30 pm (India time)',
  }),
  "order cancelled unconfirmed: the shop's copy": orderCancelledShopMail(sampleOrder, {
    byShopper: false,
    refundPaise: null,
    reason: 'it was not confirmed by 25 Nov 2026, 3:30 pm (India time)',
  }),
  'shipment status: shipped': shipmentStatusMail(sampleOrder, 'Shipped'),
  'shipment status before a courier': shipmentStatusMail(
    { ...sampleOrder, shipment: { courier: null, awb: null, trackUrl: null, etd: null } },
    'Order Confirmed',
  ),
  'order cancelled by the shopper, cash': orderCancelledMail(sampleOrder, {
    byShopper: true,
    refundPaise: null,
  }),
  'order cancelled by the shop, refunded': orderCancelledMail(
    { ...sampleOrder, paymentMethod: 'online' },
    { byShopper: false, refundPaise: 71_230 },
  ),
  "order cancelled: the shop's copy": orderCancelledShopMail(sampleOrder, {
    byShopper: true,
    refundPaise: null,
  }),
  'refund initiated': refundInitiatedMail({ id: 1042, firstName: 'Kavya' }, 25_000),
  'refund processed through the gateway': refundProcessedMail(
    { id: 1042, firstName: 'Kavya' },
    { amountPaise: 25_000, method: 'gateway', reference: null, gatewayId: 'rfnd_AbC123' },
    'CN/26-27/000007',
  ),
  'refund processed by hand': refundProcessedMail(
    { id: 1042, firstName: 'Kavya' },
    { amountPaise: 25_000, method: 'manual', reference: 'UPI 4242 9911', gatewayId: null },
    null,
  ),
  'return requested': returnRequestedMail(sampleReturn),
  "return requested: the shop's copy": returnRequestedShopMail(sampleReturn),
  'return approved': returnStepMail(step, {
    label: 'Return approved',
    words: 'We have approved your return. A courier will come to collect the items (AWB R-998).',
  }),
  'return received': returnStepMail(step, {
    label: 'Items received',
    words: 'Your returned items have reached us. We are checking them and will refund ₹116.10 shortly.',
  }),
  'return rejected': returnStepMail(step, {
    label: 'Return rejected',
    words: 'We are sorry: we cannot accept your return. The seal is intact and the bottle is full.',
  }),
  'return refunded': returnStepMail(step, {
    label: 'Refunded',
    words:
      'We have refunded ₹116.10 for your return; you will get a separate mail when the money reaches you.',
  }),
  'password reset': passwordResetMail(
    { fullname: 'Kavya Nair' },
    'https://shop.example/reset-password?token=Fixed_Token-123',
  ),
  'password changed': passwordChangedMail({ fullname: 'Kavya Nair' }),
  'e-mail address changed': emailChangedMail(
    { fullname: 'Kavya Nair' },
    'kavya@example.com',
    'kavya@new.example',
  ),
  'back in stock': backInStockMail(
    { name: 'Dishwash Gel', label: '500 ml' },
    'https://shop.example/product-details/3?size=9',
  ),
  'back-in-stock alert confirmation': stockAlertConfirmMail(
    { name: 'Dishwash Gel', label: '500 ml' },
    'https://shop.example/product-details/3?size=9&alert=sample-token',
  ),
  'abandoned cart: first reminder': cartReminderMail(sampleReminder, 'first'),
  'abandoned cart: second reminder': cartReminderMail({ ...sampleReminder, offer: null }, 'second'),
  'complete your payment': paymentReminderMail({ ...sampleReminder, orderId: 1043 }),
  'reorder reminder': reorderReminderMail({
    firstName: 'Kavya',
    line: { name: 'Floor Cleaner Concentrate', size: '1 L', quantity: 2, amountPaise: 49_800 },
    orderedOn: '3 November 2026',
    lastsDays: 90,
    reorderUrl: 'https://shop.example/cart?reorder=Fixed_Reorder-Token',
    productUrl: 'https://shop.example/product-details/1?size=2',
    subscribeDiscount: 10,
    stopUrl: 'https://shop.example/cart?stop=Fixed_Reorder-Token&reminder=reorder',
    unsubscribeUrl: 'https://shop.example/api/reorder-reminders/unsubscribe?token=Fixed_Reorder-Token',
  }),
  'subscription renewal notice': renewalNoticeMail({
    ...sampleRenewal,
    changeUrl: 'https://shop.example/subscription-notice?s=7&c=3&t=Fixed_Notice-Signature',
  }),
  'subscription renewal skipped, sold out': renewalSoldOutMail({
    ...sampleRenewal,
    nextDueOn: '30 January 2027',
  }),
  'subscription payment failed, tried again': renewalFailedMail({
    ...sampleRenewal,
    retryOn: '1 January 2027',
  }),
  'subscription payment failed, paused': renewalFailedMail({ ...sampleRenewal, retryOn: null }),
  "owner's daily sales summary": salesSummaryMail({
    day: '2026-11-29',
    figures: {
      orders: 12,
      chargedPaise: 845_600,
      discountPaise: 42_000,
      refundedPaise: 5000,
      revenuePaise: 840_600,
      averagePaise: 70_050,
      codOrders: 7,
      codShare: 7 / 12,
      cancelled: 1,
    },
    reportPath: '/admin/reports/sales',
  }),
};

const inHindi = { language: 'hi' } as const;

/** The mails a shopper gets in Hindi (an order placed in Hindi, an account whose language is Hindi), fixed data. */
export const sampleMailsInHindi: Record<string, MailTemplate> = {
  'order confirmation': orderConfirmedMail({ ...sampleOrder, ...inHindi }, { number: 'CH/26-27/000042' }),
  'cash order to confirm': codConfirmationMail(
    { ...sampleOrder, ...inHindi },
    { token: 'Fixed_Confirm-Token', dueAt: new Date('2026-11-25T10:00:00Z') },
  ),
  'shipment status: shipped': shipmentStatusMail({ ...sampleOrder, ...inHindi }, 'In Transit'),
  'order cancelled unconfirmed': orderCancelledMail(
    { ...sampleOrder, ...inHindi },
    {
      byShopper: false,
      refundPaise: null,
      reason: 'it was not confirmed by 25 Nov 2026, 3:30 pm (India time)',
    },
  ),
  'refund processed through the gateway': refundProcessedMail(
    { id: 1042, firstName: 'Kavya', ...inHindi },
    { amountPaise: 25_000, method: 'gateway', reference: null, gatewayId: 'rfnd_Fixed123' },
    'CN/26-27/000007',
  ),
  'password reset': passwordResetMail(
    { fullname: 'Kavya Nair', ...inHindi },
    'https://shop.example/reset-password?token=Fixed_Token-123',
  ),
  'abandoned cart: first reminder': cartReminderMail({ ...sampleReminder, ...inHindi }, 'first'),
  'reorder reminder': reorderReminderMail({
    ...inHindi,
    firstName: 'Kavya',
    line: { name: 'Floor Cleaner Concentrate', size: '1 L', quantity: 2, amountPaise: 49_800 },
    orderedOn: '3 नवंबर 2026',
    lastsDays: 90,
    reorderUrl: 'https://shop.example/cart?reorder=Fixed_Reorder-Token',
    productUrl: 'https://shop.example/product-details/1?size=2',
    subscribeDiscount: 10,
    stopUrl: 'https://shop.example/cart?stop=Fixed_Reorder-Token&reminder=reorder',
    unsubscribeUrl: 'https://shop.example/api/reorder-reminders/unsubscribe?token=Fixed_Reorder-Token',
  }),
  ...renewalsInHindi(),
  ...returnsInHindi(),
  'back in stock': backInStockMail(
    { name: 'Dishwash Gel', label: '500 ml' },
    'https://shop.example/product-details/3?size=9',
    'hi',
  ),
  'back-in-stock alert confirmation': stockAlertConfirmMail(
    { name: 'Dishwash Gel', label: '500 ml' },
    'https://shop.example/product-details/3?size=9&alert=sample-token',
    'hi',
  ),
};

/** The subscription mails of an account whose language is Hindi: its dates as the Hindi pages write them. */
function renewalsInHindi(): Record<string, MailTemplate> {
  const renewal = { ...sampleRenewal, ...inHindi, dueOn: '31 दिसंबर 2026' };
  return {
    'subscription renewal notice': renewalNoticeMail({
      ...renewal,
      changeUrl: 'https://shop.example/subscription-notice?s=7&c=3&t=Fixed_Notice-Signature',
    }),
    'subscription renewal skipped, sold out': renewalSoldOutMail({ ...renewal, nextDueOn: '30 जनवरी 2027' }),
    'subscription payment failed, tried again': renewalFailedMail({ ...renewal, retryOn: '1 जनवरी 2027' }),
    'subscription payment failed, paused': renewalFailedMail({ ...renewal, retryOn: null }),
  };
}

/** The return mails of an order placed in Hindi (returns/return-mails.ts words each step in the order's language). */
function returnsInHindi(): Record<string, MailTemplate> {
  const say = sayIn('hi');
  const hindiStep = { ...step, ...inHindi };
  const amount = { amount: '₹116.10' };
  return {
    'return requested': returnRequestedMail({ ...sampleReturn, reason: 'Damaged', ...inHindi }),
    'return approved': returnStepMail(hindiStep, {
      label: say('Return approved'),
      words: say(
        'We have approved your return. A courier will come to collect the items (AWB {awb}): pack them securely, with the bottles closed, and keep them ready at the delivery address.',
        { awb: 'R-998' },
      ),
    }),
    'return received': returnStepMail(hindiStep, {
      label: say('Return received'),
      words: say(
        'Your returned items have reached us. We are checking them and will refund {amount} shortly.',
        amount,
      ),
    }),
    'return rejected': returnStepMail(hindiStep, {
      label: say('Return rejected'),
      words: `${say('We are sorry: we cannot accept your return.')} The seal is intact and the bottle is full.`,
    }),
    'return refunded': returnStepMail(hindiStep, {
      label: say('Return refunded'),
      words: say(
        'We have refunded {amount} for your return; you will get a separate mail when the money reaches you.',
        amount,
      ),
    }),
  };
}
