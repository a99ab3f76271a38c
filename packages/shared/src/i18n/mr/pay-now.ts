// A cash order paid online instead (decision 0337) in Marathi: the pay-now page and the offer on the order's pages.
export const payNow: Readonly<Record<string, string>> = {
  'Pay now and save {amount}': 'आता पैसे भरा आणि {amount} वाचवा',
  'Pay online instead of cash on delivery: {online} instead of {cash}.':
    'कॅश ऑन डिलिव्हरीऐवजी ऑनलाइन पैसे भरा: {cash} ऐवजी {online}.',
  'Hello {name}, order #{id} is to be paid in cash on delivery. Pay for it online now and it costs less.':
    'नमस्कार {name}, ऑर्डर #{id} चे पैसे कॅश ऑन डिलिव्हरीने द्यायचे आहेत. आता ऑनलाइन भरल्यास ते कमी पडेल.',
  'Cash on delivery fee, not charged online': 'कॅश ऑन डिलिव्हरी शुल्क, ऑनलाइन भरल्यास नाही',
  'Offers for paying online': 'ऑनलाइन पैसे भरण्याच्या ऑफर',
  'Pay online now': 'आता ऑनलाइन भरा',
  'You save': 'तुमची बचत',
  'Opening the payment...': 'पेमेंट उघडत आहे...',
  'This link works until {date}, or until your parcel ships.':
    'ही लिंक {date} पर्यंत, किंवा तुमचे पार्सल पाठवले जाईपर्यंत चालते.',
  'You can pay online until your parcel ships.': 'पार्सल पाठवले जाईपर्यंत तुम्ही ऑनलाइन पैसे भरू शकता.',
  'Not now? Your order stays cash on delivery.': 'आता नाही? तुमची ऑर्डर कॅश ऑन डिलिव्हरीच राहील.',
  'Thank you! Order #{id} is paid.': 'धन्यवाद! ऑर्डर #{id} चे पैसे भरले गेले.',
  'You paid {amount} online. Nothing is to be paid on delivery.':
    'तुम्ही {amount} ऑनलाइन भरले. डिलिव्हरीवर काहीही द्यायचे नाही.',
};
