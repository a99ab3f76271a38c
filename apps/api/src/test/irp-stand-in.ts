// Test helpers for e-invoices: a B2B tax invoice issued straight through the invoices service (for an order placed
// by the real checkout), and a stand-in for the Invoice Registration Portal's answer (IRN, Ack No, Ack date, and
// a signed QR code and signed invoice as RS256 JWTs, signed with a key made here: no real portal is called).
import { createHash, generateKeyPairSync, randomInt, sign } from 'node:crypto';
import { gstinCheckCharacter, taxedAmount } from '@chamak/shared/gst';
import type { DbOrTx } from '../db/client.ts';
import { type InvoiceOrder, type IssuedDocument, issueInvoice } from '../modules/invoices/index.ts';

/** A GSTIN of these first 14 characters with its check character. */
const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

export const businessBuyer = {
  name: 'Kaveri Facility Services Private Limited',
  gstin: gstin('29AAGCK4137M1Z'),
  address: ['No. 18, 2nd Cross, Peenya Industrial Area', 'Bengaluru 560058'],
  state: 'Karnataka',
  pinCode: '560058',
  email: 'accounts@kaveri.example',
};

/**
 * Issues a B2B invoice for an existing order: two goods lines (the second discounted) and a delivery fee, taxed
 * for a buyer in `state` (IGST from Maharashtra to Karnataka, CGST + SGST within Maharashtra).
 */
export async function issueB2bInvoice(
  db: DbOrTx,
  orderId: number,
  options: { state?: string; gstin?: string; shipTo?: boolean } = {},
): Promise<IssuedDocument> {
  const state = options.state ?? businessBuyer.state;
  const intra = state === 'Maharashtra';
  const goods = [
    {
      description: 'Chamak Floor Cleaner Lavender 5 L',
      hsnCode: '3402',
      quantity: 3,
      unitPricePaise: 1_249_00,
      discountPaise: 0,
    },
    {
      description: 'Chamak Disinfectant Spray 500 ml',
      hsnCode: '3808',
      quantity: 7,
      unitPricePaise: 349_00,
      discountPaise: 243_33,
    },
  ].map((l) => {
    const tax = taxedAmount(l.unitPricePaise * l.quantity - l.discountPaise, 18, intra);
    return {
      description: l.description,
      hsnCode: l.hsnCode,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      discountPaise: l.discountPaise,
      ratePercent: 18,
      taxablePaise: tax.taxablePaise,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      igstPaise: tax.igstPaise,
    };
  });
  const fee = taxedAmount(99_00, 18, intra);
  const sum = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    goods.reduce((s, l) => s + l[k], 0) + fee[k];
  const order: InvoiceOrder = {
    orderId,
    buyer: {
      ...businessBuyer,
      state,
      gstin: options.gstin ?? (intra ? gstin('27AAFCS2931N1Z') : businessBuyer.gstin),
      ...(intra ? { address: ['Plot 7, Hadapsar Industrial Estate', 'Pune 411013'], pinCode: '411013' } : {}),
    },
    ...(options.shipTo
      ? {
          shipTo: {
            name: 'Ravi Kumar',
            address: ['Warehouse 3, Hosur Road', 'Bengaluru 560068'],
            state: 'Karnataka',
            pinCode: '560068',
            phone: '9845012345',
          },
        }
      : {}),
    placeOfSupply: state,
    paymentMethod: 'online',
    lines: goods,
    fees: [{ description: 'Delivery charge', amountPaise: 99_00 }],
    feeRatePercent: 18,
    totals: {
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: goods.reduce((s, l) => s + l.unitPricePaise * l.quantity - l.discountPaise, 0) + 99_00,
    },
  };
  const issued = await issueInvoice(db, order);
  if (!issued) throw new Error('no invoice issued: does the shop have a GSTIN?');
  return issued;
}

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** An RS256 JWT of `payload`, as the portal signs its QR code and invoice. */
function jwt(payload: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'RS256', kid: 'stand-in', typ: 'JWT' })}.${part(payload)}`;
  return `${body}.${sign('sha256', Buffer.from(body), privateKey).toString('base64url')}`;
}

/** Now as the portal writes its dates: "2026-11-30 14:05:09", India time. */
export function portalNow(at = new Date()): string {
  return new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * What the portal answers when a document is registered: the Generate IRN reply's fields. `qr` overrides fields of
 * the signed QR code's data (to make an answer for another document).
 */
export function portalAnswer(
  document: {
    number: string;
    kind: 'invoice' | 'credit_note';
    sellerGstin: string;
    buyerGstin: string;
    totalPaise?: number;
  },
  qr: Record<string, unknown> = {},
) {
  const typ = document.kind === 'invoice' ? 'INV' : 'CRN';
  const irn = createHash('sha256').update(`${document.sellerGstin}${typ}${document.number}`).digest('hex');
  const ackDt = portalNow();
  const data = {
    SellerGstin: document.sellerGstin,
    BuyerGstin: document.buyerGstin,
    DocNo: document.number,
    DocTyp: typ,
    DocDt: `${ackDt.slice(8, 10)}/${ackDt.slice(5, 7)}/${ackDt.slice(0, 4)}`,
    TotInvVal: (document.totalPaise ?? 0) / 100,
    ItemCnt: 3,
    MainHsnCode: '3402',
    Irn: irn,
    IrnDt: ackDt,
    ...qr,
  };
  return {
    AckNo: Number(`1124${String(randomInt(10_000_000_000)).padStart(11, '0')}`),
    AckDt: ackDt,
    Irn: irn,
    SignedInvoice: jwt({
      data: JSON.stringify({ Irn: irn, DocDtls: { Typ: typ, No: document.number } }),
      iss: 'NIC',
    }),
    SignedQRCode: jwt({ data: JSON.stringify(data), iss: 'NIC' }),
    Status: 'ACT',
    EwbNo: null,
  };
}
