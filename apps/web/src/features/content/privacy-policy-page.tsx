// Privacy Policy (/privacy-policy): what the shop collects, why, who else sees it, browser storage, rights.
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { ContentPage, PolicySection, PolicyStack, WithSettings } from './content-layout.tsx';

function PrivacyPolicy({ shop }: ShopSettingsResponse) {
  const mail = <a href={`mailto:${shop.email}`}>{shop.email}</a>;
  return (
    <PolicyStack>
      <p className="text-lg leading-relaxed text-slate-700">
        {shop.name} respects your privacy. This policy explains what personal data we collect when you shop
        with us, how we use it and the choices you have. It is written with India's Digital Personal Data
        Protection Act, 2023 and the Information Technology Act, 2000 in mind.
      </p>

      <PolicySection title="Who we are">
        <p>
          {shop.name}, {shop.officeAddress}, runs this shop and is responsible for your data. You can reach us
          at {mail}.
        </p>
      </PolicySection>

      <PolicySection title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your full name, username, e-mail address, phone number and a
            securely hashed password.
          </li>
          <li>
            <strong>Order details:</strong> delivery name, address, city, state, PIN code and phone, the
            products you order, and your order and tracking history.
          </li>
          <li>
            <strong>Reviews and messages:</strong> the reviews you write and what you send us through the
            contact form.
          </li>
          <li>
            <strong>Technical data:</strong> basic information your browser sends, such as IP address and
            browser type, kept in our server logs for security.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Payments">
        <p>
          Online payments are handled by our payment gateway. Your card number, UPI PIN and bank login go
          directly to the gateway and are never seen or stored by {shop.name}. We only receive a payment
          reference and whether the payment succeeded.
        </p>
      </PolicySection>

      <PolicySection title="How we use your data">
        <ul>
          <li>To process, deliver and support your orders, including refunds and exchanges.</li>
          <li>To run your account, cart, wishlist and order tracking.</li>
          <li>To send order confirmations, delivery updates and replies to your messages.</li>
          <li>To prevent fraud and keep the shop secure.</li>
          <li>To meet our legal, tax and accounting obligations.</li>
        </ul>
        <p>We do not sell your personal data, and we do not use it for third-party advertising.</p>
      </PolicySection>

      <PolicySection title="Who we share it with">
        <p>Only what each partner needs to do their job:</p>
        <ul>
          <li>courier and logistics partners, to deliver your parcel;</li>
          <li>our payment gateway, to take and refund payments;</li>
          <li>our e-mail provider, to send you order updates;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
      </PolicySection>

      <PolicySection title="Cookies and local storage">
        <p>
          We do not use advertising or tracking cookies. Your browser's local storage keeps your sign-in
          token, and for guests the cart and wishlist, so they are still there when you come back. Logging out
          clears it, and you can clear it at any time in your browser settings.
        </p>
      </PolicySection>

      <PolicySection title="How long we keep it">
        <p>
          We keep your account data while your account is open. Order and invoice records are kept for as long
          as tax and accounting laws require, even after an account is deleted.
        </p>
      </PolicySection>

      <PolicySection title="Security">
        <p>
          Passwords are stored only as a salted hash, the site is served over an encrypted connection, and
          access to personal data within {shop.name} is limited to the people who need it.
        </p>
      </PolicySection>

      <PolicySection title="Your rights">
        <ul>
          <li>
            See and correct your details in <Link to={paths.trackOrder}>your profile</Link>.
          </li>
          <li>Delete your account from your profile at any time.</li>
          <li>Ask us for a copy of your data, or to erase it, by writing to {mail}.</li>
          <li>Withdraw consent to optional messages whenever you like.</li>
          <li>Raise a grievance with us, and if unresolved, with the Data Protection Board of India.</li>
        </ul>
      </PolicySection>

      <PolicySection title="Children">
        <p>This shop is meant for adults. We do not knowingly collect data from children under 18.</p>
      </PolicySection>

      <PolicySection title="Changes and contact">
        <p>
          If we change this policy we will update this page. For any privacy question or grievance, write to{' '}
          {mail}; we reply within 2 business days.
        </p>
      </PolicySection>
    </PolicyStack>
  );
}

export default function PrivacyPolicyPage() {
  return (
    <ContentPage helpNav title="Privacy Policy">
      <WithSettings>{(settings) => <PrivacyPolicy {...settings} />}</WithSettings>
    </ContentPage>
  );
}
