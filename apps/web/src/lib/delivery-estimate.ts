// The PIN check's call: GET /api/delivery/estimate for a PIN code and the parcel (on a product page the product,
// in the cart the cart's volume, weighed as its order will be), as TanStack Query options shared by the product
// page, the cart and the checkout.
import type { DeliveryEstimate } from '@chamak/shared/delivery-estimate';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '../api/client.ts';
import { keys } from '../api/queries.ts';

export type { DeliveryEstimate };

export const deliveryEstimateQuery = (pin: string, productId?: number, volumeMl?: number) =>
  queryOptions({
    queryKey: [...keys.all, 'delivery-estimate', pin, productId ?? null, volumeMl ?? null] as const,
    queryFn: ({ signal }) =>
      request<DeliveryEstimate>(
        `/delivery/estimate?pin=${encodeURIComponent(pin)}${productId ? `&productId=${productId}` : ''}${
          volumeMl !== undefined ? `&volumeMl=${volumeMl}` : ''
        }`,
        { signal },
      ),
    // The server keeps couriers' answers for a day; a few minutes here spares repeat calls while browsing.
    staleTime: 5 * 60_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
