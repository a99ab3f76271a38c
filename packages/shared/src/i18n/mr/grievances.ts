// The grievance page in Marathi (decision 0359), keyed by the English text.
export const grievances: Readonly<Record<string, string>> = {
  'Raise a grievance': 'तक्रार नोंदवा',
  'Tell us what went wrong with an order, a product, a payment or your personal data.':
    'ऑर्डर, उत्पादन, पेमेंट किंवा तुमच्या वैयक्तिक डेटाबाबत काय चुकले ते सांगा.',
  optional: 'ऐच्छिक',
  Subject: 'विषय',
  Description: 'तपशील',
  'Submit grievance': 'तक्रार पाठवा',
  'Grievance registered': 'तक्रार नोंदवली गेली',
  'Your ticket number is {number}. We have mailed you an acknowledgement.':
    'तुमचा तिकीट क्रमांक {number} आहे. आम्ही तुम्हाला पोचपावती ईमेल केली आहे.',
  'We will resolve it by {date} at the latest.': 'आम्ही ती जास्तीत जास्त {date} पर्यंत सोडवू.',
  'File another grievance': 'आणखी एक तक्रार नोंदवा',
  'We acknowledge every grievance within 48 hours with a ticket number, and resolve it within one month of receiving it.':
    'आम्ही प्रत्येक तक्रारीची पोचपावती 48 तासांत तिकीट क्रमांकासह देतो आणि ती मिळाल्यापासून एका महिन्यात सोडवतो.',
};
