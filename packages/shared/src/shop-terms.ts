// What the shop promises in words, worked out from its settings so that every place says the same thing:
// cash on delivery from the COD settings and the zones (the header's tagline, the FAQ, the policy pages, the
// checkout; decision 0296). Delivery times are in delivery-terms.ts. No zod here: the header imports it on every
// page.
import type { CodSettings } from './checkout.ts';
import type { ZoneSettings } from './delivery-estimate.ts';
import { formatRupees } from './money.ts';

/** ₹30 rather than ₹30.00 in running text; amounts with paise keep them. */
const rupees = (paise: number) => formatRupees(paise).replace(/\.00$/, '');

/** "A", "A and B", "A, B and C". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export type CodTerms = {
  /** Whether cash on delivery is offered anywhere. */
  available: boolean;
  /**
   * The one line the tagline, the FAQ and the checkout all say, e.g. "Cash on delivery on most PIN codes, ₹30
   * fee on some"; "Cash on delivery is not available right now" when it is off.
   */
  line: string;
  /** Where it is refused, e.g. "It is not offered in Andaman, Nicobar and Lakshadweep or at 3 other PIN codes."; '' when nowhere. */
  exceptions: string;
};

type Zoned = Pick<ZoneSettings, 'zones' | 'otherwise'>;

/**
 * Cash on delivery in words, from the rules codAtPin applies (delivery/cod-at-pin.ts): the shop's switch, its
 * blocked PIN codes, each zone's COD flag and fee, and the fee list of the COD settings for zones without a fee.
 */
export function codTerms(cod: CodSettings, zones: Zoned): CodTerms {
  const off = {
    available: false,
    line: 'Cash on delivery is not available right now',
    exceptions: '',
  };
  if (!cod.enabled) return off;
  const served = [
    ...zones.zones.filter((z) => z.deliverable).map((z) => ({ ...z, name: z.name as string | null })),
    ...(zones.otherwise.deliverable ? [{ ...zones.otherwise, name: null as string | null }] : []),
  ];
  const withCod = served.filter((z) => z.codAllowed);
  if (withCod.length === 0) return off;
  const refusedZones = served.filter((z) => !z.codAllowed && z.name !== null).map((z) => z.name as string);
  const blocked = cod.blockedPinCodes.length;
  const everywhereElse = zones.otherwise.deliverable ? zones.otherwise.codAllowed : true;

  let where: string;
  if (!everywhereElse) where = `in ${listWords(withCod.map((z) => z.name ?? 'other areas'))}`;
  else if (refusedZones.length === 0 && blocked === 0) where = 'wherever we deliver';
  else where = 'on most PIN codes';

  const exceptions = !everywhereElse
    ? blocked > 0
      ? `It is not offered at ${blocked} PIN code${blocked === 1 ? '' : 's'} there.`
      : ''
    : refusedZones.length > 0 && blocked > 0
      ? `It is not offered in ${listWords(refusedZones)}, or at ${blocked} other PIN code${blocked === 1 ? '' : 's'}.`
      : refusedZones.length > 0
        ? `It is not offered in ${listWords(refusedZones)}.`
        : blocked > 0
          ? `It is not offered at ${blocked} PIN code${blocked === 1 ? '' : 's'}.`
          : '';

  // The fees a COD zone can charge: its own, or the COD settings' fee for the PIN codes on their list (a list
  // of single PIN codes never covers a whole zone, so such a zone also has PIN codes without a fee).
  const fees = new Set<number>();
  let freeSomewhere = false;
  for (const z of withCod) {
    if (z.codFeePaise !== null) {
      if (z.codFeePaise > 0) fees.add(z.codFeePaise);
      else freeSomewhere = true;
    } else {
      freeSomewhere = true;
      if (cod.feePaise > 0 && cod.feePinCodes.length > 0) fees.add(cod.feePaise);
    }
  }
  const sorted = [...fees].sort((a, b) => a - b);
  const amount =
    sorted.length === 0
      ? ''
      : sorted.length === 1
        ? rupees(sorted[0]!)
        : `${rupees(sorted[0]!)} to ${rupees(sorted[sorted.length - 1]!)}`;
  const feeWords =
    sorted.length === 0 ? 'no extra fee' : freeSomewhere ? `${amount} fee on some` : `${amount} fee`;
  return { available: true, line: `Cash on delivery ${where}, ${feeWords}`, exceptions };
}

/** The shop's header taglines: the owner's own lines, then the cash-on-delivery line when COD is offered. */
export function shopTaglines(settings: {
  shop: { taglines: readonly string[] };
  cod: CodSettings;
  zones: Zoned;
}): string[] {
  const cod = codTerms(settings.cod, settings.zones);
  return cod.available ? [...settings.shop.taglines, cod.line] : [...settings.shop.taglines];
}
