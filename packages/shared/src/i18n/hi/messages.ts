// The shop's messages in Hindi, keyed by the English text: the mails (apps/api/src/modules/mail/templates) and the
// words of the SMS and WhatsApp messages, sent in the order's language or the account's (migration 0036). Filled by
// format.ts's fillMessage; every placeholder of the English text is kept.
export const messages: Readonly<Record<string, string>> = {
  // Every mail's frame
  'Hello {name},': 'नमस्ते {name},',
  'Questions? Write to {email} or call {phone}.': 'कोई सवाल? {email} पर लिखें या {phone} पर कॉल करें।',
  'Phone {phone}': 'फ़ोन {phone}',

  // Account mails
  'Reset your {shop} password': 'अपना {shop} पासवर्ड रीसेट करें',
  'Open the link within one hour to choose a new password.': 'नया पासवर्ड चुनने के लिए एक घंटे के अंदर लिंक खोलें।',
  'Reset your password': 'अपना पासवर्ड रीसेट करें',
  'Someone asked to reset the password of your {shop} account. If it was you, open this link within one hour:':
    'किसी ने आपके {shop} खाते का पासवर्ड रीसेट करने के लिए कहा है। अगर यह आप थे, तो एक घंटे के अंदर यह लिंक खोलें:',
  'Choose a new password': 'नया पासवर्ड चुनें',
  'If it was not you, ignore this e-mail; your password stays as it is.':
    'अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  'Your {shop} password was changed': 'आपका {shop} पासवर्ड बदल दिया गया',
  'Every other device was logged out.': 'बाकी सभी डिवाइस से लॉग आउट कर दिया गया।',
  'Your password was changed': 'आपका पासवर्ड बदल दिया गया',
  'The password of your {shop} account was changed, and every other device was logged out.':
    'आपके {shop} खाते का पासवर्ड बदल दिया गया, और बाकी सभी डिवाइस से लॉग आउट कर दिया गया।',
  'If you did not do this, use "Forgot password" on the login page at once, or contact us.':
    'अगर यह आपने नहीं किया, तो तुरंत लॉग इन पेज पर "पासवर्ड भूल गए" इस्तेमाल करें, या हमसे संपर्क करें।',
  'The e-mail address of your {shop} account was changed': 'आपके {shop} खाते का ई-मेल पता बदल दिया गया',
  'It is now {email}.': 'अब यह {email} है।',
  'Your e-mail address was changed': 'आपका ई-मेल पता बदल दिया गया',
  'The e-mail address of your {shop} account was changed from {from} to {to}, and every device was logged out.':
    'आपके {shop} खाते का ई-मेल पता {from} से बदलकर {to} कर दिया गया, और सभी डिवाइस से लॉग आउट कर दिया गया।',
  'If you did not do this, reply to this e-mail or contact us at once so we can secure your account.':
    'अगर यह आपने नहीं किया, तो इस ई-मेल का जवाब दें या तुरंत हमसे संपर्क करें ताकि हम आपका खाता सुरक्षित कर सकें।',

  // An order's mails
  '{promise}.': '{promise}।',
  'Delivery by {date}': '{date} तक डिलीवरी',
  'Delivery between {from} and {to}': '{from} से {to} के बीच डिलीवरी',
  'Profile > Order History > Order #{id}': 'प्रोफ़ाइल > ऑर्डर हिस्ट्री > ऑर्डर #{id}',
  'cash on delivery': 'कैश ऑन डिलीवरी',
  'paid online': 'ऑनलाइन भुगतान किया',
  '{label} (code {code})': '{label} (कोड {code})',
  Subtotal: 'उप-योग',
  Delivery: 'डिलीवरी',
  'Cash on delivery fee': 'कैश ऑन डिलीवरी शुल्क',
  'Total (pay on delivery)': 'कुल (डिलीवरी पर भुगतान)',
  'Total paid': 'कुल भुगतान',
  'Order total': 'ऑर्डर का कुल',
  'Delivery address': 'डिलीवरी का पता',
  'View your order': 'अपना ऑर्डर देखें',
  'You can follow it under {page}.': 'आप इसे {page} में देख सकते हैं।',
  'You saved {amount}: {discounts}.': 'आपने {amount} बचाए: {discounts}।',
  'Your {shop} order #{id} is confirmed': 'आपका {shop} ऑर्डर #{id} पक्का हो गया है',
  'Order #{id} of {total}. {promise}.': '{total} का ऑर्डर #{id}। {promise}।',
  'Order #{id} of {total}.': '{total} का ऑर्डर #{id}।',
  'Thank you for your order': 'आपके ऑर्डर के लिए धन्यवाद',
  'Thank you for your order #{id} of {total} ({paid}).': '{total} के आपके ऑर्डर #{id} ({paid}) के लिए धन्यवाद।',
  'You can follow it under Profile > Order History.': 'आप इसे प्रोफ़ाइल > ऑर्डर हिस्ट्री में देख सकते हैं।',
  'Follow its delivery on any device, without signing in: {link}':
    'इसकी डिलीवरी किसी भी डिवाइस पर, बिना साइन इन किए देखें: {link}',
  'Pay for it online now instead of in cash on delivery, and it costs {amount} less. The link works until your parcel ships.':
    'कैश ऑन डिलीवरी की जगह अभी ऑनलाइन भुगतान करें, तो यह {amount} कम में पड़ेगा। यह लिंक आपका पार्सल भेजे जाने तक काम करता है।',
  'Pay now and save {amount}': 'अभी भुगतान करें और {amount} बचाएँ',
  "Your GST tax invoice is {number}, attached to this mail as a PDF. You can also sign in and download it from your order's page: {page}":
    'आपका GST टैक्स इनवॉइस {number} है, जो इस मेल के साथ PDF के रूप में जुड़ा है। आप साइन इन करके इसे अपने ऑर्डर के पेज से भी डाउनलोड कर सकते हैं: {page}',
  'Order #{id}: {status}': 'ऑर्डर #{id}: {status}',
  'Your order #{id} is now: {status}.': 'आपका ऑर्डर #{id} अब: {status}।',
  'Your {shop} order #{id} is now: {status}.': 'आपका {shop} ऑर्डर #{id} अब: {status}।',
  'Courier: {courier}': 'कूरियर: {courier}',
  'AWB {awb}': 'AWB {awb}',
  '{details}. Expected delivery: {date}': '{details}। अनुमानित डिलीवरी: {date}',
  'Track your parcel': 'अपना पार्सल ट्रैक करें',
  'Track it here: {link}': 'इसे यहाँ ट्रैक करें: {link}',
  'We are refunding {amount} in full to the card, UPI or bank account you paid with; we will write again when the refund is done.':
    'हम पूरे {amount} उसी कार्ड, UPI या बैंक खाते में वापस कर रहे हैं जिससे आपने भुगतान किया था; रिफ़ंड पूरा होने पर हम फिर से लिखेंगे।',
  'It was cash on delivery, so nothing was charged.': 'यह कैश ऑन डिलीवरी था, इसलिए कोई पैसा नहीं लिया गया।',
  'No payment was taken for it.': 'इसके लिए कोई भुगतान नहीं लिया गया।',
  'Please confirm your {shop} order #{id}': 'कृपया अपना {shop} ऑर्डर #{id} पक्का करें',
  'Confirm order #{id} ({total}, cash on delivery) by {due}.':
    '{due} तक ऑर्डर #{id} ({total}, कैश ऑन डिलीवरी) पक्का करें।',
  'Please confirm your order': 'कृपया अपना ऑर्डर पक्का करें',
  'Thank you for your order #{id} of {total}, cash on delivery. Before we pack it, please confirm that you placed it and will be at the address to pay: one tap on the button below.':
    '{total} के आपके ऑर्डर #{id} (कैश ऑन डिलीवरी) के लिए धन्यवाद। इसे पैक करने से पहले कृपया पक्का करें कि यह ऑर्डर आपने किया है और भुगतान के लिए आप पते पर होंगे: नीचे दिए बटन पर एक टैप।',
  'Confirm my order': 'मेरा ऑर्डर पक्का करें',
  'Or open this link: {link}': 'या यह लिंक खोलें: {link}',
  'Sign in and confirm it under {page}.': 'साइन इन करें और इसे {page} में पक्का करें।',
  'If it is not confirmed by {due} (India time), the order is cancelled and nothing is charged. Did not place it? Ignore this mail.':
    'अगर यह {due} (भारतीय समय) तक पक्का नहीं हुआ, तो ऑर्डर रद्द हो जाएगा और कोई पैसा नहीं लिया जाएगा। यह ऑर्डर आपने नहीं किया? इस मेल को अनदेखा करें।',
  'Your {shop} order #{id} is cancelled': 'आपका {shop} ऑर्डर #{id} रद्द कर दिया गया है',
  'Order #{id} is cancelled. {money}': 'ऑर्डर #{id} रद्द कर दिया गया है। {money}',
  'Your order is cancelled': 'आपका ऑर्डर रद्द कर दिया गया है',
  'As you asked, we have cancelled your order #{id}.': 'आपके कहे अनुसार, हमने आपका ऑर्डर #{id} रद्द कर दिया है।',
  'We have cancelled your order #{id}: {reason}.': 'हमने आपका ऑर्डर #{id} रद्द कर दिया है: {reason}।',
  'We have cancelled your order #{id}.': 'हमने आपका ऑर्डर #{id} रद्द कर दिया है।',
  'Your order: {page}': 'आपका ऑर्डर: {page}',
  'it was not confirmed by {due} (India time)': 'यह {due} (भारतीय समय) तक पक्का नहीं किया गया',

  // Refunds of an order
  'A refund of {amount} for your {shop} order #{id} is on its way':
    'आपके {shop} ऑर्डर #{id} के लिए {amount} का रिफ़ंड आ रहा है',
  'Banks take up to 5-7 working days to show it.': 'बैंक इसे दिखाने में 5-7 कामकाजी दिन तक लेते हैं।',
  'Your refund is on its way': 'आपका रिफ़ंड आ रहा है',
  'We have started a refund of {amount} for your order #{id} to the card, UPI or bank account you paid with. Banks take up to 5-7 working days to show it; we will write again when it is done.':
    'हमने आपके ऑर्डर #{id} के {amount} का रिफ़ंड उसी कार्ड, UPI या बैंक खाते में शुरू कर दिया है जिससे आपने भुगतान किया था। बैंक इसे दिखाने में 5-7 कामकाजी दिन तक लेते हैं; पूरा होने पर हम फिर से लिखेंगे।',
  "You can follow it on your order's page: {page}": 'आप इसे अपने ऑर्डर के पेज पर देख सकते हैं: {page}',
  'We sent it by UPI or bank transfer (reference {reference}).':
    'हमने इसे UPI या बैंक ट्रांसफ़र से भेजा है (रेफ़रेंस {reference})।',
  'It goes back to the card, UPI or bank account you paid with (refund reference {reference}); your bank may take a few days to show it.':
    'यह उसी कार्ड, UPI या बैंक खाते में वापस जाता है जिससे आपने भुगतान किया था (रिफ़ंड रेफ़रेंस {reference}); आपके बैंक को इसे दिखाने में कुछ दिन लग सकते हैं।',
  'Your refund of {amount} for {shop} order #{id} is done':
    '{shop} ऑर्डर #{id} के लिए आपका {amount} का रिफ़ंड हो गया है',
  'Your refund is done': 'आपका रिफ़ंड हो गया है',
  'We have refunded {amount} for your order #{id}.': 'हमने आपके ऑर्डर #{id} के लिए {amount} वापस कर दिए हैं।',
  "Our credit note {number} is on your order's page.": 'हमारा क्रेडिट नोट {number} आपके ऑर्डर के पेज पर है।',

  // Shipment statuses (order-state.ts's labels)
  'Order Placed': 'ऑर्डर हो गया',
  'Pickup Generated': 'पिकअप तय हुआ',
  'Picked Up': 'पिकअप हो गया',
  'In Transit': 'रास्ते में',
  'Out for Delivery': 'डिलीवरी के लिए निकला',
  Delivered: 'डिलीवर हो गया',
  'RTO Initiated': 'वापसी (RTO) शुरू हुई',
  'RTO In Transit': 'वापसी (RTO) रास्ते में',
  'RTO Delivered': 'वापसी (RTO) पूरी हुई',
  Cancelled: 'रद्द',
  Shipped: 'भेज दिया गया',
  Pending: 'बाकी',

  // Reminders of a left cart, an unfinished payment, a purchase running out
  'Still on: {offer}. It is applied at checkout when your cart qualifies.':
    'अभी भी जारी: {offer}। जब आपका कार्ट योग्य होगा, तो यह चेकआउट पर लग जाएगा।',
  'To stop reminders about your cart and unfinished payments, open {link} (or turn them off under My Profile > Order messages).':
    'अपने कार्ट और अधूरे भुगतानों के रिमाइंडर बंद करने के लिए {link} खोलें (या इन्हें मेरी प्रोफ़ाइल > ऑर्डर संदेश में बंद करें)।',
  'You left something in your cart at {shop}': 'आपने {shop} पर अपने कार्ट में कुछ छोड़ दिया है',
  'Your cart at {shop} is still waiting': '{shop} पर आपका कार्ट अब भी इंतज़ार कर रहा है',
  '{count, plural, one {# item} other {# items}} worth {value} are saved for you.':
    '{value} के {count, plural, one {# आइटम} other {# आइटम}} आपके लिए सहेजे गए हैं।',
  'Your cart is saved': 'आपका कार्ट सहेजा हुआ है',
  'Still thinking it over?': 'अभी भी सोच रहे हैं?',
  'You left these in your cart. We have kept them for you; pick up where you stopped:':
    'आपने ये अपने कार्ट में छोड़े थे। हमने इन्हें आपके लिए रखा है; जहाँ रुके थे, वहीं से आगे बढ़ें:',
  'Your cart is still here. This is the last time we write about it:':
    'आपका कार्ट अभी भी यहीं है। इसके बारे में हम आखिरी बार लिख रहे हैं:',
  Items: 'आइटम',
  'Return to my cart': 'मेरे कार्ट पर वापस जाएँ',
  'Prices and stock are checked again at checkout. The link works for 7 days, after you log in.':
    'चेकआउट पर कीमतें और स्टॉक फिर से जाँचे जाते हैं। लॉग इन करने के बाद लिंक 7 दिन तक काम करता है।',
  'Complete your payment at {shop}': '{shop} पर अपना भुगतान पूरा करें',
  'Your payment for order #{id} did not go through; your items are still in your cart.':
    'ऑर्डर #{id} का आपका भुगतान नहीं हो पाया; आपके आइटम अभी भी आपके कार्ट में हैं।',
  'Complete your payment': 'अपना भुगतान पूरा करें',
  'The payment for your order #{id} did not go through, so the order was not placed. Your items are still in your cart:':
    'आपके ऑर्डर #{id} का भुगतान नहीं हो पाया, इसलिए ऑर्डर नहीं हुआ। आपके आइटम अभी भी आपके कार्ट में हैं:',
  'Complete my payment': 'मेरा भुगतान पूरा करें',
  'If money was taken from your account for it, your bank gives it back by itself, usually within 5-7 working days. At checkout you can also choose cash on delivery where it is offered.':
    'अगर इसके लिए आपके खाते से पैसे कटे हैं, तो आपका बैंक उन्हें अपने आप लौटा देगा, आम तौर पर 5-7 कामकाजी दिनों में। जहाँ उपलब्ध हो, चेकआउट पर आप कैश ऑन डिलीवरी भी चुन सकते हैं।',
  'Subscribe and save': 'सब्सक्राइब करें और बचाएँ',
  ': get it delivered every few weeks for {percent}% less, and never run out. Choose how often on its page: ':
    ': इसे हर कुछ हफ़्तों में {percent}% कम में मँगवाएँ, और यह कभी खत्म नहीं होगा। कितनी बार, यह इसके पेज पर चुनें: ',
  ': get it delivered every few weeks and never run out. Choose how often on its page: ':
    ': इसे हर कुछ हफ़्तों में मँगवाएँ, और यह कभी खत्म नहीं होगा। कितनी बार, यह इसके पेज पर चुनें: ',
  'Running low on {product}?': 'क्या {product} खत्म होने वाला है?',
  'You ordered {quantity} on {date}. Reorder in one tap.':
    'आपने {date} को {quantity} ऑर्डर किया था। एक टैप में दोबारा ऑर्डर करें।',
  'Time to restock?': 'फिर से मँगवाने का समय?',
  'You ordered {quantity} on {date}. That usually lasts about {days} days, so you may be running low soon:':
    'आपने {date} को {quantity} ऑर्डर किया था। यह आम तौर पर लगभग {days} दिन चलता है, इसलिए यह जल्द ही खत्म हो सकता है:',
  'Reorder in one tap': 'एक टैप में दोबारा ऑर्डर करें',
  'The link puts the same in your cart; you check out as usual, and prices and stock are checked then. It works for {days} days, after you log in.':
    'यह लिंक वही चीज़ आपके कार्ट में डाल देता है; आप हमेशा की तरह चेकआउट करते हैं, और तभी कीमतें और स्टॉक जाँचे जाते हैं। लॉग इन करने के बाद यह {days} दिन तक काम करता है।',
  'We write about each purchase once. To stop reminders like this one (and about your cart), open {link} (or turn them off under My Profile > Order messages).':
    'हम हर खरीद के बारे में एक ही बार लिखते हैं। ऐसे रिमाइंडर (और अपने कार्ट के रिमाइंडर) बंद करने के लिए {link} खोलें (या इन्हें मेरी प्रोफ़ाइल > ऑर्डर संदेश में बंद करें)।',

  // SMS and WhatsApp: the name a message uses when the shopper's has no letters
  Customer: 'ग्राहक',

  // Subscription mails (in the account's language)
  '{quantity} × {name} ({size})': '{quantity} × {name} ({size})',
  'Your subscription: {amount} on {date} for {name}': 'आपकी सब्सक्रिप्शन: {name} के लिए {date} को {amount}',
  '{what} is on its way soon. Skip, pause or cancel before {date} if you need to.':
    '{what} जल्द ही आपके पास पहुँचेगा। ज़रूरत हो तो {date} से पहले छोड़ें, रोकें या रद्द करें।',
  'Your next delivery': 'आपकी अगली डिलीवरी',
  'Your subscription (every {days} days) renews on {date}: we will take {amount} by your UPI AutoPay or card mandate and send you:':
    'आपकी सब्सक्रिप्शन (हर {days} दिन में) {date} को रिन्यू होगी: हम आपके UPI AutoPay या कार्ड मैंडेट से {amount} लेंगे और आपको भेजेंगे:',
  "Don't need it this time? Until the payment starts, about a day before {date}, you can skip this delivery, move it to another day or pause the subscription. Nothing is taken for a skipped delivery, and no sign-in is needed:":
    'इस बार ज़रूरत नहीं है? भुगतान शुरू होने तक, यानी {date} से लगभग एक दिन पहले तक, आप यह डिलीवरी छोड़ सकते हैं, इसे किसी और दिन पर ले जा सकते हैं या सब्सक्रिप्शन रोक सकते हैं। छोड़ी गई डिलीवरी के लिए कुछ नहीं लिया जाता, और साइन इन की ज़रूरत नहीं है:',
  'Skip, move or pause': 'छोड़ें, बदलें या रोकें',
  'To cancel or change the subscription, open {link}': 'सब्सक्रिप्शन रद्द करने या बदलने के लिए {link} खोलें',
  'Skipped this time: {name} is sold out': 'इस बार छोड़ा गया: {name} का स्टॉक खत्म है',
  'Nothing was taken. Your next delivery is due on {next}.':
    'कुछ नहीं लिया गया। आपकी अगली डिलीवरी {next} को है।',
  'This delivery is skipped': 'यह डिलीवरी छोड़ी गई',
  '{what} was sold out on {date}, so we skipped this delivery and took nothing. Your subscription carries on: the next delivery is due on {next}.':
    '{date} को {what} का स्टॉक खत्म था, इसलिए हमने यह डिलीवरी छोड़ दी और कुछ नहीं लिया। आपकी सब्सक्रिप्शन जारी है: अगली डिलीवरी {next} को है।',
  'To change, pause or cancel the subscription, open {link}':
    'सब्सक्रिप्शन बदलने, रोकने या रद्द करने के लिए {link} खोलें',
  'Payment for your subscription did not go through': 'आपकी सब्सक्रिप्शन का भुगतान नहीं हो पाया',
  'Your subscription is paused: the payment did not go through':
    'आपकी सब्सक्रिप्शन रोक दी गई है: भुगतान नहीं हो पाया',
  'We will try again on {retry}, or you can pay now.':
    'हम {retry} को फिर कोशिश करेंगे, या आप अभी भुगतान कर सकते हैं।',
  'We tried three times. Pay now or resume it when you are ready.':
    'हमने तीन बार कोशिश की। अभी भुगतान करें या जब आप तैयार हों तब इसे फिर शुरू करें।',
  'The payment did not go through': 'भुगतान नहीं हो पाया',
  'We could not take {amount} for {what} due on {date}. We will try again on {retry}, or you can pay it now.':
    'हम {date} को देय {what} के लिए {amount} नहीं ले पाए। हम {retry} को फिर कोशिश करेंगे, या आप अभी इसका भुगतान कर सकते हैं।',
  'We could not take {amount} for {what} due on {date}, after three tries, so your subscription is paused and nothing more will be taken. You can still pay for this delivery now, and resume the subscription from your profile when you are ready.':
    'तीन कोशिशों के बाद भी हम {date} को देय {what} के लिए {amount} नहीं ले पाए, इसलिए आपकी सब्सक्रिप्शन रोक दी गई है और आगे कुछ नहीं लिया जाएगा। आप अभी भी इस डिलीवरी का भुगतान कर सकते हैं, और जब आप तैयार हों तब अपनी प्रोफ़ाइल से सब्सक्रिप्शन फिर शुरू कर सकते हैं।',
  'Pay now': 'अभी भुगतान करें',

  // Return mails (in the order's language)
  'Your return request #{returnId} for {shop} order #{id}':
    '{shop} ऑर्डर #{id} के लिए आपका रिटर्न अनुरोध #{returnId}',
  'We will review it within 2 business days and write to you.':
    'हम 2 कामकाजी दिनों के अंदर इसकी जाँच करेंगे और आपको लिखेंगे।',
  'We have your return request': 'हमें आपका रिटर्न अनुरोध मिल गया है',
  'We have your request to return these items of order #{id} ({reason}):':
    'हमें ऑर्डर #{id} की ये चीज़ें लौटाने का आपका अनुरोध मिल गया है ({reason}):',
  'Value of the return': 'रिटर्न की कीमत',
  'We will review it within 2 business days and write to you. If we accept it, {amount} comes back to you once the items reach us.':
    'हम 2 कामकाजी दिनों के अंदर इसकी जाँच करेंगे और आपको लिखेंगे। अगर हम इसे स्वीकार करते हैं, तो चीज़ें हम तक पहुँचने पर {amount} आपको वापस मिलेंगे।',
  "Follow it on your order's page: {link}": 'इसे अपने ऑर्डर के पेज पर देखें: {link}',
  Damaged: 'टूटा-फूटा',
  Leaking: 'रिसता हुआ',
  'Wrong item': 'ग़लत आइटम',
  Other: 'अन्य',
  'Your return #{returnId} for {shop} order #{id}: {step}':
    '{shop} ऑर्डर #{id} के लिए आपका रिटर्न #{returnId}: {step}',
  'Your order: {link}': 'आपका ऑर्डर: {link}',
  'Return approved': 'रिटर्न स्वीकार हुआ',
  'Return rejected': 'रिटर्न अस्वीकार हुआ',
  'Return received': 'रिटर्न मिल गया',
  'Return refunded': 'रिटर्न का रिफ़ंड हो गया',
  'We have approved your return. A courier will come to collect the items (AWB {awb}): pack them securely, with the bottles closed, and keep them ready at the delivery address.':
    'हमने आपका रिटर्न स्वीकार कर लिया है। कूरियर चीज़ें लेने आएगा (AWB {awb}): उन्हें बोतलें बंद करके अच्छी तरह पैक करें, और डिलीवरी के पते पर तैयार रखें।',
  'We have approved your return. A courier will come to collect the items: pack them securely, with the bottles closed, and keep them ready at the delivery address.':
    'हमने आपका रिटर्न स्वीकार कर लिया है। कूरियर चीज़ें लेने आएगा: उन्हें बोतलें बंद करके अच्छी तरह पैक करें, और डिलीवरी के पते पर तैयार रखें।',
  'We have approved your return. Please pack the items securely, with the bottles closed, and keep them ready: we will call you to arrange the pickup (or reply to this mail to send them yourself).':
    'हमने आपका रिटर्न स्वीकार कर लिया है। कृपया चीज़ें बोतलें बंद करके अच्छी तरह पैक करें और तैयार रखें: पिकअप तय करने के लिए हम आपको कॉल करेंगे (या उन्हें खुद भेजने के लिए इस मेल का जवाब दें)।',
  'We are sorry: we cannot accept your return.': 'हमें खेद है: हम आपका रिटर्न स्वीकार नहीं कर सकते।',
  'Your returned items have reached us. We are checking them and will refund {amount} shortly.':
    'आपकी लौटाई गई चीज़ें हम तक पहुँच गई हैं। हम उन्हें जाँच रहे हैं और जल्द ही {amount} का रिफ़ंड करेंगे।',
  'We have refunded {amount} for your return; you will get a separate mail when the money reaches you.':
    'हमने आपके रिटर्न के लिए {amount} का रिफ़ंड कर दिया है; पैसे आप तक पहुँचने पर आपको अलग से मेल मिलेगा।',

  // Back-in-stock mails (in the language the alert was asked for in)
  'Back in stock: {name} ({size})': 'फिर से स्टॉक में: {name} ({size})',
  'You asked us to tell you; get it before it sells out again.':
    'आपने हमें बताने के लिए कहा था; इसके फिर से खत्म होने से पहले ले लें।',
  'Back in stock': 'फिर से स्टॉक में',
  'Hello,': 'नमस्ते,',
  '{name} ({size}) is back in stock. You asked us to tell you; get it here before it sells out again:':
    '{name} ({size}) फिर से स्टॉक में है। आपने हमें बताने के लिए कहा था; इसके फिर से खत्म होने से पहले इसे यहाँ से लें:',
  'Buy it now': 'अभी खरीदें',
  'We will not write about this size again unless you ask again.':
    'जब तक आप फिर से न कहें, हम इस साइज़ के बारे में दोबारा नहीं लिखेंगे।',
  'Confirm your alert: {name} ({size})': 'अपना अलर्ट पक्का करें: {name} ({size})',
  'One click, and we write once it is back in stock.': 'एक क्लिक, और स्टॉक में वापस आते ही हम आपको लिखेंगे।',
  'Confirm your back-in-stock alert': 'स्टॉक में वापस आने का अपना अलर्ट पक्का करें',
  'Someone, we hope you, asked us to e-mail this address when {name} ({size}) is back in stock. Confirm it here and we will write once, when it is back:':
    'किसी ने, उम्मीद है आपने, हमसे कहा है कि {name} ({size}) के फिर से स्टॉक में आने पर इस पते पर ई-मेल करें। इसे यहाँ पक्का करें और वापस आने पर हम एक बार लिखेंगे:',
  'Confirm my alert': 'मेरा अलर्ट पक्का करें',
  'Not you? Ignore this mail: without a confirmation we will not write about this size.':
    'यह आप नहीं थे? इस मेल को अनदेखा करें: पक्का किए बिना हम इस साइज़ के बारे में नहीं लिखेंगे।',

  // A failed delivery's mail (decision 0336)
  'We could not deliver your {shop} order #{id}': 'हम आपका {shop} ऑर्डर #{id} डिलीवर नहीं कर पाए',
  'Tell us when to try again, correct the address, or cancel.':
    'हमें बताएँ कि दोबारा कब कोशिश करें, पता ठीक करें, या रद्द करें।',
  'We could not deliver your order': 'हम आपका ऑर्डर डिलीवर नहीं कर पाए',
  'The courier tried to deliver order #{id} but could not. The reason given: {reason}.':
    'कूरियर ने ऑर्डर #{id} डिलीवर करने की कोशिश की, पर नहीं कर पाया। बताया गया कारण: {reason}।',
  'Tell us what to do, no sign-in needed: try again tomorrow or on a day you choose, correct the address or phone, or cancel the delivery.':
    'हमें बताएँ कि क्या करें, साइन इन की ज़रूरत नहीं: कल या आपके चुने दिन दोबारा कोशिश, पता या फ़ोन ठीक करना, या डिलीवरी रद्द करना।',
  'Choose what happens next': 'आगे क्या हो, चुनें',
  'You pay {total} on delivery.': 'आप डिलीवरी पर {total} देंगे।',
  // The COD rules' words beside the cash choice at checkout (decision 0338), answered by the cart's quote.
  'Cash on delivery is not available for this phone number. Please pay online.':
    'इस फ़ोन नंबर के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।',
  'Cash on delivery is not available for this order. Please pay online.':
    'इस ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।',
  'We will send you a link to confirm this order before we ship it.':
    'भेजने से पहले हम आपको यह ऑर्डर कन्फ़र्म करने के लिए एक लिंक भेजेंगे।',
  'Pay {now} online now and {later} in cash on delivery.': '{now} अभी ऑनलाइन और {later} डिलीवरी पर नकद चुकाएँ।',
  'Cash on delivery is available on orders up to {cap}. Please pay online, or take something out of your cart.':
    'कैश ऑन डिलीवरी {cap} तक के ऑर्डर पर उपलब्ध है। कृपया ऑनलाइन भुगतान करें, या कार्ट से कुछ हटाएँ।',
  'This cash order needs {now} paid online now. Please place it again to pay it.':
    'इस नकद ऑर्डर के लिए अभी {now} ऑनलाइन चुकाना ज़रूरी है। चुकाने के लिए कृपया ऑर्डर फिर से दें।',
};
