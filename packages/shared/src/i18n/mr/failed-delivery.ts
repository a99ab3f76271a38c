// Marathi: a failed delivery's answer page (decision 0336) and the API's answers to it.
export const failedDelivery: Readonly<Record<string, string>> = {
  'We could not deliver your order': 'आम्ही तुमची ऑर्डर डिलिव्हर करू शकलो नाही',
  'Tell us what to do about your delivery.': 'तुमच्या डिलिव्हरीचे काय करायचे ते आम्हाला सांगा.',
  'Hello {name}, the courier could not deliver order #{id}. What should happen next?':
    'नमस्कार {name}, कुरिअर ऑर्डर #{id} डिलिव्हर करू शकला नाही. पुढे काय करायचे?',
  Reason: 'कारण',
  'ending {digits}': 'शेवटचे अंक {digits}',
  'Try again tomorrow': 'उद्या पुन्हा प्रयत्न करा',
  'Try again on another day': 'दुसऱ्या दिवशी पुन्हा प्रयत्न करा',
  'Correct the address or phone': 'पत्ता किंवा फोन दुरुस्त करा',
  'Cancel the delivery': 'डिलिव्हरी रद्द करा',
  'Day of the next try': 'पुढच्या प्रयत्नाचा दिवस',
  'Try again on this day': 'या दिवशी पुन्हा प्रयत्न करा',
  'Try again at this address': 'या पत्त्यावर पुन्हा प्रयत्न करा',
  Back: 'मागे',
  'Sending…': 'पाठवत आहोत…',
  'Apartment, suite, etc.': 'फ्लॅट, सुइट इ.',
  'New phone number (optional)': 'नवीन फोन नंबर (ऐच्छिक)',
  'The parcel stays in {state}: the tax invoice names it as the place of supply.':
    'पार्सल {state} मध्येच राहील: कर बीजकात तेच पुरवठ्याचे ठिकाण आहे.',
  'The parcel goes back to us and the order is cancelled. Nothing is charged for it.':
    'पार्सल आमच्याकडे परत येईल आणि ऑर्डर रद्द होईल. त्यासाठी काहीही आकारले जाणार नाही.',
  'Yes, cancel the delivery': 'होय, डिलिव्हरी रद्द करा',
  'Keep my order': 'माझी ऑर्डर ठेवा',
  'Thank you': 'धन्यवाद',
  'This link is not valid. Open your order under My Account to see where it is.':
    'ही लिंक वैध नाही. तुमची ऑर्डर कुठे आहे ते पाहण्यासाठी माझे खाते मध्ये ती उघडा.',
  'This failed delivery was already answered: the link works once.':
    'या अयशस्वी डिलिव्हरीला आधीच उत्तर दिले आहे: लिंक एकदाच चालते.',
  'This parcel has moved on since, so this link no longer changes it.':
    'त्यानंतर हे पार्सल पुढे गेले आहे, त्यामुळे ही लिंक आता त्यात बदल करत नाही.',
  'Choose a day from tomorrow to a week from now.': 'उद्यापासून एका आठवड्याच्या आतला दिवस निवडा.',
  'Thank you. The courier will try again on the day you chose.':
    'धन्यवाद. कुरिअर तुम्ही निवडलेल्या दिवशी पुन्हा प्रयत्न करेल.',
  'Thank you. The courier will try again at the corrected address.':
    'धन्यवाद. कुरिअर दुरुस्त केलेल्या पत्त्यावर पुन्हा प्रयत्न करेल.',
  'The delivery is cancelled and the parcel goes back to us. Nothing is charged for it.':
    'डिलिव्हरी रद्द झाली आहे आणि पार्सल आमच्याकडे परत येईल. त्यासाठी काहीही आकारले जाणार नाही.',
};
