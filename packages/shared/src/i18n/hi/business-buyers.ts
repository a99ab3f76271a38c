// The business buyer's words in Hindi (decision 0340): the checkout's "Buying for a business? Add GSTIN" block and
// the account page's saved GSTINs.
export const businessBuyers: Readonly<Record<string, string>> = {
  'Buying for a business? Add GSTIN': 'व्यवसाय के लिए खरीद रहे हैं? जीएसटीआईएन जोड़ें',
  'Get a GST tax invoice in your business’s name to claim input tax credit.':
    'इनपुट टैक्स क्रेडिट लेने के लिए अपने व्यवसाय के नाम पर जीएसटी कर बीजक पाएँ।',
  'Your saved GSTINs': 'आपके सहेजे गए जीएसटीआईएन',
  'A new GSTIN': 'नया जीएसटीआईएन',
  GSTIN: 'जीएसटीआईएन',
  'Business name (as registered for GST)': 'व्यवसाय का नाम (जैसा जीएसटी में पंजीकृत है)',
  'Billing address of the registration': 'पंजीकरण का बिलिंग पता',
  'Building, street, area': 'भवन, गली, क्षेत्र',
  'Billing city': 'बिलिंग शहर',
  'Billing state': 'बिलिंग राज्य',
  'Billing PIN code': 'बिलिंग पिन कोड',
  'Save this GSTIN for next time': 'यह जीएसटीआईएन अगली बार के लिए सहेजें',
  'GST is charged by the delivery address’s state.': 'जीएसटी डिलीवरी पते के राज्य के अनुसार लगता है।',
  'Business GSTINs': 'व्यवसाय के जीएसटीआईएन',
  'GSTINs you saved at checkout, for a GST tax invoice in your business’s name.':
    'चेकआउट पर सहेजे गए जीएसटीआईएन, आपके व्यवसाय के नाम पर जीएसटी कर बीजक के लिए।',
  'Loading your GSTINs...': 'आपके जीएसटीआईएन लोड हो रहे हैं...',
  'Failed to load your GSTINs.': 'आपके जीएसटीआईएन लोड नहीं हो सके।',
  'No saved GSTINs yet. Tick “Save this GSTIN for next time” at checkout.':
    'अभी कोई सहेजा गया जीएसटीआईएन नहीं है। चेकआउट पर “यह जीएसटीआईएन अगली बार के लिए सहेजें” चुनें।',
  'Saved GSTINs': 'सहेजे गए जीएसटीआईएन',
  'GSTIN deleted': 'जीएसटीआईएन हटा दिया गया',
  'Could not delete the GSTIN. Please try again.': 'जीएसटीआईएन हटाया नहीं जा सका। कृपया फिर से कोशिश करें।',
  'Delete this GSTIN?': 'यह जीएसटीआईएन हटाएँ?',
  '{gstin} ({name}) will be removed from your saved GSTINs. Orders already placed keep it.':
    '{gstin} ({name}) आपके सहेजे गए जीएसटीआईएन से हटा दिया जाएगा। पहले दिए गए ऑर्डर में यह बना रहेगा।',
  // The checkout block's messages (business-errors.ts).
  'Business name is required': 'व्यवसाय का नाम आवश्यक है',
  'Business name is too long': 'व्यवसाय का नाम बहुत लंबा है',
  'Billing address is required': 'बिलिंग पता आवश्यक है',
  'Billing address is too long': 'बिलिंग पता बहुत लंबा है',
  'Billing city is required': 'बिलिंग शहर आवश्यक है',
  'Please select the state of the billing address': 'कृपया बिलिंग पते का राज्य चुनें',
  'Billing PIN code must be a valid 6-digit PIN code': 'बिलिंग पिन कोड 6 अंकों का मान्य पिन कोड होना चाहिए',
  'GSTIN is required': 'जीएसटीआईएन आवश्यक है',
  'GSTIN must be 15 characters': 'जीएसटीआईएन 15 अक्षरों का होना चाहिए',
  'GSTIN must start with a valid state code': 'जीएसटीआईएन मान्य राज्य कोड से शुरू होना चाहिए',
  'GSTIN must carry a valid PAN (characters 3 to 12)': 'जीएसटीआईएन में मान्य पैन होना चाहिए (अक्षर 3 से 12)',
  'GSTIN is not in the right format': 'जीएसटीआईएन सही प्रारूप में नहीं है',
  'GSTIN check character does not match': 'जीएसटीआईएन का जाँच अक्षर मेल नहीं खाता',
  'GSTIN {gstin} is registered in state code {code}, but the billing address is in {state} ({stateCode})':
    'जीएसटीआईएन {gstin} राज्य कोड {code} में पंजीकृत है, पर बिलिंग पता {state} ({stateCode}) में है',
};
