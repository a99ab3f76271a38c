// The owner's daily sales summary (decision 0347), in English: yesterday's orders, revenue after discounts and
// refunds, average order, cash-on-delivery share and cancellations, and the link to the sales report.

import { formatRupees } from '@chamak/shared/money';
import type { SalesFigures } from '@chamak/shared/sales-report';
import { dayInWords } from '@chamak/shared/shop-time';
import { Action, P, Title, Totals } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export type SalesSummaryMail = { day: string; figures: SalesFigures; reportPath: string };

export function salesSummaryMail({ day, figures: f, reportPath }: SalesSummaryMail): MailTemplate {
  const when = dayInWords(day);
  const codShare = f.codShare === null ? 'no orders' : `${Math.round(f.codShare * 100)}%`;
  return (brand) => ({
    subject: `${brand.shopName} sales for ${when}: ${f.orders} orders, ${formatRupees(f.revenuePaise)}`,
    preview: `${f.orders} orders, revenue ${formatRupees(f.revenuePaise)}, average ${formatRupees(f.averagePaise)}.`,
    body: (
      <>
        <Title>{`Sales for ${when}`}</Title>
        <P>
          {`${f.orders} orders kept, ${f.codOrders} of them cash on delivery (${codShare}); ${f.cancelled} cancelled.`}
        </P>
        <Totals
          rows={[
            { label: 'Charged (after discounts)', paise: f.chargedPaise },
            { label: 'Discounts given', paise: f.discountPaise },
            { label: 'Refunded', paise: f.refundedPaise, minus: true },
            { label: 'Revenue', paise: f.revenuePaise, strong: true },
            { label: 'Average order', paise: f.averagePaise },
          ]}
        />
        {brand.siteUrl && (
          <Action brand={brand} href={`${brand.siteUrl}${reportPath}`}>
            Open the sales report
          </Action>
        )}
      </>
    ),
  });
}
