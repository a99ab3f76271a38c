// An automatic offer's badge in Hindi (promotionBadge in promotions.ts), keyed by the English text: the offer, then
// its conditions, each with its own spacing, put in Hindi's order (the conditions before the offer).
export const offers: Readonly<Record<string, string>> = {
  '{percent}% off': '{percent}% की छूट',
  '{amount} off': '{amount} की छूट',
  'Free delivery': 'मुफ़्त डिलीवरी',
  'Buy {buy} get {get} free': '{buy} खरीदें, {get} मुफ़्त पाएँ',
  ' (up to {cap})': ' (अधिकतम {cap})',
  ' on orders above {min}': '{min} से ऊपर के ऑर्डर पर ',
  ' when you pay online': 'ऑनलाइन भुगतान पर ',
  '{offer}{cap}{above}{online}': '{online}{above}{offer}{cap}',
};
