// The delivery module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export { codAtPin } from './cod-at-pin.ts';
export { type Place, placeOfPin } from './pin-places.ts';
export { estimateDelivery } from './service.ts';
export {
  type NdrAction,
  type Parcel,
  parcelWeightKg,
  type ShipmentOrder,
  type ShippingProvider,
  type Tracking,
} from './shiprocket.ts';
