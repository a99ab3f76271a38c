// Hindi: a failed delivery's answer page (decision 0336) and the API's answers to it.
export const failedDelivery: Readonly<Record<string, string>> = {
  'We could not deliver your order': 'हम आपका ऑर्डर डिलीवर नहीं कर पाए',
  'Tell us what to do about your delivery.': 'हमें बताएँ कि आपकी डिलीवरी का क्या करें।',
  'Hello {name}, the courier could not deliver order #{id}. What should happen next?':
    'नमस्ते {name}, कूरियर ऑर्डर #{id} डिलीवर नहीं कर पाया। आगे क्या हो?',
  Reason: 'कारण',
  'ending {digits}': 'आखिरी अंक {digits}',
  'Try again tomorrow': 'कल फिर से कोशिश करें',
  'Try again on another day': 'किसी और दिन फिर से कोशिश करें',
  'Correct the address or phone': 'पता या फ़ोन ठीक करें',
  'Cancel the delivery': 'डिलीवरी रद्द करें',
  'Day of the next try': 'अगली कोशिश का दिन',
  'Try again on this day': 'इस दिन फिर से कोशिश करें',
  'Try again at this address': 'इस पते पर फिर से कोशिश करें',
  Back: 'वापस',
  'Sending…': 'भेज रहे हैं…',
  'Apartment, suite, etc.': 'फ़्लैट, सुइट आदि',
  'New phone number (optional)': 'नया फ़ोन नंबर (वैकल्पिक)',
  'The parcel stays in {state}: the tax invoice names it as the place of supply.':
    'पार्सल {state} में ही रहेगा: टैक्स इनवॉइस में यही आपूर्ति का स्थान लिखा है।',
  'The parcel goes back to us and the order is cancelled. Nothing is charged for it.':
    'पार्सल हमारे पास वापस आएगा और ऑर्डर रद्द हो जाएगा। इसके लिए कुछ नहीं लिया जाएगा।',
  'Yes, cancel the delivery': 'हाँ, डिलीवरी रद्द करें',
  'Keep my order': 'मेरा ऑर्डर रखें',
  'Thank you': 'धन्यवाद',
  'This link is not valid. Open your order under My Account to see where it is.':
    'यह लिंक मान्य नहीं है। आपका ऑर्डर कहाँ है, यह देखने के लिए मेरा खाता में उसे खोलें।',
  'This failed delivery was already answered: the link works once.':
    'इस असफल डिलीवरी का जवाब पहले ही दिया जा चुका है: लिंक एक ही बार काम करता है।',
  'This parcel has moved on since, so this link no longer changes it.':
    'तब से यह पार्सल आगे बढ़ चुका है, इसलिए यह लिंक अब इसे नहीं बदलता।',
  'Choose a day from tomorrow to a week from now.': 'कल से एक हफ़्ते के अंदर का कोई दिन चुनें।',
  'Thank you. The courier will try again on the day you chose.': 'धन्यवाद। कूरियर आपके चुने दिन फिर से कोशिश करेगा।',
  'Thank you. The courier will try again at the corrected address.':
    'धन्यवाद। कूरियर ठीक किए गए पते पर फिर से कोशिश करेगा।',
  'The delivery is cancelled and the parcel goes back to us. Nothing is charged for it.':
    'डिलीवरी रद्द हो गई है और पार्सल हमारे पास वापस आएगा। इसके लिए कुछ नहीं लिया जाएगा।',
};
