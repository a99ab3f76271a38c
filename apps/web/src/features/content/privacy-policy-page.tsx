// Privacy Policy (/privacy-policy): what the shop collects, why, who else sees it, browser storage, rights.
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { Link } from 'react-router';
import { t } from '../../lib/i18n.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { paths } from '../../paths.ts';
import { ContentPage, PolicySection, PolicyStack, WithSettings } from './content-layout.tsx';

function PrivacyPolicy({ shop }: ShopSettingsResponse) {
  const mail = <a href={`mailto:${shop.email}`}>{shop.email}</a>;
  return (
    <PolicyStack>
      <p className="text-lg leading-relaxed text-slate-700">
        {t(
          "{shop} respects your privacy. This policy explains what personal data we collect when you shop with us, how we use it and the choices you have. It is written with India's Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 in mind.",
          { shop: shop.name },
        )}
      </p>

      <PolicySection title={t('Who we are')}>
        <p>
          {withParts(
            t(
              '{shop}, {address}, runs this shop and is responsible for your data. You can reach us at {email}.',
              {
                shop: shop.name,
                address: shop.officeAddress,
              },
            ),
            { email: mail },
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('What we collect')}>
        <ul>
          <li>
            <strong>{t('Account details:')}</strong>{' '}
            {t('your full name, username, e-mail address, phone number and a securely hashed password.')}
          </li>
          <li>
            <strong>{t('Order details:')}</strong>{' '}
            {t(
              'delivery name, address, city, state, PIN code and phone, the products you order, and your order and tracking history.',
            )}
          </li>
          <li>
            <strong>{t('Reviews and messages:')}</strong>{' '}
            {t('the reviews you write and what you send us through the contact form.')}
          </li>
          <li>
            <strong>{t('Technical data:')}</strong>{' '}
            {t(
              'basic information your browser sends, such as IP address and browser type, kept in our server logs for security.',
            )}
          </li>
        </ul>
      </PolicySection>

      <PolicySection title={t('Payments')}>
        <p>
          {t(
            'Online payments are handled by our payment gateway. Your card number, UPI PIN and bank login go directly to the gateway and are never seen or stored by {shop}. We only receive a payment reference and whether the payment succeeded.',
            { shop: shop.name },
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('How we use your data')}>
        <ul>
          <li>{t('To process, deliver and support your orders, including refunds and exchanges.')}</li>
          <li>{t('To run your account, cart, wishlist and order tracking.')}</li>
          <li>{t('To send order confirmations, delivery updates and replies to your messages.')}</li>
          <li>{t('To prevent fraud and keep the shop secure.')}</li>
          <li>{t('To meet our legal, tax and accounting obligations.')}</li>
        </ul>
        <p>{t('We do not sell your personal data, and we do not use it for third-party advertising.')}</p>
      </PolicySection>

      <PolicySection title={t('Who we share it with')}>
        <p>{t('Only what each partner needs to do their job:')}</p>
        <ul>
          <li>{t('courier and logistics partners, to deliver your parcel;')}</li>
          <li>{t('our payment gateway, to take and refund payments;')}</li>
          <li>{t('our e-mail provider, to send you order updates;')}</li>
          <li>{t('authorities, when the law requires it.')}</li>
        </ul>
      </PolicySection>

      <PolicySection title={t('Cookies and local storage')}>
        <p>
          {t(
            "We do not use advertising or tracking cookies. Your browser's local storage keeps your sign-in token, and for guests the cart and wishlist, so they are still there when you come back. Logging out clears it, and you can clear it at any time in your browser settings.",
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('How long we keep it')}>
        <p>
          {t(
            'We keep your account data while your account is open. Order and invoice records are kept for as long as tax and accounting laws require, even after an account is deleted.',
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('Security')}>
        <p>
          {t(
            'Passwords are stored only as a salted hash, the site is served over an encrypted connection, and access to personal data within {shop} is limited to the people who need it.',
            { shop: shop.name },
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('Your rights')}>
        <ul>
          <li>
            {withParts(t('See and correct your details in {link}.'), {
              link: <Link to={paths.trackOrder}>{t('your profile')}</Link>,
            })}
          </li>
          <li>{t('Delete your account from your profile at any time.')}</li>
          <li>
            {withParts(t('Ask us for a copy of your data, or to erase it, by writing to {email}.'), {
              email: mail,
            })}
          </li>
          <li>{t('Withdraw consent to optional messages whenever you like.')}</li>
          <li>
            {t('Raise a grievance with us, and if unresolved, with the Data Protection Board of India.')}
          </li>
        </ul>
      </PolicySection>

      <PolicySection title={t('Children')}>
        <p>{t('This shop is meant for adults. We do not knowingly collect data from children under 18.')}</p>
      </PolicySection>

      <PolicySection title={t('Changes and contact')}>
        <p>
          {withParts(
            t(
              'If we change this policy we will update this page. For any privacy question or grievance, write to {email}; we reply within 2 business days.',
            ),
            { email: mail },
          )}
        </p>
      </PolicySection>
    </PolicyStack>
  );
}

export default function PrivacyPolicyPage() {
  return (
    <ContentPage helpNav title={t('Privacy Policy')}>
      <WithSettings>{(settings) => <PrivacyPolicy {...settings} />}</WithSettings>
    </ContentPage>
  );
}
