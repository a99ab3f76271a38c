// The customer's four-step shipment bar (SPEC section 4): 1 Order Placed, 3 Pickup Generated, 4 In Transit,
// 7 Delivered; any other status code falls back to step 1.
import { customerProgressStep } from '@chamak/shared/shipment';
import { ProgressSteps } from '../../components/progress-steps.tsx';

export function OrderProgress({ status }: { status: number }) {
  return <ProgressSteps step={customerProgressStep(status)} />;
}
