// A text filled in English, said in another language by the template its words match.
import { describe, expect, it } from 'vitest';
import { sayFilled } from './filled.ts';

const catalogue = {
  'Pay {now} online now and {later} in cash on delivery.': '{now} अभी ऑनलाइन और {later} डिलीवरी पर नकद चुकाएँ।',
  'Cash on delivery is available on orders up to {cap}. Please pay online.':
    'कैश ऑन डिलीवरी {cap} तक उपलब्ध है।',
  '{count, plural, one {# item} other {# items}} in your cart': '{count} सामान',
  'Hi {name}': 'नमस्ते {name}',
  'Order #{id}': 'ऑर्डर #{id}',
  'Your order #{id} is on its way.': 'आपका ऑर्डर #{id} रास्ते में है।',
  'Your order #{id} is on its way to {city}.': 'आपका ऑर्डर #{id} {city} के रास्ते में है।',
};

describe('sayFilled', () => {
  it('reads the values out of the English and fills the translation with them', () => {
    expect(sayFilled(catalogue, 'Pay ₹60 online now and ₹1,140 in cash on delivery.', 'hi')).toBe(
      '₹60 अभी ऑनलाइन और ₹1,140 डिलीवरी पर नकद चुकाएँ।',
    );
    expect(
      sayFilled(catalogue, 'Cash on delivery is available on orders up to ₹5,000. Please pay online.', 'hi'),
    ).toBe('कैश ऑन डिलीवरी ₹5,000 तक उपलब्ध है।');
  });

  it('prefers the template with more words of its own when two match', () => {
    expect(sayFilled(catalogue, 'Your order #12 is on its way to Pune.', 'hi')).toBe(
      'आपका ऑर्डर #12 Pune के रास्ते में है।',
    );
    expect(sayFilled(catalogue, 'Your order #12 is on its way.', 'hi')).toBe('आपका ऑर्डर #12 रास्ते में है।');
  });

  it('leaves alone texts no template matches, plural templates and templates with too few words', () => {
    expect(sayFilled(catalogue, 'Pay ₹60 online now.', 'hi')).toBeUndefined();
    expect(sayFilled(catalogue, '3 items in your cart', 'hi')).toBeUndefined();
    expect(sayFilled(catalogue, 'Hi Asha', 'hi')).toBeUndefined();
    expect(sayFilled(catalogue, 'Order #42', 'hi')).toBeUndefined();
    expect(sayFilled(catalogue, '', 'hi')).toBeUndefined();
  });
});
