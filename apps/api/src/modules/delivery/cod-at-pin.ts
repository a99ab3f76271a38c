// Cash on delivery at one PIN code: whether it is offered and its fee. The delivery estimate and the quote
// (pricing, decision 0050) both read it here, so the PIN check and the checkout never disagree on the fee. It lives
// in delivery, below pricing: pricing asks delivery, never the other way round.
import type { CodSettings } from '@chamak/shared/checkout';
import type { DefaultZone } from '@chamak/shared/delivery-estimate';
import { checkoutMessages } from '@chamak/shared/messages';

export type CodAtPin = {
  /** Why cash on delivery is refused here, or null when it is offered. */
  refusal: string | null;
  /** The COD fee here (paise), whether or not COD is chosen; 0 when refused. */
  feePaise: number;
};

/**
 * The shop's COD switch and blocked PIN codes first, then the zone's rule, then the couriers (false when
 * Shiprocket has no courier collecting cash there; null when it was not asked). The fee is the zone's when it
 * sets one, else the COD settings' fee for the PIN codes on their fee list.
 */
export function codAtPin(
  pin: string,
  cod: CodSettings,
  zone: Pick<DefaultZone, 'codAllowed' | 'codFeePaise'> | null,
  courierCod: boolean | null = null,
): CodAtPin {
  const refusal = !cod.enabled
    ? checkoutMessages.codDisabled
    : cod.blockedPinCodes.includes(pin) || (zone && !zone.codAllowed) || courierCod === false
      ? checkoutMessages.codUnavailable
      : null;
  if (refusal) return { refusal, feePaise: 0 };
  const listed = cod.feePinCodes.includes(pin) ? cod.feePaise : 0;
  return { refusal: null, feePaise: zone?.codFeePaise ?? listed };
}
