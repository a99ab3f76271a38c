// The privacy notice, the consent boxes, the analytics banner and Profile → Privacy in Marathi (decision 0357),
// keyed by the English text.
export const privacy: Readonly<Record<string, string>> = {
  // Where personal data is collected (components/privacy-consent.tsx)
  'How we use your data:': 'आम्ही तुमचा डेटा कसा वापरतो:',
  'Privacy notice': 'गोपनीयता सूचना',
  Optional: 'ऐच्छिक',
  'Offers and news by e-mail': 'ई-मेलवर ऑफर आणि बातम्या',
  'Offers and news by WhatsApp or SMS': 'WhatsApp किंवा SMS वर ऑफर आणि बातम्या',
  // The analytics banner (components/analytics-banner.tsx)
  'Analytics choice': 'ॲनालिटिक्सची निवड',
  'May we measure visits to improve the shop? Nothing else is tracked without your yes.':
    'दुकान सुधारण्यासाठी आम्ही भेटी मोजू शकतो का? तुमच्या होकाराशिवाय दुसरे काहीही ट्रॅक होत नाही.',
  Accept: 'स्वीकारा',
  Decline: 'नाकारा',
  // /privacy (features/content/privacy-notice-page.tsx)
  Access: 'प्रवेश',
  Correction: 'दुरुस्ती',
  Erasure: 'पुसून टाकणे',
  Nomination: 'नामनिर्देशन',
  Grievance: 'तक्रार',
  'Version {version}, published {date}': 'आवृत्ती {version}, {date} रोजी प्रकाशित',
  'The personal data we collect, and what for': 'आम्ही कोणता वैयक्तिक डेटा घेतो, आणि कशासाठी',
  'Withdrawing your consent': 'तुमची संमती मागे घेणे',
  'Complaining to the Data Protection Board of India': 'भारतीय डेटा संरक्षण मंडळाकडे तक्रार',
  'Who answers questions about your data': 'तुमच्या डेटाबद्दलच्या प्रश्नांना कोण उत्तर देतो',
  // Profile → Privacy (features/account/privacy-panel.tsx)
  Privacy: 'गोपनीयता',
  'Order updates (needed to deliver your order)': 'ऑर्डर अपडेट (तुमची ऑर्डर पोहोचवण्यासाठी आवश्यक)',
  'Analytics and advertising measurement': 'ॲनालिटिक्स आणि जाहिरातींचे मोजमाप',
  'Not allowed': 'परवानगी नाही',
  'Allowed since {when}': '{when} पासून परवानगी आहे',
  'Stopped on {when}': '{when} रोजी बंद केले',
  'Allowed since {when}, under notice version {version}':
    '{when} पासून परवानगी आहे, सूचना आवृत्ती {version} अंतर्गत',
  'Stopped on {when}, under notice version {version}': '{when} रोजी बंद केले, सूचना आवृत्ती {version} अंतर्गत',
  'Allowed. You can stop it at any time.': 'परवानगी दिली. तुम्ही ती कधीही बंद करू शकता.',
  'Stopped. You can allow it at any time.': 'बंद केले. तुम्ही ते कधीही पुन्हा सुरू करू शकता.',
  'What the shop may use your data for. Change any of them at any time.':
    'दुकान तुमचा डेटा कशासाठी वापरू शकते. यापैकी काहीही कधीही बदला.',
  'Comes with each order you place': 'तुमच्या प्रत्येक ऑर्डरसोबत येते',
  Stop: 'बंद करा',
  Allow: 'परवानगी द्या',
  'Download, correct or erase my data': 'माझा डेटा डाउनलोड करा, दुरुस्त करा किंवा पुसून टाका',
};
