// What the shop promises in words, worked out from its settings so that every place says the same thing:
// cash on delivery from the COD settings and the zones (the header's tagline, the FAQ, the policy pages, the
// checkout; decision 0296). Delivery times are in delivery-terms.ts. No zod here: the header imports it on every
// page. Each sentence is a message keyed by its English (decision 0331), said through `say`: the web passes its t()
// (the server's render looks it up in the page's catalogue, i18n/hi/terms.ts; the browser's build for a language
// has this module's messages translated in place, apps/web/i18n-compile.ts), anything else gets the English.
import type { CodSettings } from './checkout.ts';
import type { ZoneSettings } from './delivery-estimate.ts';
import { fillMessage, type MessageValues } from './i18n/format.ts';
import { formatRupees } from './money.ts';

/** A message in the reader's language, its placeholders filled: the web's t(), or `inEnglish`. */
export type Say = (english: string, values?: MessageValues) => string;

/** The message as written, in English. */
export const inEnglish: Say = (english, values) => fillMessage(english, values, 'en');

/** ₹30 rather than ₹30.00 in running text; amounts with paise keep them. */
const rupees = (paise: number) => formatRupees(paise).replace(/\.00$/, '');

/** "A", "A and B", "A, B and C". */
export function listWords(words: readonly string[], say: Say = inEnglish): string {
  if (words.length <= 1) return words[0] ?? '';
  return say('{list} and {last}', { list: words.slice(0, -1).join(', '), last: words[words.length - 1]! });
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
export function codTerms(cod: CodSettings, zones: Zoned, say: Say = inEnglish): CodTerms {
  const off = {
    available: false,
    line: say('Cash on delivery is not available right now'),
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
  if (!everywhereElse)
    where = say('in {places}', {
      places: listWords(
        withCod.map((z) => z.name ?? say('other areas')),
        say,
      ),
    });
  else if (refusedZones.length === 0 && blocked === 0) where = say('wherever we deliver');
  else where = say('on most PIN codes');

  const exceptions = !everywhereElse
    ? blocked > 0
      ? say(
          '{count, plural, one {It is not offered at # PIN code there.} other {It is not offered at # PIN codes there.}}',
          { count: blocked },
        )
      : ''
    : refusedZones.length > 0 && blocked > 0
      ? say(
          '{count, plural, one {It is not offered in {zones}, or at # other PIN code.} other {It is not offered in {zones}, or at # other PIN codes.}}',
          { count: blocked, zones: listWords(refusedZones, say) },
        )
      : refusedZones.length > 0
        ? say('It is not offered in {zones}.', { zones: listWords(refusedZones, say) })
        : blocked > 0
          ? say(
              '{count, plural, one {It is not offered at # PIN code.} other {It is not offered at # PIN codes.}}',
              { count: blocked },
            )
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
        : say('{low} to {high}', { low: rupees(sorted[0]!), high: rupees(sorted[sorted.length - 1]!) });
  const fee =
    sorted.length === 0
      ? say('no extra fee')
      : freeSomewhere
        ? say('{amount} fee on some', { amount })
        : say('{amount} fee', { amount });
  return { available: true, line: say('Cash on delivery {where}, {fee}', { where, fee }), exceptions };
}

/** The shop's header taglines: the owner's own lines, then the cash-on-delivery line when COD is offered. */
export function shopTaglines(
  settings: {
    shop: { taglines: readonly string[] };
    cod: CodSettings;
    zones: Zoned;
  },
  say: Say = inEnglish,
): string[] {
  const cod = codTerms(settings.cod, settings.zones, say);
  return cod.available ? [...settings.shop.taglines, cod.line] : [...settings.shop.taglines];
}
