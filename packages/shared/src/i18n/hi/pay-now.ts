// A cash order paid online instead (decision 0337) in Hindi: the pay-now page and the offer on the order's pages.
export const payNow: Readonly<Record<string, string>> = {
  'Pay now and save {amount}': 'अभी भुगतान करें और {amount} बचाएँ',
  'Pay online instead of cash on delivery: {online} instead of {cash}.':
    'कैश ऑन डिलीवरी की जगह ऑनलाइन भुगतान करें: {cash} की जगह {online}।',
  'Hello {name}, order #{id} is to be paid in cash on delivery. Pay for it online now and it costs less.':
    'नमस्ते {name}, ऑर्डर #{id} का भुगतान कैश ऑन डिलीवरी से होना है। अभी ऑनलाइन भुगतान करें तो यह कम में पड़ेगा।',
  'Cash on delivery fee, not charged online': 'कैश ऑन डिलीवरी शुल्क, ऑनलाइन भुगतान पर नहीं',
  'Offers for paying online': 'ऑनलाइन भुगतान के ऑफ़र',
  'Pay online now': 'अभी ऑनलाइन भुगतान',
  'You save': 'आपकी बचत',
  'Opening the payment...': 'भुगतान खुल रहा है...',
  'This link works until {date}, or until your parcel ships.':
    'यह लिंक {date} तक, या आपका पार्सल भेजे जाने तक काम करता है।',
  'You can pay online until your parcel ships.': 'आप पार्सल भेजे जाने तक ऑनलाइन भुगतान कर सकते हैं।',
  'Not now? Your order stays cash on delivery.': 'अभी नहीं? आपका ऑर्डर कैश ऑन डिलीवरी ही रहेगा।',
  'Thank you! Order #{id} is paid.': 'धन्यवाद! ऑर्डर #{id} का भुगतान हो गया।',
  'You paid {amount} online. Nothing is to be paid on delivery.':
    'आपने {amount} ऑनलाइन चुकाए। डिलीवरी पर कुछ नहीं देना है।',
};
