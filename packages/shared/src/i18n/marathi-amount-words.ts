// An amount in Marathi words, as a Marathi invoice writes it beside the English ("एक हजार दोनशे पाच रुपये आणि पन्नास
// पैसे फक्त"): like Hindi, every number from one to ninety-nine has its own word, then the hundreds join their
// count (दोनशे, एकशे अठरा; a hundred alone is शंभर) and the Indian groups हजार, लाख and कोटी follow.

// biome-ignore format: ten words to a row, so a number's word is found by its row and column
const upToNinetyNine = [
  'शून्य', 'एक', 'दोन', 'तीन', 'चार', 'पाच', 'सहा', 'सात', 'आठ', 'नऊ',
  'दहा', 'अकरा', 'बारा', 'तेरा', 'चौदा', 'पंधरा', 'सोळा', 'सतरा', 'अठरा', 'एकोणीस',
  'वीस', 'एकवीस', 'बावीस', 'तेवीस', 'चोवीस', 'पंचवीस', 'सव्वीस', 'सत्तावीस', 'अठ्ठावीस', 'एकोणतीस',
  'तीस', 'एकतीस', 'बत्तीस', 'तेहेतीस', 'चौतीस', 'पस्तीस', 'छत्तीस', 'सदतीस', 'अडतीस', 'एकोणचाळीस',
  'चाळीस', 'एक्केचाळीस', 'बेचाळीस', 'त्रेचाळीस', 'चव्वेचाळीस', 'पंचेचाळीस', 'सेहेचाळीस', 'सत्तेचाळीस', 'अठ्ठेचाळीस', 'एकोणपन्नास',
  'पन्नास', 'एक्कावन्न', 'बावन्न', 'त्रेपन्न', 'चोपन्न', 'पंचावन्न', 'छप्पन्न', 'सत्तावन्न', 'अठ्ठावन्न', 'एकोणसाठ',
  'साठ', 'एकसष्ट', 'बासष्ट', 'त्रेसष्ट', 'चौसष्ट', 'पासष्ट', 'सहासष्ट', 'सदुसष्ट', 'अडुसष्ट', 'एकोणसत्तर',
  'सत्तर', 'एक्काहत्तर', 'बाहत्तर', 'त्र्याहत्तर', 'चौऱ्याहत्तर', 'पंच्याहत्तर', 'शहात्तर', 'सत्त्याहत्तर', 'अठ्ठ्याहत्तर', 'एकोणऐंशी',
  'ऐंशी', 'एक्क्याऐंशी', 'ब्याऐंशी', 'त्र्याऐंशी', 'चौऱ्याऐंशी', 'पंच्याऐंशी', 'शहाऐंशी', 'सत्त्याऐंशी', 'अठ्ठ्याऐंशी', 'एकोणनव्वद',
  'नव्वद', 'एक्क्याण्णव', 'ब्याण्णव', 'त्र्याण्णव', 'चौऱ्याण्णव', 'पंच्याण्णव', 'शहाण्णव', 'सत्त्याण्णव', 'अठ्ठ्याण्णव', 'नव्याण्णव',
];

/** A whole number in Marathi words with the Indian groups: कोटी, लाख, हजार, शे. */
export function marathiNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n < 100) return upToNinetyNine[n]!;
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${marathiNumberInWords(crore)} कोटी`);
  let rest = n % 10_000_000;
  for (const [size, name] of [
    [100_000, 'लाख'],
    [1000, 'हजार'],
  ] as const) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${upToNinetyNine[count]} ${name}`);
    rest %= size;
  }
  const hundreds = Math.floor(rest / 100);
  rest %= 100;
  // A hundred on its own is शंभर; with more after it, or several, the count takes शे: एकशे अठरा, दोनशे.
  if (hundreds) parts.push(hundreds === 1 && !rest ? 'शंभर' : `${upToNinetyNine[hundreds]}शे`);
  if (rest) parts.push(upToNinetyNine[rest]!);
  return parts.join(' ');
}

/** An amount in paise in Marathi words: "एक हजार दोनशे पाच रुपये आणि पन्नास पैसे फक्त". */
export function marathiRupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `${marathiNumberInWords(rupees)} रुपये`;
  return rest ? `${words} आणि ${upToNinetyNine[rest]} पैसे फक्त` : `${words} फक्त`;
}
