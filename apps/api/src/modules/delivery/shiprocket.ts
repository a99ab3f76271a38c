// The Shiprocket adapter (D13): token login, create order, assign AWB, schedule pickup and track by AWB,
// mapped into our shipment fields and status codes. Shiprocket amounts are rupees, not paise; it has no
// sandbox, so tests run it against a local fake of its documented API.
import { shiprocketUndelivered } from '@chamak/shared/failed-deliveries';
import { fromShiprocketStatus, type ShipmentStatus } from '@chamak/shared/shipment';

export type ShipmentOrder = {
  id: number;
  createdAt: string;
  paymentMethod: 'online' | 'cod';
  subtotalPaise: number;
  totalPaise: number;
  /** A cash order's part paid online before it was placed: the courier collects the rest. */
  advancePaise?: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  apt: string;
  city: string;
  state: string;
  postalCode: string;
  items: { name: string; sku: string; units: number; pricePaise: number; totalMl: number }[];
  /** The packed parcel from its sizes' weights and dimensions (decision 0350); else estimated from the volume. */
  parcel?: Parcel;
};

/** A packed parcel as the courier is told it: kilograms and centimetres. */
export type Parcel = { weightKg: number; lengthCm: number; breadthCm: number; heightCm: number };

export type Shipment = {
  shipmentOrderId: string;
  shipmentId: string;
  awbCode: string | null;
  courierName: string | null;
};

export type Tracking = {
  status: ShipmentStatus | null;
  etd: string | null;
  trackUrl: string | null;
  activities: {
    date: string;
    activity: string;
    location: string;
    status: ShipmentStatus | null;
    /** The courier's NDR: this scan is a failed delivery attempt (Shiprocket's "Undelivered"), `activity` its reason. */
    undelivered?: boolean;
  }[];
};

/**
 * What the shop asks the courier after a failed delivery (Shiprocket's NDR action): another try, on a later day
 * and to a corrected address or phone when given, or the parcel's return to the shop.
 */
export type NdrAction =
  | {
      action: 're-attempt';
      /** India date 'YYYY-MM-DD' of the next try. */
      deferredDate: string;
      comments: string;
      address?: { address1: string; address2: string; pincode: string; phone: string };
    }
  | { action: 'return'; comments: string };

/** A return's reverse pickup (decision 0138): from the shopper's address back to the shop's. */
export type ReversePickup = {
  returnId: number;
  orderId: number;
  orderDate: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  apt: string;
  city: string;
  state: string;
  postalCode: string;
  totalPaise: number;
  totalMl: number;
  items: { name: string; sku: string; units: number; pricePaise: number }[];
  /** Where the parcel goes: the shop's warehouse. */
  to: {
    name: string;
    address: string;
    city: string;
    state: string;
    postalCode: string;
    email: string;
    phone: string;
  };
};

/** A courier serviceability question (decision 0207): from the pickup PIN to the shopper's, this heavy, COD or not. */
export type ServiceabilityQuery = { pickupPin: string; deliveryPin: string; weightKg: number; cod: boolean };

/** The couriers that serve the route: none means Shiprocket cannot deliver there. */
export type Serviceability = {
  couriers: { name: string; days: number | null; cod: boolean }[];
};

export type ShippingProvider = {
  kind: 'shiprocket';
  /** Which couriers deliver to a PIN code; throws when Shiprocket cannot be asked (the zones answer then). */
  serviceability?(query: ServiceabilityQuery): Promise<Serviceability>;
  createShipment(order: ShipmentOrder): Promise<Shipment>;
  track(awb: string): Promise<Tracking>;
  /** Books a reverse pickup (Shiprocket's Create Return Order); absent where a provider cannot. */
  createReturn?(pickup: ReversePickup): Promise<{ shipmentId: string; awbCode: string | null }>;
  /** Tells the courier what to do about a failed delivery (POST /ndr/{awb}/action); throws when refused. */
  ndrAction?(awb: string, action: NdrAction): Promise<void>;
  /**
   * The shipping desk's steps one at a time (decision 0350): the courier order alone (no AWB asked), an AWB for
   * a shipment, a pickup request, and the courier's label and manifest PDFs for several shipments.
   */
  createOrder?(order: ShipmentOrder): Promise<Shipment>;
  assignAwb?(shipmentId: string): Promise<{ awbCode: string; courierName: string | null }>;
  requestPickup?(shipmentIds: string[]): Promise<{ scheduledDate: string | null }>;
  generateLabel?(shipmentIds: string[]): Promise<{ url: string; notCreated: string[] }>;
  generateManifest?(shipmentIds: string[]): Promise<{ url: string }>;
};

