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
};
