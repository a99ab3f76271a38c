// /account/my-data in Hindi (decision 0358): the shopper's copy of their data, correction, nominee and erasure,
// keyed by the English text.
export const myData: Readonly<Record<string, string>> = {
  'My data | Chamak': 'मेरा डेटा | Chamak',
  'My data': 'मेरा डेटा',
  'Your rights under India’s Digital Personal Data Protection Rules: see what we hold about you, correct it, name someone to act for you, or have it erased. Each request gets a ticket number and an answer within {days} days.':
    'भारत के डिजिटल व्यक्तिगत डेटा संरक्षण नियमों के तहत आपके अधिकार: देखें कि हमारे पास आपके बारे में क्या है, उसे सुधारें, अपनी ओर से काम करने के लिए किसी को नामित करें, या उसे मिटवा दें। हर अनुरोध को एक टिकट नंबर मिलता है और {days} दिनों के भीतर जवाब।',
  'Loading your data...': 'आपका डेटा लोड हो रहा है...',
  'Failed to load your data.': 'आपका डेटा लोड नहीं हो सका।',
  // A request's answer
  'Your ticket: {ticket}': 'आपका टिकट: {ticket}',
  'We have mailed you an acknowledgement. We answer by {date} at the latest.':
    'हमने आपको पावती ईमेल कर दी है। हम अधिकतम {date} तक जवाब देंगे।',
  'Could not send your request. Please try again.': 'आपका अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'You can only ask about your own account.': 'आप केवल अपने खाते के बारे में ही पूछ सकते हैं।',
  // Download a copy
  'Download a copy': 'एक कॉपी डाउनलोड करें',
  'Everything we hold about you: profile, addresses, orders and their items, invoices and credit notes, returns, reviews, consents, the mails and messages we sent you, cart, wishlist, subscriptions, contact requests and saved GSTINs.':
    'आपके बारे में हमारे पास जो कुछ है: प्रोफ़ाइल, पते, ऑर्डर और उनके आइटम, इनवॉइस और क्रेडिट नोट, रिटर्न, समीक्षाएँ, सहमतियाँ, हमारे भेजे ईमेल और संदेश, कार्ट, विशलिस्ट, सब्सक्रिप्शन, संपर्क अनुरोध और सहेजे गए GSTIN।',
  'Preparing…': 'तैयार हो रहा है…',
  'Download JSON': 'JSON डाउनलोड करें',
  'Download PDF': 'PDF डाउनलोड करें',
  'Your data is downloaded.': 'आपका डेटा डाउनलोड हो गया।',
  'Could not download your data. Please try again.': 'आपका डेटा डाउनलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  // Correct your data
  'Correct your data': 'अपना डेटा सुधारें',
  'Change your name, e-mail and phone in {profile}, and your addresses in {addresses}. For anything else, tell us what is wrong:':
    'अपना नाम, ईमेल और फ़ोन {profile} में, और अपने पते {addresses} में बदलें। बाकी किसी भी चीज़ के लिए हमें बताइए कि क्या गलत है:',
  'My Addresses': 'मेरे पते',
  'What should be corrected': 'क्या सुधारना है',
  'Ask for a correction': 'सुधार का अनुरोध करें',
  'Please say what should be corrected.': 'कृपया बताइए कि क्या सुधारना है।',
  'We have your correction request.': 'हमें आपका सुधार का अनुरोध मिल गया है।',
  // Your nominee
  'Your nominee': 'आपका नामित व्यक्ति',
  'Someone who may use your rights over your data if you die or cannot act yourself.':
    'कोई ऐसा व्यक्ति जो आपकी मृत्यु होने पर या आपके खुद कुछ न कर पाने पर आपके डेटा से जुड़े आपके अधिकारों का उपयोग कर सके।',
  Relation: 'रिश्ता',
  'E-mail': 'ईमेल',
  'Change nominee': 'नामित व्यक्ति बदलें',
  'Nominee’s name': 'नामित व्यक्ति का नाम',
  'Relation to you': 'आपसे रिश्ता',
  'Nominee’s e-mail': 'नामित व्यक्ति का ईमेल',
  'An e-mail or a mobile number, or both.': 'ईमेल या मोबाइल नंबर, या दोनों।',
  'Nominee’s mobile': 'नामित व्यक्ति का मोबाइल',
  'Saving…': 'सहेज रहे हैं…',
  'Save nominee': 'नामित व्यक्ति सहेजें',
  'Your nominee is saved. Ticket {ticket}.': 'आपका नामित व्यक्ति सहेज लिया गया है। टिकट {ticket}।',
  'Could not save your nominee. Please try again.': 'आपका नामित व्यक्ति सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'Please give your nominee’s name.': 'कृपया अपने नामित व्यक्ति का नाम बताइए।',
  'Please say how they are related to you.': 'कृपया बताइए कि वे आपके क्या लगते हैं।',
  'Please give your nominee’s e-mail or mobile number.': 'कृपया अपने नामित व्यक्ति का ईमेल या मोबाइल नंबर बताइए।',
  'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.':
    '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर डालें।',
  // Erase my data
  'Erase my data': 'मेरा डेटा मिटाएँ',
  'What we keep, and why': 'हम क्या रखते हैं, और क्यों',
  'We keep your GST invoices and credit notes for {years} years, as the GST law requires; they keep the name and address the order was billed to. Everything else is erased or anonymised: your profile, addresses, cart, wishlist, reviews, saved GSTINs, and the e-mail and phone on your orders.':
    'GST कानून के अनुसार हम आपके GST इनवॉइस और क्रेडिट नोट {years} साल तक रखते हैं; उनमें वह नाम और पता रहता है जिस पर ऑर्डर का बिल बना था। बाकी सब कुछ मिटा दिया जाता है या गुमनाम कर दिया जाता है: आपकी प्रोफ़ाइल, पते, कार्ट, विशलिस्ट, समीक्षाएँ, सहेजे गए GSTIN, और आपके ऑर्डरों पर दर्ज ईमेल और फ़ोन।',
  'Order #{order} is still on its way.': 'ऑर्डर #{order} अभी रास्ते में है।',
  'We will erase your data once order #{order} is delivered; invoices are kept {years} years as the GST law requires.':
    'ऑर्डर #{order} डिलीवर होते ही हम आपका डेटा मिटा देंगे; GST कानून के अनुसार इनवॉइस {years} साल तक रखे जाते हैं।',
  'We have your erasure request and will erase your data within {days} days; invoices are kept {years} years as the GST law requires.':
    'हमें आपका डेटा मिटाने का अनुरोध मिल गया है और हम {days} दिनों के भीतर आपका डेटा मिटा देंगे; GST कानून के अनुसार इनवॉइस {years} साल तक रखे जाते हैं।',
  'You already asked for erasure; this is that request.':
    'आप पहले ही डेटा मिटाने का अनुरोध कर चुके हैं; यह वही अनुरोध है।',
  'Request erasure': 'डेटा मिटाने का अनुरोध करें',
  'Erase your data?': 'अपना डेटा मिटाएँ?',
  'You will be signed out once it is done.': 'यह हो जाने पर आप साइन आउट हो जाएँगे।',
  'Yes, erase my data': 'हाँ, मेरा डेटा मिटाएँ',
  // Your requests
  'Your requests': 'आपके अनुरोध',
  'Copy of my data': 'मेरे डेटा की कॉपी',
  Nominee: 'नामित व्यक्ति',
  'In progress': 'प्रगति पर',
  Held: 'रुका हुआ',
  Done: 'पूरा हुआ',
  Refused: 'अस्वीकृत',
  'Received {date}': '{date} को मिला',
  'answer by {date}': '{date} तक जवाब',
};
