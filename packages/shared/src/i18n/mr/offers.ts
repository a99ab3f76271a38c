// An automatic offer's badge in Marathi (promotionBadge in promotions.ts), keyed by the English text: the offer, then
// its conditions, each with its own spacing, put in Marathi's order (the conditions before the offer, as in Hindi).
export const offers: Readonly<Record<string, string>> = {
  '{percent}% off': '{percent}% सूट',
  '{amount} off': '{amount} सूट',
  'Free delivery': 'मोफत डिलिव्हरी',
  'Buy {buy} get {get} free': '{buy} घ्या, {get} मोफत मिळवा',
  ' (up to {cap})': ' (जास्तीत जास्त {cap})',
  ' on orders above {min}': '{min} पेक्षा जास्त रकमेच्या ऑर्डरवर ',
  ' when you pay online': 'ऑनलाइन पैसे भरल्यास ',
  '{offer}{cap}{above}{online}': '{online}{above}{offer}{cap}',
};
