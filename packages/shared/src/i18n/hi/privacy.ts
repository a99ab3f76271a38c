// The privacy notice, the consent boxes, the analytics banner and Profile → Privacy in Hindi (decision 0357), keyed
// by the English text.
export const privacy: Readonly<Record<string, string>> = {
  // Where personal data is collected (components/privacy-consent.tsx)
  'How we use your data:': 'हम आपके डेटा का उपयोग कैसे करते हैं:',
  'Privacy notice': 'गोपनीयता सूचना',
  Optional: 'वैकल्पिक',
  'Offers and news by e-mail': 'ई-मेल से ऑफ़र और खबरें',
  'Offers and news by WhatsApp or SMS': 'WhatsApp या SMS से ऑफ़र और खबरें',
  // The analytics banner (components/analytics-banner.tsx)
  'Analytics choice': 'एनालिटिक्स का चुनाव',
  'May we measure visits to improve the shop? Nothing else is tracked without your yes.':
    'क्या हम दुकान बेहतर बनाने के लिए विज़िट गिन सकते हैं? आपकी हाँ के बिना और कुछ ट्रैक नहीं होता।',
  Accept: 'स्वीकार करें',
  Decline: 'मना करें',
  // /privacy (features/content/privacy-notice-page.tsx)
  Access: 'पहुँच',
  Correction: 'सुधार',
  Erasure: 'मिटाना',
  Nomination: 'नामांकन',
  Grievance: 'शिकायत',
  'Version {version}, published {date}': 'संस्करण {version}, {date} को प्रकाशित',
  'The personal data we collect, and what for': 'हम कौन-सा निजी डेटा लेते हैं, और किसलिए',
  'Withdrawing your consent': 'अपनी सहमति वापस लेना',
  'Complaining to the Data Protection Board of India': 'भारतीय डेटा संरक्षण बोर्ड से शिकायत',
  'Who answers questions about your data': 'आपके डेटा से जुड़े सवालों का जवाब कौन देता है',
  // Profile → Privacy (features/account/privacy-panel.tsx)
  Privacy: 'गोपनीयता',
  'Order updates (needed to deliver your order)': 'ऑर्डर अपडेट (आपका ऑर्डर पहुँचाने के लिए ज़रूरी)',
  'Analytics and advertising measurement': 'एनालिटिक्स और विज्ञापन का मापन',
  'Not allowed': 'अनुमति नहीं',
  'Allowed since {when}': '{when} से अनुमति है',
  'Stopped on {when}': '{when} को बंद किया',
  'Allowed since {when}, under notice version {version}': '{when} से अनुमति है, सूचना संस्करण {version} के तहत',
  'Stopped on {when}, under notice version {version}': '{when} को बंद किया, सूचना संस्करण {version} के तहत',
  'Allowed. You can stop it at any time.': 'अनुमति दी गई। आप इसे कभी भी बंद कर सकते हैं।',
  'Stopped. You can allow it at any time.': 'बंद किया गया। आप इसे कभी भी फिर से चालू कर सकते हैं।',
  'What the shop may use your data for. Change any of them at any time.':
    'दुकान आपके डेटा का उपयोग किन कामों के लिए कर सकती है। इनमें से किसी को भी कभी भी बदलें।',
  'Comes with each order you place': 'आपके हर ऑर्डर के साथ आता है',
  Stop: 'बंद करें',
  Allow: 'अनुमति दें',
  'Download, correct or erase my data': 'मेरा डेटा डाउनलोड करें, सुधारें या मिटाएँ',
};
