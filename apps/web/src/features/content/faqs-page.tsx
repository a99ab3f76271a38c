// FAQs (/faqs): ten questions in an accordion where only one answer is open at a time (SPEC section 2). The
// delivery times, cash on delivery and returns are worded from the shop settings the PIN check, the checkout and
// the return form read (decisions 0295 to 0297).

import { deliveryTerms } from '@chamak/shared/delivery-terms';
import { returnTerms } from '@chamak/shared/return-terms';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { codTerms } from '@chamak/shared/shop-terms';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { paths } from '../../paths.ts';
import { ContentPage, WithSettings } from './content-layout.tsx';
import { mlText, rupeesText } from './format.ts';
import { returnRule } from './return-words.ts';

type Faq = { question: string; answer: React.ReactNode };

function faqs({ shop, delivery, orders, cod, zones }: ShopSettingsResponse): Faq[] {
  const threshold = mlText(delivery.thresholdMl);
  const times = deliveryTerms(zones, '', t);
  const cash = codTerms(cod, zones, t);
  const returns = returnTerms(orders);
  return [
    {
      question: t('How do I use a concentrate?'),
      answer: (
        <p>
          {t(
            'Dilute it with water as the label and the How To Use section of the product page say, usually in a spray bottle or a bucket. One bottle of concentrate makes many bottles of ready-to-use cleaner, so you buy less plastic and pay less per litre.',
          )}
        </p>
      ),
    },
    {
      question: t('Are your products safe around children and pets?'),
      answer: (
        <p>
          {t(
            'Used as directed and rinsed where the label says so, yes. Like all cleaning products, keep bottles closed and out of reach of children and pets, and check the ingredients on each product page if anyone at home has sensitive skin.',
          )}
        </p>
      ),
    },
    {
      question: t('How long does delivery take?'),
      answer: (
        <p>
          {times.dispatch} {times.summary}{' '}
          {withParts(
            t(
              'Enter your PIN code on a product page or in your cart to see the dates for your address; your order confirmation keeps the dates you were shown. Details are in our {link}.',
            ),
            { link: <Link to={paths.shippingPolicy}>{t('Shipping Policy')}</Link> },
          )}
        </p>
      ),
    },
    {
      question: t('How much is delivery?'),
      answer: (
        <p>
          {withParts(
            t(
              'Orders under {threshold} in total ship for {under}; {threshold} and above {over}. The exact charge is shown at checkout. Details are in our {link}.',
              {
                threshold,
                under: rupeesText(delivery.underThresholdPaise),
                over: rupeesText(delivery.atOrOverThresholdPaise),
              },
            ),
            { link: <Link to={paths.shippingPolicy}>{t('Shipping Policy')}</Link> },
          )}
        </p>
      ),
    },
    {
      question: t('Do you offer cash on delivery?'),
      answer: (
        <p>
          {cash.available ? t('Yes.') : t('No.')} {cash.line}.{cash.exceptions && ` ${cash.exceptions}`}
          {cash.available &&
            ` ${t('The checkout tells you whether you can pay on delivery at your PIN code, and the fee, before you place the order.')}`}{' '}
          {t('You can also pay online by card, UPI or net banking through our secure payment gateway.')}
        </p>
      ),
    },
    {
      question: t('Is there a minimum order value?'),
      answer: <p>{t('No. You can order a single product.')}</p>,
    },
    {
      question: t('Can I cancel or change my order?'),
      answer: (
        <p>
          {withParts(
            t(
              'Yes, within {hours} hours of placing it and before it is shipped: open the order under Profile, Order History and choose Cancel order; a paid order is refunded in full. To change it, write to {email} with your order number.',
              { hours: orders.cancelWindowHours },
            ),
            { email: <a href={`mailto:${shop.email}`}>{shop.email}</a> },
          )}
        </p>
      ),
    },
    {
      question: t('What if my order arrives damaged or leaking?'),
      answer: (
        <p>
          {returnRule(returns)}
          {returns.days > 0 &&
            ` ${t('Open the order under Profile, Order History and choose Return items, with photos if you can. Once we approve it we send a replacement or refund you within 7 business days.')}`}{' '}
          {withParts(t('See our {link}.'), {
            link: <Link to={paths.returnExchange}>{t('Return & Exchange policy')}</Link>,
          })}
        </p>
      ),
    },
    {
      question: t('How do I track my order?'),
      answer: (
        <p>
          {withParts(
            t(
              "Open {link}: logged in, your profile lists every order with its status, courier and tracking history; on another device, give the order number and your mobile number and we send a code to open that order's status. The link in your order confirmation mail opens it too.",
            ),
            { link: <Link to={paths.trackOrder}>{t('Track Order')}</Link> },
          )}
        </p>
      ),
    },
    {
      question: t('How can I reach customer support?'),
      answer: (
        <p>
          {withParts(t('Use our {form} or write to {email}. We reply within 2 business days.'), {
            form: <Link to={paths.contact}>{t('contact form')}</Link>,
            email: <a href={`mailto:${shop.email}`}>{shop.email}</a>,
          })}
        </p>
      ),
    },
  ];
}

function FaqList({ items }: { items: Faq[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(0);
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question}>
            <h2>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
                className={`flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold transition sm:px-6 ${
                  expanded ? 'text-brand' : 'text-slate-900 hover:bg-slate-50'
                }`}
              >
                <span>
                  <span className="mr-2 text-slate-500" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  {item.question}
                </span>
                <ChevronDownIcon
                  width={20}
                  height={20}
                  className={`shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6 [&_a]:font-medium [&_a]:text-brand [&_a]:underline"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}

export default function FaqsPage() {
  return (
    <ContentPage helpNav title={t('Frequently Asked Questions')} crumb={t('FAQs')} documentTitle={t('FAQs')}>
      <WithSettings>{(settings) => <FaqList items={faqs(settings)} />}</WithSettings>
    </ContentPage>
  );
}
