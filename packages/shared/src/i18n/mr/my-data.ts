// /account/my-data in Marathi (decision 0358): the shopper's copy of their data, correction, nominee and erasure,
// keyed by the English text.
export const myData: Readonly<Record<string, string>> = {
  'My data | Chamak': 'माझा डेटा | Chamak',
  'My data': 'माझा डेटा',
  'Your rights under India’s Digital Personal Data Protection Rules: see what we hold about you, correct it, name someone to act for you, or have it erased. Each request gets a ticket number and an answer within {days} days.':
    'भारताच्या डिजिटल वैयक्तिक डेटा संरक्षण नियमांनुसार तुमचे अधिकार: आमच्याकडे तुमच्याबद्दल काय आहे ते पाहा, ते दुरुस्त करा, तुमच्या वतीने काम करण्यासाठी कोणाला नामनिर्देशित करा, किंवा ते पुसून टाकायला सांगा. प्रत्येक विनंतीला एक तिकीट क्रमांक मिळतो आणि {days} दिवसांत उत्तर.',
  'Loading your data...': 'तुमचा डेटा लोड होत आहे...',
  'Failed to load your data.': 'तुमचा डेटा लोड करता आला नाही.',
  // A request's answer
  'Your ticket: {ticket}': 'तुमचे तिकीट: {ticket}',
  'We have mailed you an acknowledgement. We answer by {date} at the latest.':
    'आम्ही तुम्हाला पोचपावती ईमेल केली आहे. आम्ही जास्तीत जास्त {date} पर्यंत उत्तर देऊ.',
  'Could not send your request. Please try again.': 'तुमची विनंती पाठवता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  'You can only ask about your own account.': 'तुम्ही फक्त तुमच्या स्वतःच्या खात्याबद्दलच विचारू शकता.',
  // Download a copy
  'Download a copy': 'एक प्रत डाउनलोड करा',
  'Everything we hold about you: profile, addresses, orders and their items, invoices and credit notes, returns, reviews, consents, the mails and messages we sent you, cart, wishlist, subscriptions, contact requests and saved GSTINs.':
    'आमच्याकडे तुमच्याबद्दल असलेले सर्व काही: प्रोफाइल, पत्ते, ऑर्डर आणि त्यांतील वस्तू, इनव्हॉइस आणि क्रेडिट नोट, परतावे, पुनरावलोकने, संमती, आम्ही तुम्हाला पाठवलेले ईमेल आणि संदेश, कार्ट, विशलिस्ट, सबस्क्रिप्शन, संपर्क विनंत्या आणि जतन केलेले GSTIN.',
  'Preparing…': 'तयार होत आहे…',
  'Download JSON': 'JSON डाउनलोड करा',
  'Download PDF': 'PDF डाउनलोड करा',
  'Your data is downloaded.': 'तुमचा डेटा डाउनलोड झाला.',
  'Could not download your data. Please try again.': 'तुमचा डेटा डाउनलोड करता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  // Correct your data
  'Correct your data': 'तुमचा डेटा दुरुस्त करा',
  'Change your name, e-mail and phone in {profile}, and your addresses in {addresses}. For anything else, tell us what is wrong:':
    'तुमचे नाव, ईमेल आणि फोन {profile} मध्ये, आणि तुमचे पत्ते {addresses} मध्ये बदला. इतर कशासाठीही, काय चुकले आहे ते आम्हाला सांगा:',
  'My Addresses': 'माझे पत्ते',
  'What should be corrected': 'काय दुरुस्त करायचे आहे',
  'Ask for a correction': 'दुरुस्तीची विनंती करा',
  'Please say what should be corrected.': 'कृपया काय दुरुस्त करायचे आहे ते सांगा.',
  'We have your correction request.': 'आम्हाला तुमची दुरुस्तीची विनंती मिळाली आहे.',
  // Your nominee
  'Your nominee': 'तुमचा नामनिर्देशित व्यक्ती',
  'Someone who may use your rights over your data if you die or cannot act yourself.':
    'तुमचा मृत्यू झाल्यास किंवा तुम्ही स्वतः काही करू शकत नसल्यास तुमच्या डेटावरील तुमचे अधिकार वापरू शकेल अशी व्यक्ती.',
  Relation: 'नाते',
  'E-mail': 'ईमेल',
  'Change nominee': 'नामनिर्देशित व्यक्ती बदला',
  'Nominee’s name': 'नामनिर्देशित व्यक्तीचे नाव',
  'Relation to you': 'तुमच्याशी नाते',
  'Nominee’s e-mail': 'नामनिर्देशित व्यक्तीचा ईमेल',
  'An e-mail or a mobile number, or both.': 'ईमेल किंवा मोबाइल नंबर, किंवा दोन्ही.',
  'Nominee’s mobile': 'नामनिर्देशित व्यक्तीचा मोबाइल',
  'Saving…': 'जतन करत आहोत…',
  'Save nominee': 'नामनिर्देशित व्यक्ती जतन करा',
  'Your nominee is saved. Ticket {ticket}.': 'तुमचा नामनिर्देशित व्यक्ती जतन झाला. तिकीट {ticket}.',
  'Could not save your nominee. Please try again.':
    'तुमचा नामनिर्देशित व्यक्ती जतन करता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  'Please give your nominee’s name.': 'कृपया तुमच्या नामनिर्देशित व्यक्तीचे नाव द्या.',
  'Please say how they are related to you.': 'कृपया ती व्यक्ती तुमची कोण लागते ते सांगा.',
  'Please give your nominee’s e-mail or mobile number.':
    'कृपया तुमच्या नामनिर्देशित व्यक्तीचा ईमेल किंवा मोबाइल नंबर द्या.',
  'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.':
    '6, 7, 8 किंवा 9 ने सुरू होणारा 10 अंकी मोबाइल नंबर टाका.',
  // Erase my data
  'Erase my data': 'माझा डेटा पुसून टाका',
  'What we keep, and why': 'आम्ही काय ठेवतो, आणि का',
  'We keep your GST invoices and credit notes for {years} years, as the GST law requires; they keep the name and address the order was billed to. Everything else is erased or anonymised: your profile, addresses, cart, wishlist, reviews, saved GSTINs, and the e-mail and phone on your orders.':
    'GST कायद्यानुसार आम्ही तुमचे GST इनव्हॉइस आणि क्रेडिट नोट {years} वर्षे ठेवतो; त्यांत ऑर्डरचे बिल ज्या नावावर आणि पत्त्यावर झाले ते राहते. बाकी सर्व काही पुसून टाकले जाते किंवा निनावी केले जाते: तुमचे प्रोफाइल, पत्ते, कार्ट, विशलिस्ट, पुनरावलोकने, जतन केलेले GSTIN, आणि तुमच्या ऑर्डरवरील ईमेल आणि फोन.',
  'Order #{order} is still on its way.': 'ऑर्डर #{order} अजून वाटेत आहे.',
  'We will erase your data once order #{order} is delivered; invoices are kept {years} years as the GST law requires.':
    'ऑर्डर #{order} पोहोचल्यावर आम्ही तुमचा डेटा पुसून टाकू; GST कायद्यानुसार इनव्हॉइस {years} वर्षे ठेवले जातात.',
  'We have your erasure request and will erase your data within {days} days; invoices are kept {years} years as the GST law requires.':
    'आम्हाला तुमची डेटा पुसून टाकण्याची विनंती मिळाली आहे आणि आम्ही {days} दिवसांत तुमचा डेटा पुसून टाकू; GST कायद्यानुसार इनव्हॉइस {years} वर्षे ठेवले जातात.',
  'You already asked for erasure; this is that request.':
    'तुम्ही आधीच डेटा पुसून टाकण्याची विनंती केली आहे; ही तीच विनंती आहे.',
  'Request erasure': 'डेटा पुसून टाकण्याची विनंती करा',
  'Erase your data?': 'तुमचा डेटा पुसून टाकायचा?',
  'You will be signed out once it is done.': 'हे झाल्यावर तुम्ही साइन आउट व्हाल.',
  'Yes, erase my data': 'हो, माझा डेटा पुसून टाका',
  // Your requests
  'Your requests': 'तुमच्या विनंत्या',
  'Copy of my data': 'माझ्या डेटाची प्रत',
  Nominee: 'नामनिर्देशित व्यक्ती',
  'In progress': 'प्रगतीपथावर',
  Held: 'थांबवली आहे',
  Done: 'पूर्ण झाली',
  Refused: 'नाकारली',
  'Received {date}': '{date} रोजी मिळाली',
  'answer by {date}': '{date} पर्यंत उत्तर',
};
