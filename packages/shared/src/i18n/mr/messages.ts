// The shop's messages in Marathi, keyed by the English text: the mails (apps/api/src/modules/mail/templates) and the
// words of the SMS and WhatsApp messages, sent in the order's language or the account's (migration 0036). The same
// keys as Hindi's (hi/messages.ts), in the same groups; the words the pages also show (statuses, return reasons,
// buttons) as the Marathi pages write them (mr/*.ts). Filled by format.ts's fillMessage; every placeholder of the
// English text is kept, and a plural uses Marathi's forms (one for 1, other for the rest).
export const messages: Readonly<Record<string, string>> = {
  // Every mail's frame
  'Hello {name},': 'नमस्कार {name},',
  'Questions? Write to {email} or call {phone}.': 'काही प्रश्न? {email} वर लिहा किंवा {phone} वर कॉल करा.',
  'Phone {phone}': 'फोन {phone}',

  // Account mails
  'Reset your {shop} password': 'तुमचा {shop} पासवर्ड रीसेट करा',
  'Open the link within one hour to choose a new password.':
    'नवीन पासवर्ड निवडण्यासाठी एका तासाच्या आत लिंक उघडा.',
  'Reset your password': 'तुमचा पासवर्ड रीसेट करा',
  'Someone asked to reset the password of your {shop} account. If it was you, open this link within one hour:':
    'तुमच्या {shop} खात्याचा पासवर्ड रीसेट करण्याची विनंती कोणीतरी केली आहे. ती तुम्ही केली असल्यास, एका तासाच्या आत ही लिंक उघडा:',
  'Choose a new password': 'नवीन पासवर्ड निवडा',
  'If it was not you, ignore this e-mail; your password stays as it is.':
    'ती तुम्ही केली नसल्यास, या ई-मेलकडे दुर्लक्ष करा; तुमचा पासवर्ड आहे तसाच राहील.',
  'Your {shop} password was changed': 'तुमचा {shop} पासवर्ड बदलण्यात आला',
  'Every other device was logged out.': 'इतर सर्व डिव्हाइसवरून लॉग आउट करण्यात आले.',
  'Your password was changed': 'तुमचा पासवर्ड बदलण्यात आला',
  'The password of your {shop} account was changed, and every other device was logged out.':
    'तुमच्या {shop} खात्याचा पासवर्ड बदलण्यात आला, आणि इतर सर्व डिव्हाइसवरून लॉग आउट करण्यात आले.',
  'If you did not do this, use "Forgot password" on the login page at once, or contact us.':
    'हे तुम्ही केले नसल्यास, लगेच लॉग इन पेजवर "पासवर्ड विसरलात?" वापरा, किंवा आमच्याशी संपर्क साधा.',
  'The e-mail address of your {shop} account was changed': 'तुमच्या {shop} खात्याचा ई-मेल पत्ता बदलण्यात आला',
  'It is now {email}.': 'तो आता {email} आहे.',
  'Your e-mail address was changed': 'तुमचा ई-मेल पत्ता बदलण्यात आला',
  'The e-mail address of your {shop} account was changed from {from} to {to}, and every device was logged out.':
    'तुमच्या {shop} खात्याचा ई-मेल पत्ता {from} वरून {to} असा बदलण्यात आला, आणि सर्व डिव्हाइसवरून लॉग आउट करण्यात आले.',
  'If you did not do this, reply to this e-mail or contact us at once so we can secure your account.':
    'हे तुम्ही केले नसल्यास, या ई-मेलला उत्तर द्या किंवा लगेच आमच्याशी संपर्क साधा, म्हणजे आम्ही तुमचे खाते सुरक्षित करू शकू.',

  // An order's mails
  '{promise}.': '{promise}.',
  'Delivery by {date}': '{date} पर्यंत डिलिव्हरी',
  'Delivery between {from} and {to}': '{from} ते {to} दरम्यान डिलिव्हरी',
  'Profile > Order History > Order #{id}': 'प्रोफाइल > ऑर्डरचा इतिहास > ऑर्डर #{id}',
  'cash on delivery': 'कॅश ऑन डिलिव्हरी',
  'paid online': 'ऑनलाइन पैसे भरले',
  '{label} (code {code})': '{label} (कोड {code})',
  Subtotal: 'उप-बेरीज',
  Delivery: 'डिलिव्हरी',
  'Cash on delivery fee': 'कॅश ऑन डिलिव्हरी शुल्क',
  'Total (pay on delivery)': 'एकूण (डिलिव्हरीच्या वेळी भरायचे)',
  'Total paid': 'एकूण भरलेले',
  'Order total': 'ऑर्डरची एकूण रक्कम',
  'Delivery address': 'डिलिव्हरीचा पत्ता',
  'View your order': 'तुमची ऑर्डर पाहा',
  'You can follow it under {page}.': 'तुम्ही ती {page} येथे पाहू शकता.',
  'You saved {amount}: {discounts}.': 'तुमची {amount} बचत झाली: {discounts}.',
  'Your {shop} order #{id} is confirmed': 'तुमची {shop} ऑर्डर #{id} निश्चित झाली आहे',
  'Order #{id} of {total}. {promise}.': '{total} ची ऑर्डर #{id}. {promise}.',
  'Order #{id} of {total}.': '{total} ची ऑर्डर #{id}.',
  'Thank you for your order': 'तुमच्या ऑर्डरबद्दल धन्यवाद',
  'Thank you for your order #{id} of {total} ({paid}).': '{total} च्या तुमच्या ऑर्डर #{id} ({paid}) बद्दल धन्यवाद.',
  'You can follow it under Profile > Order History.': 'तुम्ही ती प्रोफाइल > ऑर्डरचा इतिहास येथे पाहू शकता.',
  'Follow its delivery on any device, without signing in: {link}':
    'तिची डिलिव्हरी कोणत्याही डिव्हाइसवर, साइन इन न करता पाहा: {link}',
  'Pay for it online now instead of in cash on delivery, and it costs {amount} less. The link works until your parcel ships.':
    'कॅश ऑन डिलिव्हरीऐवजी आत्ताच ऑनलाइन पैसे भरा, म्हणजे ती {amount} ने स्वस्त पडेल. तुमचे पार्सल पाठवले जाईपर्यंत ही लिंक चालते.',
  'Pay now and save {amount}': 'आता पैसे भरा आणि {amount} वाचवा',
  "Your GST tax invoice is {number}, attached to this mail as a PDF. You can also sign in and download it from your order's page: {page}":
    'तुमचे GST टॅक्स इनव्हॉइस {number} आहे, ते या मेलसोबत PDF स्वरूपात जोडले आहे. साइन इन करून तुम्ही ते तुमच्या ऑर्डरच्या पेजवरूनही डाउनलोड करू शकता: {page}',
  'Order #{id}: {status}': 'ऑर्डर #{id}: {status}',
  'Your order #{id} is now: {status}.': 'तुमची ऑर्डर #{id} आता: {status}.',
  'Your {shop} order #{id} is now: {status}.': 'तुमची {shop} ऑर्डर #{id} आता: {status}.',
  'Courier: {courier}': 'कुरिअर: {courier}',
  'AWB {awb}': 'AWB {awb}',
  '{details}. Expected delivery: {date}': '{details}. अपेक्षित डिलिव्हरी: {date}',
  'Track your parcel': 'तुमचे पार्सल ट्रॅक करा',
  'Track it here: {link}': 'इथे ट्रॅक करा: {link}',
  'We are refunding {amount} in full to the card, UPI or bank account you paid with; we will write again when the refund is done.':
    'आम्ही पूर्ण {amount} त्याच कार्ड, UPI किंवा बँक खात्यात परत करत आहोत ज्यातून तुम्ही पैसे भरले होते; परतावा पूर्ण झाल्यावर आम्ही पुन्हा कळवू.',
  'It was cash on delivery, so nothing was charged.':
    'ही कॅश ऑन डिलिव्हरी ऑर्डर होती, त्यामुळे कोणतेही पैसे घेतले गेले नाहीत.',
  'No payment was taken for it.': 'यासाठी कोणतेही पैसे घेतले गेले नाहीत.',
  'Please confirm your {shop} order #{id}': 'कृपया तुमच्या {shop} ऑर्डर #{id} ची पुष्टी करा',
  'Confirm order #{id} ({total}, cash on delivery) by {due}.':
    'ऑर्डर #{id} ({total}, कॅश ऑन डिलिव्हरी) ची पुष्टी करा; अंतिम मुदत: {due}.',
  'Please confirm your order': 'कृपया तुमच्या ऑर्डरची पुष्टी करा',
  'Thank you for your order #{id} of {total}, cash on delivery. Before we pack it, please confirm that you placed it and will be at the address to pay: one tap on the button below.':
    '{total} च्या तुमच्या ऑर्डर #{id} (कॅश ऑन डिलिव्हरी) बद्दल धन्यवाद. ती पॅक करण्यापूर्वी, ही ऑर्डर तुम्हीच दिली आहे आणि पैसे देण्यासाठी तुम्ही त्या पत्त्यावर असाल याची कृपया पुष्टी करा: खालील बटणावर फक्त एक टॅप.',
  'Confirm my order': 'माझ्या ऑर्डरची पुष्टी करा',
  'Or open this link: {link}': 'किंवा ही लिंक उघडा: {link}',
  'Sign in and confirm it under {page}.': 'साइन इन करा आणि {page} येथे तिची पुष्टी करा.',
  'If it is not confirmed by {due} (India time), the order is cancelled and nothing is charged. Did not place it? Ignore this mail.':
    'पुष्टी करण्याची अंतिम मुदत {due} (भारतीय वेळ) आहे; तोपर्यंत पुष्टी न झाल्यास ऑर्डर रद्द होईल आणि कोणतेही पैसे घेतले जाणार नाहीत. ही ऑर्डर तुम्ही दिली नाही? या मेलकडे दुर्लक्ष करा.',
  'Your {shop} order #{id} is cancelled': 'तुमची {shop} ऑर्डर #{id} रद्द झाली आहे',
  'Order #{id} is cancelled. {money}': 'ऑर्डर #{id} रद्द झाली आहे. {money}',
  'Your order is cancelled': 'तुमची ऑर्डर रद्द झाली आहे',
  'As you asked, we have cancelled your order #{id}.': 'तुम्ही सांगितल्याप्रमाणे आम्ही तुमची ऑर्डर #{id} रद्द केली आहे.',
  'We have cancelled your order #{id}: {reason}.': 'आम्ही तुमची ऑर्डर #{id} रद्द केली आहे: {reason}.',
  'We have cancelled your order #{id}.': 'आम्ही तुमची ऑर्डर #{id} रद्द केली आहे.',
  'Your order: {page}': 'तुमची ऑर्डर: {page}',
  'it was not confirmed by {due} (India time)': 'अंतिम मुदत {due} (भारतीय वेळ) होती, तोपर्यंत तिची पुष्टी झाली नाही',

  // Refunds of an order
  'A refund of {amount} for your {shop} order #{id} is on its way':
    'तुमच्या {shop} ऑर्डर #{id} साठी {amount} चा परतावा येत आहे',
  'Banks take up to 5-7 working days to show it.': 'तो दिसण्यासाठी बँकांना 5-7 कामकाजाचे दिवस लागू शकतात.',
  'Your refund is on its way': 'तुमचा परतावा येत आहे',
  'We have started a refund of {amount} for your order #{id} to the card, UPI or bank account you paid with. Banks take up to 5-7 working days to show it; we will write again when it is done.':
    'तुमच्या ऑर्डर #{id} साठी {amount} चा परतावा आम्ही त्याच कार्ड, UPI किंवा बँक खात्यात सुरू केला आहे ज्यातून तुम्ही पैसे भरले होते. तो दिसण्यासाठी बँकांना 5-7 कामकाजाचे दिवस लागू शकतात; तो पूर्ण झाल्यावर आम्ही पुन्हा कळवू.',
  "You can follow it on your order's page: {page}": 'तुम्ही तो तुमच्या ऑर्डरच्या पेजवर पाहू शकता: {page}',
  'We sent it by UPI or bank transfer (reference {reference}).':
    'आम्ही तो UPI किंवा बँक ट्रान्सफरने पाठवला आहे (संदर्भ {reference}).',
  'It goes back to the card, UPI or bank account you paid with (refund reference {reference}); your bank may take a few days to show it.':
    'तो त्याच कार्ड, UPI किंवा बँक खात्यात परत जातो ज्यातून तुम्ही पैसे भरले होते (परताव्याचा संदर्भ {reference}); तो दिसण्यासाठी तुमच्या बँकेला काही दिवस लागू शकतात.',
  'Your refund of {amount} for {shop} order #{id} is done':
    '{shop} ऑर्डर #{id} साठी तुमचा {amount} चा परतावा पूर्ण झाला आहे',
  'Your refund is done': 'तुमचा परतावा पूर्ण झाला आहे',
  'We have refunded {amount} for your order #{id}.': 'तुमच्या ऑर्डर #{id} साठी आम्ही {amount} परत केले आहेत.',
  "Our credit note {number} is on your order's page.": 'आमची क्रेडिट नोट {number} तुमच्या ऑर्डरच्या पेजवर आहे.',

  // Shipment statuses (order-state.ts's labels), as the Marathi pages show them
  'Order Placed': 'ऑर्डर झाली',
  'Pickup Generated': 'पिकअप ठरले',
  'Picked Up': 'पिकअप झाले',
  'In Transit': 'वाटेत',
  'Out for Delivery': 'डिलिव्हरीसाठी निघाली',
  Delivered: 'डिलिव्हर झाली',
  'RTO Initiated': 'RTO सुरू झाले',
  'RTO In Transit': 'RTO वाटेत',
  'RTO Delivered': 'RTO दुकानात पोहोचले',
  Cancelled: 'रद्द केली',
  Shipped: 'पाठवली',
  Pending: 'बाकी',

  // Reminders of a left cart, an unfinished payment, a purchase running out
  'Still on: {offer}. It is applied at checkout when your cart qualifies.':
    'अजूनही सुरू: {offer}. तुमचे कार्ट पात्र ठरल्यावर चेकआउटला ती आपोआप लागू होते.',
  'To stop reminders about your cart and unfinished payments, open {link} (or turn them off under My Profile > Order messages).':
    'तुमच्या कार्टबद्दल आणि अपूर्ण पेमेंटबद्दलचे रिमाइंडर थांबवण्यासाठी {link} उघडा (किंवा माझे प्रोफाइल > ऑर्डरचे संदेश येथे ते बंद करा).',
  'You left something in your cart at {shop}': '{shop} वरील तुमच्या कार्टमध्ये काहीतरी राहून गेले आहे',
  'Your cart at {shop} is still waiting': '{shop} वरील तुमचे कार्ट अजूनही तुमची वाट पाहत आहे',
  '{count, plural, one {# item} other {# items}} worth {value} are saved for you.':
    '{count, plural, one {{value} किमतीची # वस्तू तुमच्यासाठी जपून ठेवली आहे.} other {{value} किमतीच्या # वस्तू तुमच्यासाठी जपून ठेवल्या आहेत.}}',
  'Your cart is saved': 'तुमचे कार्ट जपून ठेवले आहे',
  'Still thinking it over?': 'अजून विचार करताय?',
  'You left these in your cart. We have kept them for you; pick up where you stopped:':
    'या वस्तू तुम्ही तुमच्या कार्टमध्ये ठेवल्या होत्या. आम्ही त्या तुमच्यासाठी जपून ठेवल्या आहेत; जिथे थांबला होतात तिथून पुढे सुरू करा:',
  'Your cart is still here. This is the last time we write about it:':
    'तुमचे कार्ट अजूनही इथेच आहे. याबद्दल आम्ही शेवटचे लिहीत आहोत:',
  Items: 'वस्तू',
  'Return to my cart': 'माझ्या कार्टवर परत जा',
  'Prices and stock are checked again at checkout. The link works for 7 days, after you log in.':
    'चेकआउटला किमती आणि स्टॉक पुन्हा तपासले जातात. लॉग इन केल्यानंतर ही लिंक 7 दिवस चालते.',
  'Complete your payment at {shop}': '{shop} वर तुमचे पेमेंट पूर्ण करा',
  'Your payment for order #{id} did not go through; your items are still in your cart.':
    'ऑर्डर #{id} साठीचे तुमचे पेमेंट झाले नाही; तुमच्या वस्तू अजूनही तुमच्या कार्टमध्ये आहेत.',
  'Complete your payment': 'तुमचे पेमेंट पूर्ण करा',
  'The payment for your order #{id} did not go through, so the order was not placed. Your items are still in your cart:':
    'तुमच्या ऑर्डर #{id} चे पेमेंट झाले नाही, त्यामुळे ऑर्डर झाली नाही. तुमच्या वस्तू अजूनही तुमच्या कार्टमध्ये आहेत:',
  'Complete my payment': 'माझे पेमेंट पूर्ण करा',
  'If money was taken from your account for it, your bank gives it back by itself, usually within 5-7 working days. At checkout you can also choose cash on delivery where it is offered.':
    'यासाठी तुमच्या खात्यातून पैसे कापले गेले असतील, तर तुमची बँक ते आपोआप परत करते, साधारणपणे 5-7 कामकाजाच्या दिवसांत. जिथे उपलब्ध असेल तिथे चेकआउटला तुम्ही कॅश ऑन डिलिव्हरीही निवडू शकता.',
  'Subscribe and save': 'सदस्यता घ्या आणि बचत करा',
  ': get it delivered every few weeks for {percent}% less, and never run out. Choose how often on its page: ':
    ': दर काही आठवड्यांनी {percent}% कमी किमतीत घरपोच मागवा, म्हणजे ते कधीच संपणार नाही. किती दिवसांनी, ते त्याच्या पेजवर निवडा: ',
  ': get it delivered every few weeks and never run out. Choose how often on its page: ':
    ': दर काही आठवड्यांनी घरपोच मागवा, म्हणजे ते कधीच संपणार नाही. किती दिवसांनी, ते त्याच्या पेजवर निवडा: ',
  'Running low on {product}?': '{product} संपत आले आहे का?',
  'You ordered {quantity} on {date}. Reorder in one tap.':
    'तुम्ही {date} रोजी {quantity} ऑर्डर केले होते. एका टॅपमध्ये पुन्हा ऑर्डर करा.',
  'Time to restock?': 'पुन्हा मागवण्याची वेळ झाली?',
  'You ordered {quantity} on {date}. That usually lasts about {days} days, so you may be running low soon:':
    'तुम्ही {date} रोजी {quantity} ऑर्डर केले होते. ते साधारणपणे {days} दिवस पुरते, त्यामुळे ते लवकरच संपत येईल:',
  'Reorder in one tap': 'एका टॅपमध्ये पुन्हा ऑर्डर करा',
  'The link puts the same in your cart; you check out as usual, and prices and stock are checked then. It works for {days} days, after you log in.':
    'ही लिंक त्याच वस्तू तुमच्या कार्टमध्ये टाकते; तुम्ही नेहमीप्रमाणे चेकआउट करा, आणि तेव्हाच किमती आणि स्टॉक तपासले जातात. लॉग इन केल्यानंतर ती {days} दिवस चालते.',
  'We write about each purchase once. To stop reminders like this one (and about your cart), open {link} (or turn them off under My Profile > Order messages).':
    'प्रत्येक खरेदीबद्दल आम्ही एकदाच लिहितो. असे रिमाइंडर (आणि तुमच्या कार्टबद्दलचे) थांबवण्यासाठी {link} उघडा (किंवा माझे प्रोफाइल > ऑर्डरचे संदेश येथे ते बंद करा).',

  // SMS and WhatsApp: the name a message uses when the shopper's has no letters
  Customer: 'ग्राहक',

  // Subscription mails (in the account's language)
  '{quantity} × {name} ({size})': '{quantity} × {name} ({size})',
  'Your subscription: {amount} on {date} for {name}': 'तुमची सदस्यता: {name} साठी {date} रोजी {amount}',
  '{what} is on its way soon. Skip, pause or cancel before {date} if you need to.':
    '{what} लवकरच तुमच्याकडे येत आहे. गरज असल्यास {date} पूर्वी वगळा, थांबवा किंवा रद्द करा.',
  'Your next delivery': 'तुमची पुढील डिलिव्हरी',
  'Your subscription (every {days} days) renews on {date}: we will take {amount} by your UPI AutoPay or card mandate and send you:':
    'तुमची सदस्यता (दर {days} दिवसांनी) {date} रोजी नूतनीकृत होईल: आम्ही तुमच्या UPI AutoPay किंवा कार्ड मँडेटद्वारे {amount} घेऊ आणि तुम्हाला पाठवू:',
  "Don't need it this time? Until the payment starts, about a day before {date}, you can skip this delivery, move it to another day or pause the subscription. Nothing is taken for a skipped delivery, and no sign-in is needed:":
    'या वेळी नको आहे? पेमेंट सुरू होईपर्यंत, म्हणजे {date} च्या साधारण एक दिवस आधीपर्यंत, तुम्ही ही डिलिव्हरी वगळू शकता, ती दुसऱ्या दिवशी हलवू शकता किंवा सदस्यता थांबवू शकता. वगळलेल्या डिलिव्हरीसाठी काहीही घेतले जात नाही, आणि साइन इन करण्याची गरज नाही:',
  'Skip, move or pause': 'वगळा, हलवा किंवा थांबवा',
  'To cancel or change the subscription, open {link}': 'सदस्यता रद्द करण्यासाठी किंवा बदलण्यासाठी {link} उघडा',
  'Skipped this time: {name} is sold out': 'या वेळी वगळली: {name} चा स्टॉक संपला आहे',
  'Nothing was taken. Your next delivery is due on {next}.':
    'काहीही घेतले गेले नाही. तुमची पुढील डिलिव्हरी {next} रोजी आहे.',
  'This delivery is skipped': 'ही डिलिव्हरी वगळली आहे',
  '{what} was sold out on {date}, so we skipped this delivery and took nothing. Your subscription carries on: the next delivery is due on {next}.':
    '{date} रोजी {what} चा स्टॉक संपला होता, त्यामुळे आम्ही ही डिलिव्हरी वगळली आणि काहीही घेतले नाही. तुमची सदस्यता सुरू आहे: पुढील डिलिव्हरी {next} रोजी आहे.',
  'To change, pause or cancel the subscription, open {link}':
    'सदस्यता बदलण्यासाठी, थांबवण्यासाठी किंवा रद्द करण्यासाठी {link} उघडा',
  'Payment for your subscription did not go through': 'तुमच्या सदस्यतेचे पेमेंट झाले नाही',
  'Your subscription is paused: the payment did not go through': 'तुमची सदस्यता थांबवली आहे: पेमेंट झाले नाही',
  'We will try again on {retry}, or you can pay now.':
    'आम्ही {retry} रोजी पुन्हा प्रयत्न करू, किंवा तुम्ही आत्ता पैसे भरू शकता.',
  'We tried three times. Pay now or resume it when you are ready.':
    'आम्ही तीन वेळा प्रयत्न केला. आत्ता पैसे भरा किंवा तुम्ही तयार असाल तेव्हा ती पुन्हा सुरू करा.',
  'The payment did not go through': 'पेमेंट झाले नाही',
  'We could not take {amount} for {what} due on {date}. We will try again on {retry}, or you can pay it now.':
    '{date} रोजी देय असलेल्या {what} साठी आम्ही {amount} घेऊ शकलो नाही. आम्ही {retry} रोजी पुन्हा प्रयत्न करू, किंवा तुम्ही ते आत्ता भरू शकता.',
  'We could not take {amount} for {what} due on {date}, after three tries, so your subscription is paused and nothing more will be taken. You can still pay for this delivery now, and resume the subscription from your profile when you are ready.':
    'तीन प्रयत्नांनंतरही {date} रोजी देय असलेल्या {what} साठी आम्ही {amount} घेऊ शकलो नाही, त्यामुळे तुमची सदस्यता थांबवली आहे आणि यापुढे काहीही घेतले जाणार नाही. तुम्ही या डिलिव्हरीचे पैसे अजूनही आत्ता भरू शकता, आणि तयार असाल तेव्हा तुमच्या प्रोफाइलमधून सदस्यता पुन्हा सुरू करू शकता.',
  'Pay now': 'आत्ता पैसे भरा',

  // Return mails (in the order's language)
  'Your return request #{returnId} for {shop} order #{id}':
    '{shop} ऑर्डर #{id} साठी तुमची रिटर्न विनंती #{returnId}',
  'We will review it within 2 business days and write to you.':
    'आम्ही 2 कामकाजाच्या दिवसांत ती तपासू आणि तुम्हाला कळवू.',
  'We have your return request': 'तुमची रिटर्न विनंती आम्हाला मिळाली आहे',
  'We have your request to return these items of order #{id} ({reason}):':
    'ऑर्डर #{id} मधील या वस्तू परत करण्याची तुमची विनंती आम्हाला मिळाली आहे ({reason}):',
  'Value of the return': 'रिटर्नचे मूल्य',
  'We will review it within 2 business days and write to you. If we accept it, {amount} comes back to you once the items reach us.':
    'आम्ही 2 कामकाजाच्या दिवसांत ती तपासू आणि तुम्हाला कळवू. ती स्वीकारल्यास, वस्तू आमच्याकडे पोहोचल्यावर {amount} तुम्हाला परत मिळतील.',
  "Follow it on your order's page: {link}": 'ती तुमच्या ऑर्डरच्या पेजवर पाहा: {link}',
  Damaged: 'खराब',
  Leaking: 'गळकी',
  'Wrong item': 'चुकीची वस्तू',
  Other: 'इतर',
  'Your return #{returnId} for {shop} order #{id}: {step}':
    '{shop} ऑर्डर #{id} साठी तुमचा रिटर्न #{returnId}: {step}',
  'Your order: {link}': 'तुमची ऑर्डर: {link}',
  'Return approved': 'रिटर्न मंजूर झाला',
  'Return rejected': 'रिटर्न नामंजूर झाला',
  'Return received': 'रिटर्न मिळाला',
  'Return refunded': 'रिटर्नचा परतावा झाला',
  'We have approved your return. A courier will come to collect the items (AWB {awb}): pack them securely, with the bottles closed, and keep them ready at the delivery address.':
    'आम्ही तुमचा रिटर्न मंजूर केला आहे. वस्तू घेण्यासाठी कुरिअर येईल (AWB {awb}): बाटल्या बंद करून त्या नीट पॅक करा, आणि डिलिव्हरीच्या पत्त्यावर तयार ठेवा.',
  'We have approved your return. A courier will come to collect the items: pack them securely, with the bottles closed, and keep them ready at the delivery address.':
    'आम्ही तुमचा रिटर्न मंजूर केला आहे. वस्तू घेण्यासाठी कुरिअर येईल: बाटल्या बंद करून त्या नीट पॅक करा, आणि डिलिव्हरीच्या पत्त्यावर तयार ठेवा.',
  'We have approved your return. Please pack the items securely, with the bottles closed, and keep them ready: we will call you to arrange the pickup (or reply to this mail to send them yourself).':
    'आम्ही तुमचा रिटर्न मंजूर केला आहे. कृपया बाटल्या बंद करून वस्तू नीट पॅक करा आणि तयार ठेवा: पिकअप ठरवण्यासाठी आम्ही तुम्हाला फोन करू (किंवा वस्तू स्वतः पाठवायच्या असल्यास या मेलला उत्तर द्या).',
  'We are sorry: we cannot accept your return.': 'क्षमस्व: आम्ही तुमचा रिटर्न स्वीकारू शकत नाही.',
  'Your returned items have reached us. We are checking them and will refund {amount} shortly.':
    'तुम्ही परत केलेल्या वस्तू आमच्याकडे पोहोचल्या आहेत. आम्ही त्या तपासत आहोत आणि लवकरच {amount} परत करू.',
  'We have refunded {amount} for your return; you will get a separate mail when the money reaches you.':
    'तुमच्या रिटर्नसाठी आम्ही {amount} परत केले आहेत; पैसे तुमच्यापर्यंत पोहोचल्यावर तुम्हाला वेगळा मेल येईल.',

  // Back-in-stock mails (in the language the alert was asked for in)
  'Back in stock: {name} ({size})': 'पुन्हा स्टॉकमध्ये: {name} ({size})',
  'You asked us to tell you; get it before it sells out again.':
    'तुम्ही आम्हाला कळवायला सांगितले होते; पुन्हा संपण्यापूर्वी घेऊन टाका.',
  'Back in stock': 'पुन्हा स्टॉकमध्ये',
  'Hello,': 'नमस्कार,',
  '{name} ({size}) is back in stock. You asked us to tell you; get it here before it sells out again:':
    '{name} ({size}) पुन्हा स्टॉकमध्ये आले आहे. तुम्ही आम्हाला कळवायला सांगितले होते; पुन्हा संपण्यापूर्वी ते इथून घ्या:',
  'Buy it now': 'आत्ता खरेदी करा',
  'We will not write about this size again unless you ask again.':
    'तुम्ही पुन्हा सांगितल्याशिवाय आम्ही या साइजबद्दल पुन्हा लिहिणार नाही.',
  'Confirm your alert: {name} ({size})': 'तुमचा अलर्ट निश्चित करा: {name} ({size})',
  'One click, and we write once it is back in stock.': 'एक क्लिक, आणि ते पुन्हा स्टॉकमध्ये आल्यावर आम्ही तुम्हाला लिहू.',
  'Confirm your back-in-stock alert': 'स्टॉकमध्ये परत आल्याचा अलर्ट निश्चित करा',
  'Someone, we hope you, asked us to e-mail this address when {name} ({size}) is back in stock. Confirm it here and we will write once, when it is back:':
    'कोणीतरी, आशा आहे तुम्हीच, {name} ({size}) पुन्हा स्टॉकमध्ये आल्यावर या पत्त्यावर ई-मेल करायला आम्हाला सांगितले आहे. इथे निश्चित करा, म्हणजे ते परत आल्यावर आम्ही एकदाच लिहू:',
  'Confirm my alert': 'माझा अलर्ट निश्चित करा',
  'Not you? Ignore this mail: without a confirmation we will not write about this size.':
    'तुम्ही नाही? या मेलकडे दुर्लक्ष करा: निश्चित केल्याशिवाय आम्ही या साइजबद्दल लिहिणार नाही.',

  // A failed delivery's mail (decision 0336)
  'We could not deliver your {shop} order #{id}': 'आम्ही तुमची {shop} ऑर्डर #{id} डिलिव्हर करू शकलो नाही',
  'Tell us when to try again, correct the address, or cancel.':
    'पुन्हा कधी प्रयत्न करायचा ते सांगा, पत्ता दुरुस्त करा, किंवा रद्द करा.',
  'We could not deliver your order': 'आम्ही तुमची ऑर्डर डिलिव्हर करू शकलो नाही',
  'The courier tried to deliver order #{id} but could not. The reason given: {reason}.':
    'कुरिअरने ऑर्डर #{id} डिलिव्हर करण्याचा प्रयत्न केला, पण ते जमले नाही. दिलेले कारण: {reason}.',
  'Tell us what to do, no sign-in needed: try again tomorrow or on a day you choose, correct the address or phone, or cancel the delivery.':
    'काय करायचे ते आम्हाला सांगा, साइन इनची गरज नाही: उद्या किंवा तुम्ही निवडलेल्या दिवशी पुन्हा प्रयत्न, पत्ता किंवा फोन दुरुस्त करणे, किंवा डिलिव्हरी रद्द करणे.',
  'Choose what happens next': 'पुढे काय व्हावे ते निवडा',
  'You pay {total} on delivery.': 'डिलिव्हरीच्या वेळी तुम्ही {total} भराल.',
  // The COD rules' words beside the cash choice at checkout (decision 0338), answered by the cart's quote.
  'Cash on delivery is not available for this phone number. Please pay online.':
    'या फोन नंबरसाठी कॅश ऑन डिलिव्हरी उपलब्ध नाही. कृपया ऑनलाइन पैसे भरा.',
  'Cash on delivery is not available for this order. Please pay online.':
    'या ऑर्डरसाठी कॅश ऑन डिलिव्हरी उपलब्ध नाही. कृपया ऑनलाइन पैसे भरा.',
  'We will send you a link to confirm this order before we ship it.':
    'ही ऑर्डर पाठवण्यापूर्वी तिची पुष्टी करण्यासाठी आम्ही तुम्हाला एक लिंक पाठवू.',
  'Pay {now} online now and {later} in cash on delivery.':
    '{now} आत्ता ऑनलाइन भरा आणि {later} डिलिव्हरीच्या वेळी रोख भरा.',
  'Cash on delivery is available on orders up to {cap}. Please pay online, or take something out of your cart.':
    '{cap} पर्यंतच्या ऑर्डरवर कॅश ऑन डिलिव्हरी उपलब्ध आहे. कृपया ऑनलाइन पैसे भरा, किंवा कार्टमधून काही वस्तू काढा.',
  'This cash order needs {now} paid online now. Please place it again to pay it.':
    'या रोख ऑर्डरसाठी आत्ता {now} ऑनलाइन भरणे आवश्यक आहे. ते भरण्यासाठी कृपया ऑर्डर पुन्हा द्या.',
};
