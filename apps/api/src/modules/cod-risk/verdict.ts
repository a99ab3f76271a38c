// What the shop's COD rules say of one cash order (decision 0338): the admin's word on the number first (blocked:
// no cash; allowed: no rule on the score), then the value cap, then the score's steps: cash off, part paid online
// in advance (which stands instead of a confirmation), or confirmation by link. Each refusal and each condition carries the words the checkout shows beside the
// cash-on-delivery choice, so nothing is sprung on the shopper at the last step.
import {
  type CodRisk,
  type CodRiskSettings,
  codAdvancePaise,
  codPhoneKey,
  codRiskMessages,
  codRiskScore,
  defaultCodRiskSettings,
} from '@chamak/shared/cod-risk';
import type { ErrorCode } from '@chamak/shared/error-codes';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { getSetting, timeZoneOf } from '../settings/index.ts';
import { type CodBuyer, codRiskFacts } from './facts.ts';

export type CodVerdict = {
  /** The score and its reasons; null while the checkout has no phone number and address yet (the cap alone). */
  risk: CodRisk | null;
  /** Cash on delivery refused for this order, with the words and code the checkout shows. */
  refusal: { message: string; code: ErrorCode } | null;
  /** Held for the shopper's confirmation by link once placed. */
  confirm: boolean;
  /** Paid online before the order is placed, the rest in cash (0: none). */
  advancePaise: number;
  /** What the checkout says under the COD choice when it is offered with a condition; null when none. */
  notice: string | null;
};

/** The COD rules the admin saved, else the defaults (the score on every cash order, every rule off). */
export function codRiskSettingsOf(db: DbOrTx): Promise<CodRiskSettings> {
  return getSetting<CodRiskSettings>(db, 'codRisk', defaultCodRiskSettings);
}

/** The admin's rule on a number, if any. */
export async function phoneRuleOf(db: DbOrTx, phone: string): Promise<'block' | 'allow' | null> {
  const key = codPhoneKey(phone);
  if (key.length !== 10) return null;
  const [r] = await rows<{ rule: 'block' | 'allow' }>(
    db,
    sql`select rule from cod_phone_rules where phone = ${key}`,
  );
  return r?.rule ?? null;
}

/** A buyer the score can be worked out for: a ten-digit number and an address (the checkout may have neither yet). */
export function scorable(buyer: Partial<CodBuyer> | undefined): buyer is CodBuyer {
  return Boolean(
    buyer?.phone &&
      codPhoneKey(buyer.phone).length === 10 &&
      buyer.address?.trim() &&
      buyer.postalCode &&
      /^[1-9]\d{5}$/.test(buyer.postalCode),
  );
}

/**
 * The verdict on a cash order of `order` to `buyer` at `at`. The figures are the server's quote: its total,
 * delivery charge, COD fee and the largest quantity of one size. Without a number and an address (a checkout
 * still being filled in) only the value cap is judged; placing an order always has both.
 */
export async function codVerdict(
  db: DbOrTx,
  buyer: Partial<CodBuyer> | undefined,
  order: { totalPaise: number; deliveryPaise: number; codFeePaise: number; unitsOfOneSize: number },
  at: Date = new Date(),
): Promise<CodVerdict> {
  const known = scorable(buyer) ? buyer : null;
  const [settings, rule, timeZone] = await Promise.all([
    codRiskSettingsOf(db),
    known ? phoneRuleOf(db, known.phone) : null,
    timeZoneOf({ db }),
  ]);
  const risk = known
    ? codRiskScore(await codRiskFacts(db, known, order, at, timeZone), settings.weights)
    : null;
  const verdict = (v: Partial<CodVerdict>): CodVerdict => ({
    risk,
    refusal: null,
    confirm: false,
    advancePaise: 0,
    notice: null,
    ...v,
  });
  if (rule === 'block')
    return verdict({ refusal: { message: codRiskMessages.phoneBlocked, code: 'COD_NOT_AVAILABLE' } });
  if (settings.valueCapPaise !== null && order.totalPaise > settings.valueCapPaise)
    return verdict({
      refusal: { message: codRiskMessages.overCap(settings.valueCapPaise), code: 'COD_NOT_AVAILABLE' },
    });
  if (rule === 'allow' || !risk) return verdict({});
  const from = (limit: number | null) => limit !== null && risk.score >= limit;
  if (from(settings.offFrom))
    return verdict({ refusal: { message: codRiskMessages.scoreOff, code: 'COD_NOT_AVAILABLE' } });
  if (from(settings.advanceFrom)) {
    const advancePaise = codAdvancePaise(settings, order);
    return verdict({
      advancePaise,
      notice: codRiskMessages.advance(advancePaise, order.totalPaise - advancePaise),
    });
  }
  const confirm = from(settings.confirmFrom);
  return verdict({ confirm, notice: confirm ? codRiskMessages.confirm : null });
}
