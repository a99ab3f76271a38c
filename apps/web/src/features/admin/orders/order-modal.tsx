// The order details modal: the order (fresh from the server, the list's copy meanwhile), its actions, a cash order's
// COD risk, its GST invoice and credit notes to download, its timeline with the internal notes, Close.
import type { Order } from '@chamak/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { OrderDetails } from '../../../components/orders/order-details.tsx';
import { downloadFile } from '../../../lib/files.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { OrderEinvoices } from '../einvoices/order-einvoices.tsx';
import { OrderReturnsPanel } from '../returns/order-returns.tsx';
import { buttonClass, Modal } from '../ui.tsx';
import { orderQuery } from './api.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderCodRisk } from './order-cod-risk.tsx';
import { OrderEditAction } from './order-edit.tsx';
import { OrderEwayBill } from './order-eway-bill.tsx';
import { OrderHeadline } from './order-headline.tsx';
import { OrderTimeline } from './order-timeline.tsx';

/** The invoice or a credit note, saved as a file; a refusal shows the server's message. */
async function downloadDocument(path: string, fallbackName: string): Promise<void> {
  try {
    await downloadFile(path, fallbackName);
  } catch (error) {
    toast.error(errorMessage(error, 'Failed to download the document.'));
  }
}

export function OrderModal({
  orderId,
  fromList,
  onClose,
}: {
  orderId: number | null;
  fromList: Order | undefined;
  onClose: () => void;
}) {
  const { data, isError, isPending } = useQuery({
    ...orderQuery(orderId ?? 0),
    enabled: orderId != null,
    placeholderData: fromList,
  });
  const order = data ?? fromList;
  return (
    <Modal
      open={orderId != null}
      title={orderId == null ? 'Order' : `Order #${orderId}`}
      onClose={onClose}
      wide
      footer={
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      {order ? (
        <div className="space-y-4">
          <OrderHeadline order={order} />
          <OrderEditAction key={`edit-${order.id}`} order={order} />
          <OrderActions key={order.id} order={order} />
          <OrderCodRisk key={`cod-risk-${order.id}`} order={order} />
          <OrderEwayBill key={`eway-bill-${order.id}`} order={order} />
          <OrderReturnsPanel key={`returns-${order.id}`} order={order} />
          <OrderDetails order={order} view="admin" onDownload={downloadDocument} />
          <OrderEinvoices key={`einvoices-${order.id}`} orderId={order.id} />
          <OrderTimeline key={`timeline-${order.id}`} orderId={order.id} />
        </div>
      ) : isError ? (
        <p role="alert" className="py-8 text-center text-red-700">
          Failed to load order details.
        </p>
      ) : isPending ? (
        <p role="status" className="py-8 text-center text-slate-600">
          Loading...
        </p>
      ) : null}
    </Modal>
  );
}
