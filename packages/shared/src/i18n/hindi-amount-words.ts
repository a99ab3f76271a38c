// An amount in Hindi words, as a Hindi invoice writes it beside the English ("एक हज़ार दो सौ पाँच रुपये और पचास पैसे
// मात्र"): every number from one to ninety-nine has its own word in Hindi (no rule builds them from the tens), then
// the Indian groups सौ (hundred), हज़ार (thousand), लाख and करोड़, as numberInWords in gst.ts does in English.

// biome-ignore format: ten words to a row, so a number's word is found by its row and column
const upToNinetyNine = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरेपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरेसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
];

/** A whole number in Hindi words with the Indian groups: करोड़, लाख, हज़ार, सौ. */
export function hindiNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n < 100) return upToNinetyNine[n]!;
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${hindiNumberInWords(crore)} करोड़`);
  let rest = n % 10_000_000;
  const groups: [number, string][] = [
    [100_000, 'लाख'],
    [1000, 'हज़ार'],
    [100, 'सौ'],
  ];
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${upToNinetyNine[count]} ${name}`);
    rest %= size;
  }
  if (rest) parts.push(upToNinetyNine[rest]!);
  return parts.join(' ');
}

/** An amount in paise in Hindi words: "एक हज़ार दो सौ पाँच रुपये और पचास पैसे मात्र". */
export function hindiRupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `${hindiNumberInWords(rupees)} रुपये`;
  return rest ? `${words} और ${upToNinetyNine[rest]} पैसे मात्र` : `${words} मात्र`;
}
