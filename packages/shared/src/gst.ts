// GST's rules in one place: the rates a product may carry, the HSN and GSTIN checks, the states' GST codes
// (place of supply), the tax inside a tax-inclusive price, and an amount in words the Indian way (lakh,
// crore). Integer paise only; the pricing module and the invoices read it, the admin forms too.

/** The GST slabs a product may carry, in percent. Cleaning products are usually HSN 3402 or 3808 at 18 %. */
export const gstRates = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof gstRates)[number];

export function isGstRate(value: unknown): value is GstRate {
  return (gstRates as readonly unknown[]).includes(value);
}

/** An HSN code as a shop quotes it: 4, 6 or 8 digits. */
export function isHsnCode(value: string): boolean {
  return /^\d{4}(?:\d{2}){0,2}$/.test(value);
}

/** The GST state codes (the first two characters of a GSTIN, and the place of supply on an invoice). */
export const gstStateCodes = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
} as const satisfies Record<string, string>;

export type GstState = keyof typeof gstStateCodes;

export function gstStateCode(state: string): string | undefined {
  return (gstStateCodes as Record<string, string>)[state];
}

const gstinAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme, weights 1 and 2 in turn). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = gstinAlphabet.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinAlphabet[(36 - (sum % 36)) % 36]!;
}

/**
 * Why a GSTIN is not valid, or null when it is: 15 characters, a state code, the holder's PAN (5 letters,
 * 4 digits, a letter), the registration number, 'Z', and the check character.
 */
export function gstinProblem(raw: string): string | null {
  const gstin = raw.trim().toUpperCase();
  if (gstin.length !== 15) return 'GSTIN must be 15 characters';
  const stateCodes = new Set<string>([...Object.values(gstStateCodes), '97', '99']);
  if (!stateCodes.has(gstin.slice(0, 2))) return 'GSTIN must start with a valid state code';
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12)))
    return 'GSTIN must carry a valid PAN (characters 3 to 12)';
  if (!/^[1-9A-Z]Z[0-9A-Z]$/.test(gstin.slice(12))) return 'GSTIN is not in the right format';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'GSTIN check character does not match';
  return null;
}

/**
 * The tax inside a tax-inclusive amount (decision 0302): two equal halves, each the amount's tax at half the rate
 * rounded to the paisa (half up), so CGST always equals SGST; IGST is the same two halves together, so the tax in
 * a price is the same wherever it is delivered (decision 0105). The taxable value is the rest: where the exact
 * figures leave an odd paisa, it stays in the taxable value. Taxable value and tax add up exactly.
 */
export function taxInside(
  inclusivePaise: number,
  ratePercent: number,
): { taxablePaise: number; taxPaise: number } {
  const halfPaise = Math.round((inclusivePaise * ratePercent) / (2 * (100 + ratePercent)));
  return { taxablePaise: inclusivePaise - 2 * halfPaise, taxPaise: 2 * halfPaise };
}

/**
 * A tax amount as an invoice shows it: IGST between states, or CGST and SGST as two equal halves within one. The
 * tax is taxInside's, always an even number of paise; an odd one cannot be split equally and is refused.
 */
export function splitTax(
  taxPaise: number,
  intraState: boolean,
): { cgstPaise: number; sgstPaise: number; igstPaise: number } {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  if (taxPaise % 2 !== 0) throw new RangeError(`${taxPaise} paise of tax cannot be split into equal halves`);
  return { cgstPaise: taxPaise / 2, sgstPaise: taxPaise / 2, igstPaise: 0 };
}

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99 in words. */
function underHundred(n: number): string {
  if (n < 20) return ones[n]!;
  return [tens[Math.floor(n / 10)], ones[n % 10]].filter(Boolean).join(' ');
}

/** A whole number in words with the Indian groups: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  let rest = n % 10_000_000;
  const groups: [number, string][] = [
    [100_000, 'Lakh'],
    [1000, 'Thousand'],
    [100, 'Hundred'],
  ];
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${underHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest) parts.push(underHundred(rest));
  return parts.join(' ');
}

/** An amount in paise in words, as invoices write it: "Rupees One Thousand Two Hundred and Five Paise Only". */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${numberInWords(rupees)}`;
  return rest ? `${words} and ${underHundred(rest)} Paise Only` : `${words} Only`;
}

/** One taxed amount of a breakup: what it holds of taxable value and of each tax. */
export type TaxedAmount = {
  amountPaise: number;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** An amount's taxable value and tax (taxInside), as CGST + SGST within the seller's state or IGST between states. */
export function taxedAmount(amountPaise: number, ratePercent: number, intraState: boolean): TaxedAmount {
  const { taxablePaise, taxPaise } = taxInside(amountPaise, ratePercent);
  return { amountPaise, ratePercent, taxablePaise, ...splitTax(taxPaise, intraState) };
}

/**
 * The GST inside a tax-inclusive order (MRP law: prices include tax). Each line is taxed at its product's rate,
 * rounded per line to the paisa; delivery and COD fees go with the goods (a composite supply) and are taxed at
 * the highest rate among the lines. Within the seller's state the tax is CGST + SGST, otherwise IGST. Every
 * amount's taxable value plus its tax is the amount itself, so the totals add up to what the shopper pays.
 */
export function gstBreakup(input: {
  lines: readonly { amountPaise: number; ratePercent: number }[];
  fees: readonly number[];
  intraState: boolean;
}): {
  lines: TaxedAmount[];
  fees: TaxedAmount[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
} {
  const lines = input.lines.map((l) => taxedAmount(l.amountPaise, l.ratePercent, input.intraState));
  const feeRate = Math.max(0, ...input.lines.map((l) => l.ratePercent));
  const fees = input.fees.map((amount) => taxedAmount(amount, feeRate, input.intraState));
  const totals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const t of [...lines, ...fees]) {
    totals.taxablePaise += t.taxablePaise;
    totals.cgstPaise += t.cgstPaise;
    totals.sgstPaise += t.sgstPaise;
    totals.igstPaise += t.igstPaise;
    totals.totalPaise += t.amountPaise;
  }
  return { lines, fees, totals };
}
