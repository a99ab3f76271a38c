// Shipment status codes and labels (SPEC section 4), the progress bars that show them (SPEC, DECISIONS D14)
// and the mapping of Shiprocket's codes into ours (DECISIONS D13). The codes and labels are order-state.ts's.
import {
  OrderStatus,
  type OrderStatusCode,
  orderStatuses,
  orderStatusLabel,
  orderStatusLabels,
} from './order-state.ts';

/** The status table lives in order-state.ts; these names stay for the code that reads shipments. */
export const shipmentStatusLabels = orderStatusLabels;
export type ShipmentStatus = OrderStatusCode;
export const shipmentStatuses: ShipmentStatus[] = orderStatuses;
export const shipmentStatusLabel = orderStatusLabel;

/** The four steps both progress bars show. */
export const progressSteps = ['Order Placed', 'Pickup Generated', 'In Transit', 'Delivered'] as const;

/** Customer view: 1, 3, 4, 7 are steps 1 to 4; any other value falls back to step 1 (SPEC section 4). */
export function customerProgressStep(code: number | null | undefined): 1 | 2 | 3 | 4 {
  switch (code) {
    case OrderStatus.PickupGenerated:
      return 2;
    case OrderStatus.InTransit:
      return 3;
    case OrderStatus.Delivered:
      return 4;
    default:
      return 1;
  }
}

/** Admin view (D14): 1 -> 1; 3, 5 -> 2; 4, 6 -> 3; 7 -> 4; 8 to 11 are a distinct return/cancel state. */
export function adminProgressStep(code: number | null | undefined): 1 | 2 | 3 | 4 | 'rto-or-cancelled' {
  switch (code) {
    case OrderStatus.PickupGenerated:
    case OrderStatus.PickedUp:
      return 2;
    case OrderStatus.InTransit:
    case OrderStatus.OutForDelivery:
      return 3;
    case OrderStatus.Delivered:
      return 4;
    case OrderStatus.RtoInitiated:
    case OrderStatus.RtoInTransit:
    case OrderStatus.RtoDelivered:
    case OrderStatus.Cancelled:
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
