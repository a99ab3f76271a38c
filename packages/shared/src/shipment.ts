// Shipment status codes and labels (SPEC section 4), the progress bars that show them (SPEC, DECISIONS D14)
// and the mapping of Shiprocket's codes into ours (DECISIONS D13).
export const shipmentStatusLabels = {
  1: 'Order Placed',
  3: 'Pickup Generated',
  5: 'Picked Up',
  4: 'In Transit',
  6: 'Out for Delivery',
  7: 'Delivered',
  8: 'RTO Initiated',
  9: 'RTO In Transit',
  10: 'RTO Delivered',
  11: 'Cancelled',
} as const satisfies Record<number, string>;

export type ShipmentStatus = keyof typeof shipmentStatusLabels;
export const shipmentStatuses = Object.keys(shipmentStatusLabels).map(Number) as ShipmentStatus[];

export function shipmentStatusLabel(code: number | null | undefined): string {
  return (code != null && shipmentStatusLabels[code as ShipmentStatus]) || 'Pending';
}

/** The four steps both progress bars show. */
export const progressSteps = ['Order Placed', 'Pickup Generated', 'In Transit', 'Delivered'] as const;

/** Customer view: 1, 3, 4, 7 are steps 1 to 4; any other value falls back to step 1 (SPEC section 4). */
export function customerProgressStep(code: number | null | undefined): 1 | 2 | 3 | 4 {
  switch (code) {
    case 3:
      return 2;
    case 4:
      return 3;
    case 7:
      return 4;
    default:
      return 1;
  }
}

/** Admin view (D14): 1 -> 1; 3, 5 -> 2; 4, 6 -> 3; 7 -> 4; 8 to 11 are a distinct return/cancel state. */
export function adminProgressStep(code: number | null | undefined): 1 | 2 | 3 | 4 | 'rto-or-cancelled' {
  switch (code) {
    case 3:
    case 5:
      return 2;
    case 4:
    case 6:
      return 3;
    case 7:
      return 4;
    case 8:
    case 9:
    case 10:
    case 11:
      return 'rto-or-cancelled';
    default:
      return 1;
  }
}

/** Shiprocket shipment-status codes mapped into ours (D13); unknown codes map to null (keep the current one). */
const shiprocketToOurs: Record<number, ShipmentStatus> = {
  1: 1,
  3: 3,
  19: 3,
  27: 3,
  42: 5,
  6: 4,
  18: 4,
  17: 6,
  7: 7,
  9: 8,
  46: 9,
  10: 10,
  8: 11,
  45: 11,
};

export function fromShiprocketStatus(code: number): ShipmentStatus | null {
  return shiprocketToOurs[code] ?? null;
}
