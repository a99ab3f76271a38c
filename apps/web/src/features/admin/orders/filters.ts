// The orders page's filter choices: every status code with its label (searching and filtering happen on the
// server, GET /api/admin/orders). How an order's status, payment and count read is components/orders/format.ts.
import { orderStatuses, orderStatusLabel } from '@chamak/shared/order-state';

export const statusOptions = orderStatuses.map((code) => ({
  value: String(code),
  label: orderStatusLabel(code),
}));
