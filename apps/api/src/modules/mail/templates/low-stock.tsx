// The owner's daily low-stock mail (decision 0349), in English: every size at or below its threshold, the
// emptiest first, with its SKU, and the link to the Inventory page's low list.

import { Action, P, Title } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export type LowStockMailSize = {
  product: string;
  size: string;
  sku: string | null;
  remaining: number;
  threshold: number;
};
export type LowStockMail = { sizes: LowStockMailSize[]; inventoryPath: string };

const line = (s: LowStockMailSize) =>
  `${s.product} (${s.size})${s.sku ? `, SKU ${s.sku}` : ''}: ${s.remaining === 0 ? 'out of stock' : `${s.remaining} left`} (threshold ${s.threshold})`;

export function lowStockMail({ sizes, inventoryPath }: LowStockMail): MailTemplate {
  const out = sizes.filter((s) => s.remaining === 0).length;
  const count = `${sizes.length} ${sizes.length === 1 ? 'size' : 'sizes'}`;
  return (brand) => ({
    subject: `${brand.shopName}: ${count} low on stock${out > 0 ? `, ${out} out of stock` : ''}`,
    preview: sizes.slice(0, 3).map(line).join('; '),
    body: (
      <>
        <Title>{`${count} at or below their low-stock threshold`}</Title>
        {sizes.map((s) => (
          <P key={`${s.product}-${s.size}-${s.sku}`}>{line(s)}</P>
        ))}
        {brand.siteUrl && (
          <Action brand={brand} href={`${brand.siteUrl}${inventoryPath}`}>
            Open Inventory
          </Action>
        )}
      </>
    ),
  });
}
