// Marathi (मराठी): the shop's words, keyed by the English text, by the part of the shop that shows them (the same
// parts as Hindi's, hi/*.ts).
import { account } from './account.ts';
import { businessBuyers } from './business-buyers.ts';
import { cart } from './cart.ts';
import { catalogue } from './catalogue.ts';
import { components } from './components.ts';
import { failedDelivery } from './failed-delivery.ts';
import { grievances } from './grievances.ts';
import { myData } from './my-data.ts';
import { payNow } from './pay-now.ts';
import { privacy } from './privacy.ts';
import { product } from './product.ts';
import { shell } from './shell.ts';

export const mr: Readonly<Record<string, string>> = {
  ...shell,
  ...catalogue,
  ...product,
  ...cart,
  ...components,
  ...account,
  ...failedDelivery,
  ...payNow,
  ...businessBuyers,
  ...privacy,
  ...grievances,
  ...myData,
};
export { messages as mrMessages } from './messages.ts';
