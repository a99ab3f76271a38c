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
    'New: Kitchen Care combos at up to 25% off',
  ],
  email: 'care@chamak.example',
  phones: ['+91 98765 43210', '+91 20 4567 8901'],
  officeAddress: 'Unit 4, Sai Industrial Estate, Bhosari MIDC, Pune, Maharashtra 411026',
  factoryAddress: 'Plot B-17, MIDC Chakan Industrial Area Phase II, Pune, Maharashtra 410501',
  social: [
    { label: 'Instagram', url: 'https://instagram.com/' },
    { label: 'YouTube', url: 'https://youtube.com/' },
    { label: 'Facebook', url: 'https://facebook.com/' },
  ],
  certifications: [
    { label: 'ISO 9001:2015', detail: 'Certified quality management' },
    { label: 'BIS Certified', detail: 'Bureau of Indian Standards' },
  ],
  mapQuery: 'Bhosari MIDC, Pune',
  brandColour: '#393185',
};

export const defaultDelivery = defaultDeliverySettings;
