// The business buyer's words in Marathi (decision 0340): the checkout's "Buying for a business? Add GSTIN" block
// and the account page's saved GSTINs.
export const businessBuyers: Readonly<Record<string, string>> = {
  'Buying for a business? Add GSTIN': 'व्यवसायासाठी खरेदी करत आहात? जीएसटीआयएन जोडा',
  'Get a GST tax invoice in your business’s name to claim input tax credit.':
    'इनपुट टॅक्स क्रेडिट घेण्यासाठी तुमच्या व्यवसायाच्या नावे जीएसटी कर बीजक मिळवा.',
  'Your saved GSTINs': 'तुमचे जतन केलेले जीएसटीआयएन',
  'A new GSTIN': 'नवीन जीएसटीआयएन',
  GSTIN: 'जीएसटीआयएन',
  'Business name (as registered for GST)': 'व्यवसायाचे नाव (जीएसटीमध्ये नोंदवल्याप्रमाणे)',
  'Billing address of the registration': 'नोंदणीचा बिलिंग पत्ता',
  'Building, street, area': 'इमारत, रस्ता, परिसर',
  'Billing city': 'बिलिंग शहर',
  'Billing state': 'बिलिंग राज्य',
  'Billing PIN code': 'बिलिंग पिन कोड',
  'Save this GSTIN for next time': 'हा जीएसटीआयएन पुढच्या वेळेसाठी जतन करा',
  'GST is charged by the delivery address’s state.': 'जीएसटी डिलिव्हरी पत्त्याच्या राज्यानुसार लागतो.',
  'Business GSTINs': 'व्यवसायाचे जीएसटीआयएन',
  'GSTINs you saved at checkout, for a GST tax invoice in your business’s name.':
    'चेकआउटवर जतन केलेले जीएसटीआयएन, तुमच्या व्यवसायाच्या नावे जीएसटी कर बीजकासाठी.',
  'Loading your GSTINs...': 'तुमचे जीएसटीआयएन लोड होत आहेत...',
  'Failed to load your GSTINs.': 'तुमचे जीएसटीआयएन लोड होऊ शकले नाहीत.',
  'No saved GSTINs yet. Tick “Save this GSTIN for next time” at checkout.':
    'अजून एकही जीएसटीआयएन जतन केलेला नाही. चेकआउटवर “हा जीएसटीआयएन पुढच्या वेळेसाठी जतन करा” निवडा.',
  'Saved GSTINs': 'जतन केलेले जीएसटीआयएन',
  'GSTIN deleted': 'जीएसटीआयएन काढला',
  'Could not delete the GSTIN. Please try again.': 'जीएसटीआयएन काढता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  'Delete this GSTIN?': 'हा जीएसटीआयएन काढायचा?',
  '{gstin} ({name}) will be removed from your saved GSTINs. Orders already placed keep it.':
    '{gstin} ({name}) तुमच्या जतन केलेल्या जीएसटीआयएनमधून काढला जाईल. आधी दिलेल्या ऑर्डरमध्ये तो राहील.',
  // The checkout block's messages (business-errors.ts).
  'Business name is required': 'व्यवसायाचे नाव आवश्यक आहे',
  'Business name is too long': 'व्यवसायाचे नाव खूप मोठे आहे',
  'Billing address is required': 'बिलिंग पत्ता आवश्यक आहे',
  'Billing address is too long': 'बिलिंग पत्ता खूप मोठा आहे',
  'Billing city is required': 'बिलिंग शहर आवश्यक आहे',
  'Please select the state of the billing address': 'कृपया बिलिंग पत्त्याचे राज्य निवडा',
  'Billing PIN code must be a valid 6-digit PIN code': 'बिलिंग पिन कोड 6 अंकी वैध पिन कोड असावा',
  'GSTIN is required': 'जीएसटीआयएन आवश्यक आहे',
  'GSTIN must be 15 characters': 'जीएसटीआयएन 15 अक्षरांचा असावा',
  'GSTIN must start with a valid state code': 'जीएसटीआयएन वैध राज्य कोडने सुरू व्हावा',
  'GSTIN must carry a valid PAN (characters 3 to 12)': 'जीएसटीआयएनमध्ये वैध पॅन असावा (अक्षरे 3 ते 12)',
  'GSTIN is not in the right format': 'जीएसटीआयएन योग्य स्वरूपात नाही',
  'GSTIN check character does not match': 'जीएसटीआयएनचे तपासणी अक्षर जुळत नाही',
  'GSTIN {gstin} is registered in state code {code}, but the billing address is in {state} ({stateCode})':
    'जीएसटीआयएन {gstin} राज्य कोड {code} मध्ये नोंदणीकृत आहे, पण बिलिंग पत्ता {state} ({stateCode}) मध्ये आहे',
};
