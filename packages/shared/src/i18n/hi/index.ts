// Hindi (हिन्दी): the shop's words, keyed by the English text, by the part of the shop that shows them.
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
import { terms } from './terms.ts';

export const hi: Readonly<Record<string, string>> = {
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
  ...terms,
};
export { messages as hiMessages } from './messages.ts';
