// The one delivery-charge rule (DECISIONS D5), used by the cart summary, order creation and verification.
export type DeliverySettings = {
  /** Carts whose total volume is under this many millilitres pay the lower charge. */
  thresholdMl: number;
  underThresholdPaise: number;
  atOrOverThresholdPaise: number;
};

export const defaultDeliverySettings: DeliverySettings = {
  thresholdMl: 1000,
  underThresholdPaise: 9900,
  atOrOverThresholdPaise: 19900,
};

export type DeliveryLine = { totalMl: number; quantity: number };

/**
 * ₹99 when the cart's volume (total_ml x quantity, summed) is under 1000 ml, otherwise ₹199;
 * a line whose size has no volume (0 ml) makes it the higher charge. An empty cart ships nothing.
 */
export function deliveryChargePaise(
  lines: readonly DeliveryLine[],
  settings: DeliverySettings = defaultDeliverySettings,
): number {
  if (lines.length === 0) return 0;
  if (lines.some((line) => line.totalMl <= 0)) return settings.atOrOverThresholdPaise;
  const volume = lines.reduce((sum, line) => sum + line.totalMl * line.quantity, 0);
  return volume < settings.thresholdMl ? settings.underThresholdPaise : settings.atOrOverThresholdPaise;
}