type Options = { email: string; password: string; pickupLocation: string; baseUrl?: string };

/** A parcel of liquids: about 1 kg a litre plus packaging, 0.5 kg at least (Shiprocket's kilograms). */
export const parcelWeightKg = (volumeMl: number) =>
  Math.max(0.5, Math.round((volumeMl / 1000) * 1.1 * 100) / 100);

const rupees = (paise: number) => Math.round(paise) / 100;

export function shiprocketProvider(options: Options): ShippingProvider {
  const baseUrl = options.baseUrl ?? 'https://apiv2.shiprocket.in/v1/external';
  let token: { value: string; expires: number } | undefined;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    retry = true,
    how: { timeoutMs?: number; notFoundOk?: boolean } = {},
  ): Promise<T> {
    if (!token || token.expires < Date.now()) {
      const login = await fetch(`${baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: options.email, password: options.password }),
        signal: AbortSignal.timeout(15_000),
      });
      const auth = (await login.json().catch(() => ({}))) as { token?: string; message?: string };
      if (!login.ok || !auth.token)
        throw new Error(`Shiprocket login failed: ${auth.message ?? login.status}`);
      // Shiprocket tokens last 10 days; renew well before.
      token = { value: auth.token, expires: Date.now() + 9 * 24 * 3600 * 1000 };
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token.value}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(how.timeoutMs ?? 20_000),
    });
    if (response.status === 401 && retry) {
      token = undefined;
      return call<T>(method, path, body, false, how);
    }
    const data = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (response.status === 404 && how.notFoundOk && (data as { status?: unknown }).status === 404)
      return data;
    if (!response.ok) throw new Error(`Shiprocket ${path} failed: ${data.message ?? response.status}`);
    return data;
  }

  /** POST /orders/create/adhoc: the courier order in rupees, the parcel's weight and box. */
  async function createAdhoc(order: ShipmentOrder): Promise<Shipment> {
    const volumeMl = order.items.reduce((sum, i) => sum + i.totalMl * i.units, 0);
    // Liquids without sizes' weights: about 1 kg a litre plus packaging; a box sized for the volume.
    const parcel = order.parcel ?? {
      weightKg: Math.max(0.5, Math.round((volumeMl / 1000) * 1.1 * 100) / 100),
      lengthCm: 30,
      breadthCm: 20,
      heightCm: Math.min(60, Math.max(10, Math.ceil(volumeMl / 600))),
    };
    const created = await call<{
      order_id?: number;
      shipment_id?: number;
      awb_code?: string;
      courier_name?: string;
    }>('POST', '/orders/create/adhoc', {
      order_id: String(order.id),
      order_date: order.createdAt.slice(0, 16).replace('T', ' '),
      pickup_location: options.pickupLocation,
      billing_customer_name: order.firstName,
      billing_last_name: order.lastName,
      billing_address: order.address,
      billing_address_2: order.apt,
      billing_city: order.city,
      billing_pincode: order.postalCode,
      billing_state: order.state,
      billing_country: 'India',
      billing_email: order.email,
      billing_phone: order.phone,
      shipping_is_billing: true,
      order_items: order.items.map((i) => ({
        name: i.name,
        sku: i.sku,
        units: i.units,
        selling_price: rupees(i.pricePaise),
      })),
      payment_method: order.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
      // For COD, what the courier collects: the total, less what was paid online in advance (decision 0338).
      sub_total: rupees(order.totalPaise - (order.paymentMethod === 'cod' ? (order.advancePaise ?? 0) : 0)),
      weight: parcel.weightKg,
      length: parcel.lengthCm,
      breadth: parcel.breadthCm,
      height: parcel.heightCm,
    });
    if (!created.shipment_id || !created.order_id) throw new Error('Shiprocket did not create the shipment.');
    return {
      shipmentOrderId: String(created.order_id),
      shipmentId: String(created.shipment_id),
      awbCode: created.awb_code || null,
      courierName: created.courier_name || null,
    };
  }

  /** POST /courier/assign/awb: Shiprocket picks the courier by the shop's rules; refused without an AWB. */
  async function assignAwb(shipmentId: string) {
    const awb = await call<{
      awb_assign_status?: number;
      message?: string;
      response?: { data?: { awb_code?: string; courier_name?: string; awb_assign_error?: string } };
    }>('POST', '/courier/assign/awb', { shipment_id: shipmentId });
    const data = awb.response?.data;
    if (!data?.awb_code)
      throw new Error(
        `Shiprocket assigned no AWB: ${data?.awb_assign_error ?? awb.message ?? 'no reason given'}`,
      );
    return { awbCode: data.awb_code, courierName: data.courier_name ?? null };
  }

  return {
    kind: 'shiprocket',
    createOrder: createAdhoc,
    assignAwb,
    async requestPickup(shipmentIds) {
      const res = await call<{
        pickup_status?: number;
        message?: string;
        response?: { pickup_scheduled_date?: string };
      }>('POST', '/courier/generate/pickup', { shipment_id: shipmentIds.map(Number) });
      if (res.pickup_status !== 1)
        throw new Error(`Shiprocket did not schedule the pickup: ${res.message ?? 'no reason given'}`);
      return { scheduledDate: res.response?.pickup_scheduled_date ?? null };
    },
    async generateLabel(shipmentIds) {
      const res = await call<{
        label_created?: number;
        label_url?: string;
        not_created?: (string | number)[];
        response?: string;
      }>('POST', '/courier/generate/label', { shipment_id: shipmentIds.map(Number) });
      if (res.label_created !== 1 || !res.label_url)
        throw new Error(`Shiprocket made no label: ${res.response ?? 'no reason given'}`);
      return { url: res.label_url, notCreated: (res.not_created ?? []).map(String) };
    },
    async generateManifest(shipmentIds) {
      const res = await call<{ status?: number; manifest_url?: string; message?: string }>(
        'POST',
        '/manifests/generate',
        {
          shipment_id: shipmentIds.map(Number),
        },
      );
      if (!res.manifest_url)
        throw new Error(`Shiprocket made no manifest: ${res.message ?? 'no reason given'}`);
      return { url: res.manifest_url };
    },
    async serviceability(q) {
      const params = new URLSearchParams({
        pickup_postcode: q.pickupPin,
        delivery_postcode: q.deliveryPin,
        weight: String(q.weightKg),
        cod: q.cod ? '1' : '0',
      });
      // Shiprocket answers an unserved PIN code with status 404 in its JSON: no couriers, not a failure. A bare
      // 404 (a wrong address) is a failure, so the zones answer rather than refusing every PIN code.
      const data = await call<{
        status?: number;
        data?: {
          available_courier_companies?: {
            courier_name?: string;
            estimated_delivery_days?: string | number;
            cod?: number;
          }[];
        };
      }>('GET', `/courier/serviceability/?${params}`, undefined, true, { timeoutMs: 5000, notFoundOk: true });
      const found = data.status === 404 ? [] : (data.data?.available_courier_companies ?? []);
      return {
        couriers: found.map((c) => {
          const days = Number(c.estimated_delivery_days);
          return {
            name: c.courier_name ?? '',
            days: Number.isFinite(days) && days >= 0 ? days : null,
            cod: c.cod === 1,
          };
        }),
      };
    },
    async createShipment(order) {
      const created = await createAdhoc(order);
      const shipmentId = created.shipmentId;
      let awbCode = created.awbCode;
      let courierName = created.courierName;
      if (!awbCode) {
        const awb = await call<{
          awb_assign_status?: number;
          response?: { data?: { awb_code?: string; courier_name?: string } };
        }>('POST', '/courier/assign/awb', { shipment_id: shipmentId });
        awbCode = awb.response?.data?.awb_code ?? null;
        courierName = awb.response?.data?.courier_name ?? courierName;
      }
      if (awbCode) await call('POST', '/courier/generate/pickup', { shipment_id: [shipmentId] });
      return { shipmentOrderId: created.shipmentOrderId, shipmentId, awbCode, courierName };
    },
    async createReturn(p) {
      // POST /orders/create/return: pickup_* is the shopper, shipping_* the shop; amounts in rupees.
      const created = await call<{ order_id?: number; shipment_id?: number; awb_code?: string }>(
        'POST',
        '/orders/create/return',
        {
          order_id: `R${p.returnId}-${p.orderId}`,
          order_date: p.orderDate.slice(0, 10),
          pickup_customer_name: p.firstName,
          pickup_last_name: p.lastName,
          pickup_address: p.address,
          pickup_address_2: p.apt,
          pickup_city: p.city,
          pickup_state: p.state,
          pickup_country: 'India',
          pickup_pincode: p.postalCode,
          pickup_email: p.email,
          pickup_phone: p.phone,
          shipping_customer_name: p.to.name,
          shipping_address: p.to.address,
          shipping_city: p.to.city,
          shipping_state: p.to.state,
          shipping_country: 'India',
          shipping_pincode: p.to.postalCode,
          shipping_email: p.to.email,
          shipping_phone: p.to.phone,
          order_items: p.items.map((i) => ({
            name: i.name,
            sku: i.sku,
            units: i.units,
            selling_price: rupees(i.pricePaise),
          })),
          payment_method: 'PREPAID',
          sub_total: rupees(p.totalPaise),
          weight: Math.max(0.5, Math.round((p.totalMl / 1000) * 1.1 * 100) / 100),
          length: 30,
          breadth: 20,
          height: Math.min(60, Math.max(10, Math.ceil(p.totalMl / 600))),
        },
      );
      if (!created.shipment_id) throw new Error('Shiprocket did not create the return.');
      const shipmentId = String(created.shipment_id);
      let awbCode = created.awb_code || null;
      // The return exists once created; a courier (its AWB) may be assigned later from Shiprocket's panel.
      if (!awbCode)
        awbCode = await call<{ response?: { data?: { awb_code?: string } } }>('POST', '/courier/assign/awb', {
          shipment_id: shipmentId,
          is_return: 1,
        })
          .then((a) => a.response?.data?.awb_code || null)
          .catch(() => null);
      return { shipmentId, awbCode };
    },
    async ndrAction(awb, a) {
      // Shiprocket's NDR action: 're-attempt' (with the deferred date and any corrected address or phone) or
      // 'return' (RTO), with a comment for the courier.
      const body =
        a.action === 'return'
          ? { action: 'return', comments: a.comments }
          : {
              action: 're-attempt',
              comments: a.comments,
              deferred_date: a.deferredDate,
              ...(a.address
                ? {
                    address1: a.address.address1,
                    address2: a.address.address2,
                    pincode: a.address.pincode,
                    phone: a.address.phone,
                  }
                : {}),
            };
      await call('POST', `/ndr/${encodeURIComponent(awb)}/action`, body);
    },
    async track(awb) {
      const data = await call<{
        tracking_data?: {
          shipment_status?: number;
          etd?: string;
          track_url?: string;
          shipment_track_activities?: {
            date?: string;
            activity?: string;
            location?: string;
            'sr-status'?: string | number;
          }[];
        };
      }>('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
      const t = data.tracking_data ?? {};
      return {
        status: typeof t.shipment_status === 'number' ? fromShiprocketStatus(t.shipment_status) : null,
        etd: t.etd ?? null,
        trackUrl: t.track_url ?? null,
        activities: (t.shipment_track_activities ?? []).map((a) => ({
          date: a.date ?? new Date().toISOString(),
          activity: a.activity ?? '',
          location: a.location ?? '',
          status:
            a['sr-status'] !== undefined && a['sr-status'] !== ''
              ? fromShiprocketStatus(Number(a['sr-status']))
              : null,
          undelivered: Number(a['sr-status']) === shiprocketUndelivered,
        })),
      };
    },
  };
}
