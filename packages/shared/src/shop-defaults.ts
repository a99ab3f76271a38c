// The demo shop's identity and delivery rule, used until an admin saves their own (D5, D17). No zod here:
// the storefront imports these, and a shopper's phone should not download the validation library for them.
import { defaultDeliverySettings } from './delivery.ts';
import type { ShopIdentity } from './settings.ts';

export const defaultShopIdentity: ShopIdentity = {
  name: 'Chamak',
  tagline: 'Home care concentrates, made in India',
  taglines: [
    'Delivery across India from ₹99, no minimum order',
    'Concentrates that make up to 10 litres: less plastic, more clean',
    'Cash on delivery available across India',
    'New: Kitchen Care combos at up to 25% off',
  ],
  email: 'care@chamak.example',
  phones: ['+91 98765 43210', '+91 80 4567 8901'],
  officeAddress: '2nd Floor, 14 MG Road, Bengaluru, Karnataka 560001',
  factoryAddress: 'Plot 27, KIADB Industrial Area, Bommasandra, Bengaluru, Karnataka 560099',
  social: [
    { label: 'Instagram', url: 'https://instagram.com/' },
    { label: 'YouTube', url: 'https://youtube.com/' },
    { label: 'Facebook', url: 'https://facebook.com/' },
  ],
  certifications: [
    { label: 'ISO 9001:2015', detail: 'Certified quality management' },
    { label: 'BIS Certified', detail: 'Bureau of Indian Standards' },
  ],
  mapQuery: 'MG Road, Bengaluru',
};

export const defaultDelivery = defaultDeliverySettings;
