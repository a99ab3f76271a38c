// The delivery window a shopper is told to expect (decision 0185): as the Shipping Policy says, packed and
// handed to the courier within 2-3 business days, delivered 5-8 working days after that, so 7 to 11 working
// days (Monday to Saturday, in India time) after the order was placed. A courier's own estimate wins when
// there is one.

/** Working days from placement to delivery, soonest and latest: dispatch 2-3 plus transit 5-8. */
export const deliveryWorkingDays = { earliest: 2 + 5, latest: 3 + 8 } as const;

const istOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 24 * 60 * 60_000;

/** `days` working days (Sundays skipped) after `from`, as an India calendar date 'YYYY-MM-DD'. */
export function addWorkingDays(from: Date, days: number): string {
  // Walk India's calendar: shift to IST and read the UTC fields.
  let day = new Date(Date.UTC(...istDay(from)));
  let left = days;
  while (left > 0) {
    day = new Date(day.getTime() + dayMs);
    if (day.getUTCDay() !== 0) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

function istDay(at: Date): [number, number, number] {
  const ist = new Date(at.getTime() + istOffsetMs);
  return [ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()];
}

export type DeliveryWindow = { from: string; to: string; byCourier: boolean };

/**
 * When an order placed at `placedAt` should arrive: the courier's estimate (`etd`) as a one-day window when it
 * has one, otherwise the policy's working days as India calendar dates 'YYYY-MM-DD'.
 */
export function expectedDelivery(placedAt: string | Date, etd?: string | null): DeliveryWindow | null {
  if (etd) {
    const courier = new Date(etd);
    if (!Number.isNaN(courier.getTime())) {
      const date = new Date(Date.UTC(...istDay(courier))).toISOString().slice(0, 10);
      return { from: date, to: date, byCourier: true };
    }
  }
  const placed = new Date(placedAt);
  if (Number.isNaN(placed.getTime())) return null;
  return {
    from: addWorkingDays(placed, deliveryWorkingDays.earliest),
    to: addWorkingDays(placed, deliveryWorkingDays.latest),
    byCourier: false,
  };
}
