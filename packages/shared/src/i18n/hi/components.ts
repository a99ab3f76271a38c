// The shared components' and helpers' words in Hindi, keyed by the English text: pagination, the interval select,
// the discount code field, the sign-in by mobile number, the sandbox payment window, the order views (status,
// items, totals, refunds, returns, tax documents, the cash order awaiting confirmation), the add-to-cart and
// wishlist toasts and the payment window's messages; with the shared modules shown as they are (pin-code.ts,
// stock-alerts.ts).
export const components: Readonly<Record<string, string>> = {
  // Pagination and the interval select
  Pagination: 'पेज नेविगेशन',
  'Page {page}': 'पेज {page}',
  'Page {page} of {pages}': '{pages} में से पेज {page}',
  '{days} days': '{days} दिन',

  // Discount code field
  'Please enter a code.': 'कृपया कोड डालें।',
  'Discount code': 'डिस्काउंट कोड',
  'not applied': 'लागू नहीं',
  Remove: 'हटाएँ',
  'code {code}': 'कोड {code}',
  'Enter code': 'कोड डालें',
  'Checking…': 'जाँच हो रही है…',
  Apply: 'लागू करें',

  // Sign-in by mobile number (and the one-time code steps)
  'Sign in with mobile number': 'मोबाइल नंबर से साइन इन करें',
  'A 10-digit Indian mobile number. We send it a 6-digit code.':
    '10 अंकों का भारतीय मोबाइल नंबर। हम इस पर 6 अंकों का कोड भेजेंगे।',
  'Change number': 'नंबर बदलें',
  'Didn’t get it?': 'कोड नहीं मिला?',
  'Signed in': 'साइन इन हो गया',
  'Sent by SMS to': 'कोड SMS से भेजा गया:',
  'Sent on WhatsApp to': 'कोड WhatsApp पर भेजा गया:',
  'The code for': 'कोड इस नंबर के लिए है:',
  'Test mode: messages are not sent. Your code is {code}': 'टेस्ट मोड: मैसेज नहीं भेजे जाते। आपका कोड है {code}',
  'Mobile number': 'मोबाइल नंबर',
  '6-digit code': '6 अंकों का कोड',
  'You can ask for a new code in {seconds} s.': '{seconds} सेकंड बाद आप नया कोड माँग सकते हैं।',
  'Send a new code': 'नया कोड भेजें',
  'Sending code...': 'कोड भेजा जा रहा है...',
  'Checking code...': 'कोड की जाँच हो रही है...',
  'Send code': 'कोड भेजें',

  // Sandbox payment window and Razorpay
  'Pay by UPI': 'UPI से भुगतान करें',
  'Google Pay, PhonePe, Paytm, BHIM or any UPI app': 'Google Pay, PhonePe, Paytm, BHIM या कोई भी UPI ऐप',
  'Card or netbanking': 'कार्ड या नेटबैंकिंग',
  'Debit or credit card, or your bank’s netbanking': 'डेबिट या क्रेडिट कार्ड, या आपके बैंक की नेटबैंकिंग',
  'Order Payment': 'ऑर्डर का भुगतान',
  'Amount to pay': 'भुगतान की राशि',
  'Close payment window': 'भुगतान विंडो बंद करें',
  'Sandbox payment — no money moves': 'सैंडबॉक्स भुगतान — कोई पैसा नहीं कटेगा',
  'Paying as': 'भुगतान करने वाले',
  Reference: 'रेफ़रेंस',
  'Pay with': 'भुगतान का तरीका चुनें',
  'UPI QR code (sandbox: nothing to scan)': 'UPI QR कोड (सैंडबॉक्स: स्कैन करने को कुछ नहीं)',
  'Scan with any UPI app': 'किसी भी UPI ऐप से स्कैन करें',
  'Open a UPI app on your phone and scan to pay {amount}. In the sandbox, Pay below stands for the scan.':
    'अपने फ़ोन पर कोई UPI ऐप खोलें और {amount} का भुगतान करने के लिए स्कैन करें। सैंडबॉक्स में नीचे का भुगतान बटन ही स्कैन का काम करता है।',
  'Pay with a UPI app': 'UPI ऐप से भुगतान करें',
  'UPI apps': 'UPI ऐप',
  'Your UPI app opens to approve {amount}. In the sandbox, Pay below stands for the app.':
    '{amount} मंज़ूर करने के लिए आपका UPI ऐप खुलेगा। सैंडबॉक्स में नीचे का भुगतान बटन ही ऐप का काम करता है।',
  'Processing payment...': 'भुगतान हो रहा है...',
  'Fail payment': 'भुगतान विफल करें',
  "Signed with HMAC-SHA256 by the shop's sandbox gateway, as Razorpay signs real payments.":
    'दुकान के सैंडबॉक्स गेटवे ने HMAC-SHA256 से हस्ताक्षर किए हैं, जैसे Razorpay असली भुगतानों पर करता है।',
  'The payment window could not be loaded. Please check your connection and try again.':
    'भुगतान विंडो लोड नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'Payment cancelled. Your order has not been placed.': 'भुगतान रद्द हो गया। आपका ऑर्डर नहीं हुआ है।',
  'Payment failed. Please try again.': 'भुगतान नहीं हो सका। कृपया फिर से कोशिश करें।',

  // Order views: card, status, shipping, items, totals
  'Cash on Delivery': 'कैश ऑन डिलीवरी',
  'Online Payment': 'ऑनलाइन भुगतान',
  'Awaiting confirmation': 'पुष्टि का इंतज़ार',
  'Placed on': 'ऑर्डर की तारीख़:',
  'Customer:': 'ग्राहक:',
  'View details of order #{id}': 'ऑर्डर #{id} का पूरा विवरण देखें',
  'View details': 'विवरण देखें',
  'Order status': 'ऑर्डर की स्थिति',
  'Shipment progress': 'शिपमेंट की प्रगति',
  'Order Placed': 'ऑर्डर हो गया',
  'Pickup Generated': 'पिकअप तय हुआ',
  'In Transit': 'रास्ते में',
  Delivered: 'डिलीवर हो गया',
  '(done)': '(पूरा हुआ)',
  '(current step)': '(मौजूदा चरण)',
  '(not yet)': '(अभी बाकी)',
  Shipping: 'शिपिंग',
  'As promised when you ordered': 'ऑर्डर करते समय बताए अनुसार',
  Courier: 'कूरियर',
  'AWB code': 'AWB कोड',
  'Estimated delivery': 'अनुमानित डिलीवरी',
  'Courier details appear here once your order is handed to the courier.':
    'ऑर्डर कूरियर को सौंपे जाने के बाद कूरियर की जानकारी यहाँ दिखेगी।',
  'Track Shipment': 'शिपमेंट ट्रैक करें',
  '(opens in a new tab)': '(नए टैब में खुलता है)',
  'Tracking history': 'ट्रैकिंग इतिहास',
  'No tracking updates yet.': 'अभी ट्रैकिंग की कोई जानकारी नहीं है।',
  Qty: 'मात्रा',
  Summary: 'सारांश',
  'Delivery charge': 'डिलीवरी शुल्क',
  'COD fee': 'COD शुल्क',
  'Cash on delivery fee': 'कैश ऑन डिलीवरी शुल्क',
  'Payment status': 'भुगतान की स्थिति',
  // The order lifecycle's labels (order-state.ts), as the order views show them
  'Picked Up': 'पिकअप हो गया',
  'Out for Delivery': 'डिलीवरी के लिए निकला',
  'RTO Initiated': 'RTO शुरू हुआ',
  'RTO In Transit': 'RTO रास्ते में',
  'RTO Delivered': 'RTO दुकान पर पहुँचा',
  Cancelled: 'रद्द किया गया',
  Pending: 'बाकी',
  'Payment pending': 'भुगतान बाकी',
  Paid: 'भुगतान हो गया',
  'Pay on delivery': 'डिलीवरी पर भुगतान',
  'Cash collected': 'नकद मिल गया',
  'Refund due': 'रिफ़ंड बाकी',
  'Partly refunded': 'आंशिक रिफ़ंड हुआ',
  'Not collected (returning)': 'नहीं मिला (वापस आ रहा है)',
  'Not collected (returned)': 'नहीं मिला (वापस आ गया)',
  'Not collected (cancelled)': 'नहीं मिला (रद्द)',

  // Cash order awaiting its shopper's confirmation
  'We pack this cash-on-delivery order once you confirm it.':
    'आपकी पुष्टि के बाद ही हम यह कैश ऑन डिलीवरी ऑर्डर पैक करेंगे।',
  ', or it is cancelled and nothing is charged.': '; नहीं तो ऑर्डर रद्द हो जाएगा और कोई पैसा नहीं लिया जाएगा।',
  'Confirm order': 'ऑर्डर की पुष्टि करें',
  'Could not confirm the order. Please try again.': 'ऑर्डर की पुष्टि नहीं हो सकी। कृपया फिर से कोशिश करें।',

  // Refunds and returns
  Refunds: 'रिफ़ंड',
  'Refunds of order #{id}': 'ऑर्डर #{id} के रिफ़ंड',
  'UPI/bank reference {reference}': 'UPI/बैंक रेफ़रेंस {reference}',
  'Refund id {id}': 'रिफ़ंड आईडी {id}',
  'To the original payment method': 'भुगतान के मूल तरीके में',
  'The difference after the order was changed': 'ऑर्डर बदलने के बाद का अंतर',
  'Refund in progress': 'रिफ़ंड प्रक्रिया में है',
  Refunded: 'रिफ़ंड हो गया',
  'Refund failed': 'रिफ़ंड नहीं हो सका',
  Requested: 'अनुरोध किया गया',
  Rejected: 'अस्वीकार किया गया',
  Approved: 'मंज़ूर हुआ',
  Received: 'प्राप्त हुआ',
  'Progress of return #{id}': 'रिटर्न #{id} की प्रगति',
  'Return #{id}': 'रिटर्न #{id}',
  'Why it was rejected:': 'अस्वीकार करने का कारण:',
  'Items of return #{id}': 'रिटर्न #{id} के आइटम',
  'Size {size}': 'साइज़ {size}',
  '{count, plural, one {# unit} other {# units}}': '{count, plural, one {# यूनिट} other {# यूनिट}}',
  'Refund for this return': 'इस रिटर्न का रिफ़ंड',
  'You said:': 'आपने लिखा:',
  'Photos of return #{id}': 'रिटर्न #{id} की फ़ोटो',
  'Return #{id}, shot {n}': 'रिटर्न #{id}, फ़ोटो {n}',
  'Refund {amount}': 'रिफ़ंड {amount}',
  '{alt} (could not load)': '{alt} (लोड नहीं हो सकी)',

  // Tax documents
  'GST invoice': 'GST इनवॉइस',
  'Downloading...': 'डाउनलोड हो रहा है...',
  'Download invoice': 'इनवॉइस डाउनलोड करें',
  'Credit notes': 'क्रेडिट नोट',
  'Credit note {number}': 'क्रेडिट नोट {number}',
  'Network error. Please check your connection and try again.':
    'नेटवर्क में गड़बड़ी हुई। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',

  // Add to cart and wishlist, signing in with a guest's lists
  'Your cart can hold up to {count} different items.':
    'आपके कार्ट में ज़्यादा से ज़्यादा {count} अलग-अलग आइटम रखे जा सकते हैं।',
  'Item added to cart': 'आइटम कार्ट में जुड़ गया',
  'Error adding product to cart': 'उत्पाद को कार्ट में जोड़ने में गड़बड़ी हुई',
  'Your wishlist can hold up to {count} products.': 'आपकी विशलिस्ट में ज़्यादा से ज़्यादा {count} उत्पाद रखे जा सकते हैं।',
  'Error adding product to wishlist': 'उत्पाद को विशलिस्ट में जोड़ने में गड़बड़ी हुई',
  'Could not move your saved cart and wishlist into your account: {reason}':
    'आपका सेव किया हुआ कार्ट और विशलिस्ट आपके खाते में नहीं जा सके: {reason}',
  'Could not move your saved cart and wishlist into your account. They are still saved in this browser.':
    'आपका सेव किया हुआ कार्ट और विशलिस्ट आपके खाते में नहीं जा सके। वे अब भी इस ब्राउज़र में सेव हैं।',

  // pin-code.ts (shown as it is)
  'Please enter a valid 6-digit PIN code': 'कृपया सही 6 अंकों का पिन कोड डालें',

  // stock-alerts.ts (shown as it is): back-in-stock alerts
  "We'll e-mail you when it's back.": 'स्टॉक में वापस आते ही हम आपको ई-मेल करेंगे।',
  "Check your e-mail to confirm your alert: we'll write once it's back.":
    'अलर्ट की पुष्टि के लिए अपना ई-मेल देखें: स्टॉक में वापस आते ही हम आपको लिखेंगे।',
  "Your alert is confirmed. We'll e-mail you when it's back.":
    'आपके अलर्ट की पुष्टि हो गई। स्टॉक में वापस आते ही हम आपको ई-मेल करेंगे।',
  'This confirmation link is not valid or has expired. Ask for the alert again on the product page.':
    'पुष्टि का यह लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। उत्पाद के पेज पर फिर से अलर्ट माँगें।',
  'The confirmation link is incomplete.': 'पुष्टि का लिंक अधूरा है।',
  'Email is required.': 'ईमेल ज़रूरी है।',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता डालें।',
  'This size is in stock: add it to your cart.': 'यह साइज़ स्टॉक में है: इसे अपने कार्ट में जोड़ें।',
  'Size not found.': 'साइज़ नहीं मिला।',
  'Email must be 254 characters or less.': 'ईमेल 254 अक्षरों से ज़्यादा लंबा नहीं हो सकता।',
};
