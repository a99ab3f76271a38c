// The grievance page in Hindi (decision 0359), keyed by the English text.
export const grievances: Readonly<Record<string, string>> = {
  'Raise a grievance': 'शिकायत दर्ज करें',
  'Tell us what went wrong with an order, a product, a payment or your personal data.':
    'बताइए कि ऑर्डर, उत्पाद, भुगतान या आपके निजी डेटा के साथ क्या गलत हुआ।',
  optional: 'वैकल्पिक',
  Subject: 'विषय',
  Description: 'विवरण',
  'Submit grievance': 'शिकायत भेजें',
  'Grievance registered': 'शिकायत दर्ज हो गई',
  'Your ticket number is {number}. We have mailed you an acknowledgement.':
    'आपका टिकट नंबर {number} है। हमने आपको पावती ईमेल कर दी है।',
  'We will resolve it by {date} at the latest.': 'हम इसे अधिकतम {date} तक सुलझा देंगे।',
  'File another grievance': 'एक और शिकायत दर्ज करें',
  'We acknowledge every grievance within 48 hours with a ticket number, and resolve it within one month of receiving it.':
    'हम हर शिकायत की पावती 48 घंटों के भीतर टिकट नंबर के साथ देते हैं, और मिलने के एक महीने के भीतर उसे सुलझाते हैं।',
};
