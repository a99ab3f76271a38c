// The shop's promises in Hindi, keyed by the English text: cash on delivery (shop-terms.ts) and delivery times
// (delivery-terms.ts), worded from the settings.
export const terms: Readonly<Record<string, string>> = {
  // Cash on delivery (shop-terms.ts)
  '{list} and {last}': '{list} और {last}',
  'Cash on delivery is not available right now': 'कैश ऑन डिलीवरी अभी उपलब्ध नहीं है',
  'in {places}': '{places} में',
  'other areas': 'बाकी इलाकों',
  'wherever we deliver': 'जहाँ भी हम डिलीवरी करते हैं, वहाँ',
  'on most PIN codes': 'ज़्यादातर पिन कोड पर',
  '{count, plural, one {It is not offered at # PIN code there.} other {It is not offered at # PIN codes there.}}':
    '{count, plural, one {वहाँ # पिन कोड पर यह उपलब्ध नहीं है।} other {वहाँ # पिन कोड पर यह उपलब्ध नहीं है।}}',
  '{count, plural, one {It is not offered in {zones}, or at # other PIN code.} other {It is not offered in {zones}, or at # other PIN codes.}}':
    '{count, plural, one {{zones} में और # अन्य पिन कोड पर यह उपलब्ध नहीं है।} other {{zones} में और # अन्य पिन कोड पर यह उपलब्ध नहीं है।}}',
  'It is not offered in {zones}.': '{zones} में यह उपलब्ध नहीं है।',
  '{count, plural, one {It is not offered at # PIN code.} other {It is not offered at # PIN codes.}}':
    '{count, plural, one {# पिन कोड पर यह उपलब्ध नहीं है।} other {# पिन कोड पर यह उपलब्ध नहीं है।}}',
  '{low} to {high}': '{low} से {high}',
  'no extra fee': 'कोई अतिरिक्त शुल्क नहीं',
  '{amount} fee on some': 'कुछ पर {amount} शुल्क',
  '{amount} fee': '{amount} शुल्क',
  'Cash on delivery {where}, {fee}': '{where} कैश ऑन डिलीवरी, {fee}',

  // Delivery times (delivery-terms.ts)
  '{days, plural, one {# working day} other {# working days}}':
    '{days, plural, one {# कामकाजी दिन} other {# कामकाजी दिन}}',
  '{span} working days': '{span} कामकाजी दिन',
  '{count} PIN code groups': 'पिन कोड के {count} समूह',
  '{list} or {last}': '{list} या {last}',
  'starting {prefixes}': '{prefixes} से शुरू होने वाले',
  '{from} to {to}': '{from} से {to} तक के',
  'PIN codes {parts}': '{parts} पिन कोड',
  'Orders placed by {time} (India time) on a working day leave the same day; later orders leave on the next working day. We do not dispatch on Sundays or on our holidays.':
    'कामकाजी दिन पर {time} (भारतीय समय) तक दिए गए ऑर्डर उसी दिन भेजे जाते हैं; उसके बाद के ऑर्डर अगले कामकाजी दिन भेजे जाते हैं। हम रविवार और अपनी छुट्टियों के दिन डिस्पैच नहीं करते।',
  'Orders placed by {time} (India time) on a working day leave the same day; later orders leave on the next working day. We do not dispatch on Sundays.':
    'कामकाजी दिन पर {time} (भारतीय समय) तक दिए गए ऑर्डर उसी दिन भेजे जाते हैं; उसके बाद के ऑर्डर अगले कामकाजी दिन भेजे जाते हैं। हम रविवार को डिस्पैच नहीं करते।',
  'Everywhere else': 'बाकी सब जगह',
  'Everywhere in India': 'पूरा भारत',
  '{days} after dispatch': 'डिस्पैच के बाद {days}',
  '{days} in {zone}': '{zone} में {days}',
  '{days} everywhere else': 'बाकी सब जगह {days}',
  '{days} everywhere in India': 'पूरे भारत में {days}',
  '{first} and {second}': '{first} और {second}',
  '{list}, and {last}': '{list} और {last}',
  'Delivery takes {parts}.': 'डिलीवरी में {parts} लगते हैं।',
  'We are not delivering anywhere at the moment.': 'अभी हम कहीं भी डिलीवरी नहीं कर रहे हैं।',
};
