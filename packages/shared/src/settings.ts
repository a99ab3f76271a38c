// Shop configuration (DECISIONS D5, D17): identity, contact details and the delivery rule's numbers.
import { z } from 'zod';
import { codSettings } from './checkout.ts';
import { defaultDeliverySettings } from './delivery.ts';

export const shopIdentity = z.object({
  name: z.string(),
  tagline: z.string(),
  taglines: z.array(z.string()),
  email: z.string(),
  phones: z.array(z.string()),
  officeAddress: z.string(),
  factoryAddress: z.string(),
  social: z.array(z.object({ label: z.string(), url: z.string() })),
  certifications: z.array(z.object({ label: z.string(), detail: z.string() })),
  mapQuery: z.string(),
});
export type ShopIdentity = z.infer<typeof shopIdentity>;

export const deliverySettings = z.object({
  thresholdMl: z.number().int().positive(),
  underThresholdPaise: z.number().int().min(0),
  atOrOverThresholdPaise: z.number().int().min(0),
});

export const shopSettingsResponse = z.object({
  shop: shopIdentity,
  delivery: deliverySettings,
  cod: codSettings,
});
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponse>;

export const defaultShopIdentity: ShopIdentity = {
  name: 'Chamak',
  tagline: 'Home care concentrates, made in India',
  taglines: [
    'Free shipping policy: flat delivery on every order, no minimum',
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
