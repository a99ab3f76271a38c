// The demo catalogue in Hindi (decision 0333): every category, subcategory and product's name, each product's
// short description and more search words (Hindi in Devanagari and the Latin spellings shoppers type: "pocha",
// "phenyl", "bartan"), keyed by the English names of catalogue-data.ts. Long descriptions stay untranslated
// (null: the English one shows). seedHindiCatalogue writes them as language 'hi' after the demo catalogue exists.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../apps/api/src/db/client.ts';
import {
  categories,
  categoryTranslations,
  products,
  productTranslations,
  subcategories,
  subcategoryTranslations,
} from '../../apps/api/src/db/schema/index.ts';
import { refreshSearchText } from '../../apps/api/src/modules/catalogue/index.ts';

export const hindi = 'hi';

/** A product's Hindi words; `keywords` are more search words, space-separated. */
export type HindiProduct = {
  name: string;
  shortDescription: string;
  keywords: string;
  longDescription?: string | null;
};

/** The demo categories' Hindi names, by English name. */
export const hindiCategories: Record<string, string> = {
  'All Purpose': 'ऑल-पर्पज़ सफ़ाई',
  'Floor Care': 'फ़र्श की देखभाल',
  'Kitchen Care': 'किचन की देखभाल',
  'Bathroom & Toilet': 'बाथरूम और टॉयलेट',
  Laundry: 'कपड़ों की धुलाई',
  'Glass & Surface': 'काँच और सतहें',
  'Personal Hygiene': 'व्यक्तिगत स्वच्छता',
  'Concentrates & Refills': 'कॉन्सन्ट्रेट और रीफ़िल',
  'Car Care': 'कार की देखभाल',
  'Air Care': 'ताज़गी और ख़ुशबू',
};

/** The demo subcategories' Hindi names, by English name. */
export const hindiSubcategories: Record<string, string> = {
  'Multi-Surface Cleaners': 'मल्टी-सरफ़ेस क्लीनर',
  'Surface Disinfectants': 'सतह के कीटाणुनाशक',
  'Home Care Combos': 'होम केयर कॉम्बो',
  'Floor Cleaners': 'फ़्लोर क्लीनर',
  'Phenyl & Floor Disinfectants': 'फिनाइल और फ़र्श कीटाणुनाशक',
  'Marble & Stone Care': 'मार्बल और पत्थर की देखभाल',
  'Dishwash Liquids & Gels': 'डिशवॉश लिक्विड और जेल',
  'Kitchen Degreasers': 'किचन डीग्रीज़र',
  'Utensil Powders & Pastes': 'बर्तन धोने के पाउडर और पेस्ट',
  'Toilet Cleaners': 'टॉयलेट क्लीनर',
  'Bathroom & Tile Cleaners': 'बाथरूम और टाइल क्लीनर',
  'Drain Openers': 'नाली खोलने वाले (ड्रेन ओपनर)',
  'Liquid Detergents': 'लिक्विड डिटर्जेंट',
  'Detergent Powders': 'डिटर्जेंट पाउडर',
  'Fabric Softeners & Conditioners': 'फ़ैब्रिक सॉफ़्टनर और कंडीशनर',
  'Stain Removers': 'दाग़ हटाने वाले',
  'Glass Cleaners': 'ग्लास क्लीनर',
  'Wood & Furniture Care': 'लकड़ी और फ़र्नीचर की देखभाल',
  'Steel & Appliance Cleaners': 'स्टील और उपकरण क्लीनर',
  'Hand Wash': 'हैंड वॉश',
  'Hand Sanitisers': 'हैंड सैनिटाइज़र',
  'Dilutable Concentrates': 'पानी में घोलने वाले कॉन्सन्ट्रेट',
  'Refill Pouches': 'रीफ़िल पाउच',
  'Bulk Cans': 'बड़े कैन (बल्क)',
  'Car Wash Shampoos': 'कार वॉश शैम्पू',
  'Dashboard & Interior Care': 'डैशबोर्ड और इंटीरियर की देखभाल',
  'Tyre & Glass Care': 'टायर और काँच की देखभाल',
  'Room Fresheners': 'रूम फ़्रेशनर',
  'Naphthalene-Free Fresheners': 'नेफ़थलीन-मुक्त फ़्रेशनर',
};

// Search words a shopper types for a kind of product, in Devanagari (with and without the nukta) and Latin.
const w = {
  clean: 'safai saaf सफ़ाई सफाई साफ़',
  surface: 'sataha satah सतह',
  germs: 'kitanu keetanu kitanunashak कीटाणु कीटाणुनाशक jeevanu',
  floor: 'pocha pochha ponchha farsh फ़र्श फर्श पोछा पोंछा',
  phenyl: 'phenyl phenol finail phinail फिनाइल फ़िनाइल',
  dish: 'bartan bartanon बर्तन बर्तनों',
  kitchen: 'rasoi रसोई chiknai चिकनाई tel तेल',
  toilet: 'toilet shauchalay शौचालय latrine laitrin पाख़ाना',
  bathroom: 'gusalkhana ग़ुसलख़ाना snanghar स्नानघर',
  laundry: 'kapde kapda कपड़े कपड़ा dhulai धुलाई',
  detergent: 'sarf सर्फ़ sabun साबुन',
  stain: 'daag dag दाग़ दाग',
  glass: 'kaanch kanch काँच कांच sheesha शीशा',
  hands: 'haath hath हाथ',
  car: 'gaadi gadi गाड़ी',
  fragrance: 'khushbu khushboo ख़ुशबू खुशबू sugandh सुगंध',
  refill: 'रीफ़िल रिफिल dobara दोबारा bharna भरना',
  combo: 'कॉम्बो पैक bachat बचत',
};

/** Each product's keywords with every word once. */
const onceEach = (entries: Record<string, HindiProduct>): Record<string, HindiProduct> =>
  Object.fromEntries(
    Object.entries(entries).map(([english, p]) => [
      english,
      { ...p, keywords: [...new Set(p.keywords.split(/\s+/).filter(Boolean))].join(' ') },
    ]),
  );

/** The demo products in Hindi, by English name. */
export const hindiProducts: Record<string, HindiProduct> = onceEach({
  // ---------------------------------------------------------------- All Purpose
  'Citrus Burst Multi-Surface Cleaner': {
    name: 'सिट्रस बर्स्ट मल्टी-सरफ़ेस क्लीनर',
    shortDescription:
      'नींबू और संतरे के छिलके वाला क्लीनर, जो टाइल्स, काउंटर और टेबल की रोज़ की गंदगी एक ही बार पोंछने में हटा देता है।',
    keywords: `${w.clean} ${w.surface} nimbu nimboo नींबू santra संतरा`,
  },
  'Neem & Tulsi Herbal Multi-Surface Cleaner': {
    name: 'नीम और तुलसी हर्बल मल्टी-सरफ़ेस क्लीनर',
    shortDescription: 'नीम और तुलसी के अर्क वाला हल्का हर्बल क्लीनर, छोटे बच्चों और पालतू जानवरों वाले घरों के लिए।',
    keywords: `${w.clean} ${w.surface} neem नीम tulsi tulasi तुलसी jadibuti जड़ी-बूटी`,
  },
  'Fresh Linen Multi-Surface Spray': {
    name: 'फ़्रेश लिनेन मल्टी-सरफ़ेस स्प्रे',
    shortDescription: 'इस्तेमाल के लिए तैयार ट्रिगर स्प्रे, काउंटर, स्विचबोर्ड, टेबल और उपकरणों को झटपट पोंछने के लिए।',
    keywords: `${w.clean} ${w.surface} स्प्रे svich स्विच`,
  },
  'Germ Guard Surface Disinfectant Spray': {
    name: 'जर्म गार्ड सरफ़ेस डिसइन्फ़ेक्टेंट स्प्रे',
    shortDescription: 'सख़्त सतहों पर घर के 99.9% आम कीटाणुओं को 60 सेकंड में ख़त्म करता है, ब्लीच की गंध के बिना।',
    keywords: `${w.germs} ${w.surface} स्प्रे`,
  },
  'Germ Guard Surface Disinfectant Liquid – Pine': {
    name: 'जर्म गार्ड सरफ़ेस डिसइन्फ़ेक्टेंट लिक्विड – पाइन',
    shortDescription:
      'पानी में घोलकर इस्तेमाल होने वाला पाइन डिसइन्फ़ेक्टेंट, पूरे घर में पोछा लगाने, दीवारें पोंछने और कूड़ेदान साफ़ करने के लिए।',
    keywords: `${w.germs} ${w.floor} चीड़ kudedan कूड़ेदान`,
  },
  'Alcohol-Based Surface Sanitiser Spray': {
    name: 'अल्कोहल-आधारित सरफ़ेस सैनिटाइज़र स्प्रे',
    shortDescription: 'जल्दी उड़ जाने वाला 70% अल्कोहल स्प्रे, फ़ोन, कीबोर्ड, रिमोट और गाड़ी की चाबियों के लिए।',
    keywords: `${w.germs} sanitizer sanitiser सैनिटाइज़र सैनिटाइजर`,
  },
  'Complete Home Care Combo (Floor Cleaner 1 L + Toilet Cleaner 500 ml + Dishwash Gel 250 ml + Glass Cleaner 250 ml)':
    {
      name: 'कम्प्लीट होम केयर कॉम्बो (फ़्लोर क्लीनर 1 L + टॉयलेट क्लीनर 500 ml + डिशवॉश जेल 250 ml + ग्लास क्लीनर 250 ml)',
      shortDescription: 'चार बेस्टसेलर एक डिब्बे में: फ़र्श, टॉयलेट, बर्तन और काँच, पूरे महीने की सफ़ाई का इंतज़ाम।',
      keywords: `${w.combo} ${w.floor} ${w.toilet} ${w.dish} ${w.glass} ghar घर`,
    },
  'Griha Pravesh New Home Kit (Floor Cleaner 2 L + Toilet Cleaner 1 L + Dishwash Gel 1 L + Tile Cleaner 500 ml + Glass Cleaner 500 ml)':
    {
      name: 'गृह प्रवेश न्यू होम किट (फ़्लोर क्लीनर 2 L + टॉयलेट क्लीनर 1 L + डिशवॉश जेल 1 L + टाइल क्लीनर 500 ml + ग्लास क्लीनर 500 ml)',
      shortDescription: 'नए फ़्लैट की पहली गहरी सफ़ाई के लिए सब कुछ, एक मज़बूत कार्टन में पैक।',
      keywords: `${w.combo} griha pravesh grih pravesh गृहप्रवेश naya ghar नया घर tohfa तोहफ़ा ${w.floor} ${w.toilet}`,
    },
  'Monthly Essentials Combo (Liquid Detergent 1 L + Dishwash Gel 500 ml + Hand Wash Refill 500 ml)': {
    name: 'मंथली एसेंशियल्स कॉम्बो (लिक्विड डिटर्जेंट 1 L + डिशवॉश जेल 500 ml + हैंड वॉश रीफ़िल 500 ml)',
    shortDescription: 'वे तीन चीज़ें जो हर घर में हर महीने ख़त्म हो जाती हैं, बचत के साथ एक पैक में।',
    keywords: `${w.combo} mahina mahine महीना saman samaan सामान ${w.laundry} ${w.dish} ${w.hands}`,
  },
  'Festive Deep Clean Combo (Floor Cleaner 1 L + Kitchen Degreaser 500 ml + Tile Cleaner 500 ml)': {
    name: 'फ़ेस्टिव डीप क्लीन कॉम्बो (फ़्लोर क्लीनर 1 L + किचन डीग्रीज़र 500 ml + टाइल क्लीनर 500 ml)',
    shortDescription: 'हमारी दिवाली सफ़ाई किट: चिकनी चिमनी, दाग़ वाली बाथरूम टाइल्स और चमचमाते फ़र्श के लिए।',
    keywords: `${w.combo} diwali deepawali दिवाली दीवाली tyohar त्योहार ${w.clean} ${w.floor} चिमनी`,
  },
  'Bachelor Starter Combo (Multi-Surface Spray 500 ml + Dishwash Gel 250 ml + Toilet Cleaner 250 ml)': {
    name: 'बैचलर स्टार्टर कॉम्बो (मल्टी-सरफ़ेस स्प्रे 500 ml + डिशवॉश जेल 250 ml + टॉयलेट क्लीनर 250 ml)',
    shortDescription: 'PG के कमरे या पहले किराए के फ़्लैट के लिए तीन चीज़ों की छोटी किट।',
    keywords: `${w.combo} हॉस्टल kiraya किराया ${w.dish} ${w.toilet}`,
  },

  // ---------------------------------------------------------------- Floor Care
  'Lavender Bliss Floor Cleaner': {
    name: 'लैवेंडर ब्लिस फ़्लोर क्लीनर',
    shortDescription:
      'देर तक टिकने वाली लैवेंडर ख़ुशबू वाला pH-न्यूट्रल फ़्लोर क्लीनर, हर तरह की टाइल्स पर रोज़ के पोछे के लिए सुरक्षित।',
    keywords: `${w.floor} ${w.fragrance} लैवेंडर टाइल`,
  },
  'Lemon Fresh Floor Cleaner': {
    name: 'लेमन फ़्रेश फ़्लोर क्लीनर',
    shortDescription: 'नींबू की ताज़गी वाला फ़्लोर क्लीनर, जो किचन के चिकने पैरों के निशान हटाकर फ़र्श को चमका देता है।',
    keywords: `${w.floor} nimbu nimboo नींबू ${w.kitchen}`,
  },
  'Rose & Sandal Floor Cleaner': {
    name: 'रोज़ और संदल फ़्लोर क्लीनर',
    shortDescription: 'गुलाब और चंदन की गर्म ख़ुशबू वाला फ़्लोर क्लीनर, पूजा और त्योहारों से पहले के लिए बढ़िया।',
    keywords: `${w.floor} ${w.fragrance} gulab गुलाब chandan चंदन pooja puja पूजा`,
  },
  'Pet-Safe Unscented Floor Cleaner': {
    name: 'पेट-सेफ़ बिना ख़ुशबू वाला फ़्लोर क्लीनर',
    shortDescription:
      'बिना ख़ुशबू और बिना रंग का फ़्लोर क्लीनर, पालतू जानवरों, घुटनों के बल चलने वाले बच्चों या एलर्जी वाले लोगों के घरों के लिए।',
    keywords: `${w.floor} kutta कुत्ता billi बिल्ली baccha bachche बच्चे एलर्जी`,
  },
  'Floor Care Combo (Lavender Floor Cleaner 1 L + White Phenyl 1 L)': {
    name: 'फ़्लोर केयर कॉम्बो (लैवेंडर फ़्लोर क्लीनर 1 L + व्हाइट फिनाइल 1 L)',
    shortDescription: 'रहने के कमरों के लिए ख़ुशबूदार फ़्लोर क्लीनर और बाथरूम, बालकनी व दरवाज़ों के आगे के लिए पाइन फिनाइल।',
    keywords: `${w.combo} ${w.floor} ${w.phenyl} safed सफ़ेद`,
  },
  'Black Phenyl Compound': {
    name: 'ब्लैक फिनाइल कंपाउंड',
    shortDescription:
      'पुराना भरोसेमंद तेज़ काला फिनाइल, जो पानी में दूधिया सफ़ेद हो जाता है; नालियों, टॉयलेट और बाहर की जगहों के लिए।',
    keywords: `${w.phenyl} kala काला naali nali नाली ${w.germs} ${w.floor}`,
  },
  'White Phenyl – Pine Fresh': {
    name: 'व्हाइट फिनाइल – पाइन फ़्रेश',
    shortDescription: 'पाइन ऑयल वाला सफ़ेद फिनाइल, बाथरूम और फ़र्श के लिए; तीखी गंध की जगह जंगल जैसी ताज़ी ख़ुशबू।',
    keywords: `${w.phenyl} safed सफ़ेद सफेद ${w.floor} ${w.bathroom}`,
  },
  'Jasmine Gold Floor Disinfectant': {
    name: 'जैस्मिन गोल्ड फ़्लोर डिसइन्फ़ेक्टेंट',
    shortDescription: 'भरपूर चमेली की ख़ुशबू वाला आधुनिक फ़र्श कीटाणुनाशक, फिनाइल की गंध के बिना कीटाणु ख़त्म करता है।',
    keywords: `${w.floor} ${w.germs} chameli चमेली mogra ${w.phenyl}`,
  },
  'Marble & Granite Gentle Cleaner': {
    name: 'मार्बल और ग्रेनाइट जेंटल क्लीनर',
    shortDescription: 'एसिड-मुक्त क्लीनर, जो धूल और दाग़ हटाते हुए मार्बल और ग्रेनाइट की प्राकृतिक चमक बचाए रखता है।',
    keywords: `${w.floor} sangmarmar संगमरमर मार्बल ग्रेनाइट patthar पत्थर`,
  },
  'Kota & Natural Stone Floor Cleaner': {
    name: 'कोटा और नेचुरल स्टोन फ़्लोर क्लीनर',
    shortDescription: 'कम झाग वाला क्लीनर, कोटा, शहाबाद और बलुआ पत्थर के फ़र्श से धूल हटाता है, कोई परत नहीं छोड़ता।',
    keywords: `${w.floor} kota कोटा patthar पत्थर shahabad शहाबाद balua`,
  },

  // ---------------------------------------------------------------- Kitchen Care
  'Lemon Power Dishwash Gel': {
    name: 'लेमन पावर डिशवॉश जेल',
    shortDescription:
      '100 नींबुओं की चिकनाई काटने वाली ताक़त वाला गाढ़ा नींबू डिशवॉश जेल; कुछ बूँदें पूरा सिंक भर बर्तन साफ़ कर देती हैं।',
    keywords: `${w.dish} ${w.kitchen} nimbu nimboo नींबू जेल`,
  },
  'Lime & Mint Dishwash Liquid': {
    name: 'लाइम और मिंट डिशवॉश लिक्विड',
    shortDescription: 'ताज़गी भरा नींबू-पुदीना डिशवॉश लिक्विड, जो बर्तनों से मछली और अंडे की गंध हटाता है।',
    keywords: `${w.dish} pudina पुदीना nimbu नींबू machhli मछली anda अंडा`,
  },
  'Aloe Vera Gentle Hands Dishwash Liquid': {
    name: 'एलोवेरा जेंटल हैंड्स डिशवॉश लिक्विड',
    shortDescription: 'एलोवेरा और ग्लिसरीन वाला डिशवॉश लिक्विड, उनके लिए जो रोज़ हाथ से बर्तन धोते हैं।',
    keywords: `${w.dish} aloe vera ghritkumari एलोवेरा ${w.hands} glycerin ग्लिसरीन`,
  },
  'Chimney & Hob Heavy-Duty Degreaser': {
    name: 'चिमनी और हॉब हेवी-ड्यूटी डीग्रीज़र',
    shortDescription: 'क्षारीय फ़ोम स्प्रे, जो चिमनी के फ़िल्टर, हॉब और एग्ज़ॉस्ट फ़ैन पर महीनों से जमा तेल घोल देता है।',
    keywords: `${w.kitchen} चिमनी chulha चूल्हा ghee ziddi jiddi ज़िद्दी`,
  },
  'Orange Oil Kitchen Degreaser Spray': {
    name: 'ऑरेंज ऑयल किचन डीग्रीज़र स्प्रे',
    shortDescription:
      'काउंटर, टाइल्स और चूल्हे के लिए रोज़ का संतरे वाला डीग्रीज़र, स्प्रे बोतल भरने के लिए 1 L रीफ़िल के साथ।',
    keywords: `${w.kitchen} santra संतरा chulha चूल्हा स्प्रे`,
  },
  'Kitchen Care Combo (Dishwash Gel 1 L + Kitchen Degreaser 500 ml + Orange Degreaser 500 ml)': {
    name: 'किचन केयर कॉम्बो (डिशवॉश जेल 1 L + किचन डीग्रीज़र 500 ml + ऑरेंज डीग्रीज़र 500 ml)',
    shortDescription: 'बर्तन, रोज़ के छींटे और चिमनी की जमी चिकनाई, सब एक किचन पैक में।',
    keywords: `${w.combo} ${w.kitchen} ${w.dish} चिमनी`,
  },
  'Lemon Dishwash Paste Tub': {
    name: 'लेमन डिशवॉश पेस्ट टब',
    shortDescription: 'डिब्बे में नींबू वाला सख़्त डिशवॉश पेस्ट, जो बार की तरह सिंक के पास गीला होकर गलता नहीं।',
    keywords: `${w.dish} nimbu नींबू पेस्ट tikki टिकिया manjna माँजना`,
  },
  'Copper & Brass Shine Powder': {
    name: 'कॉपर और ब्रास शाइन पाउडर',
    shortDescription:
      'इमली और साइट्रिक एसिड वाला पाउडर, जो तांबे, पीतल और पूजा के सामान की चमक मिनटों में लौटा देता है।',
    keywords: `tamba तांबा ताँबा pital peetal पीतल imli इमली pooja puja पूजा ${w.dish}`,
  },
  'Burnt Vessel Soaking Powder': {
    name: 'जले बर्तन भिगोने का पाउडर',
    shortDescription:
      'रात भर भिगोने वाला पाउडर, जो पैन से जला दूध, चावल और सब्ज़ी ढीला कर देता है ताकि सुबह आसानी से साफ़ हो जाए।',
    keywords: `${w.dish} jala जला jale bartan भगोना bhagona patila doodh दूध kadhai कढ़ाई`,
  },

  // ---------------------------------------------------------------- Bathroom & Toilet
  'Thick Toilet Cleaner Gel – Original': {
    name: 'थिक टॉयलेट क्लीनर जेल – ओरिजिनल',
    shortDescription:
      'मुड़ी हुई गर्दन वाला गाढ़ा एसिडिक जेल, जो रिम के नीचे तक पहुँचकर पीले दाग़ और खारे पानी की परत हटाता है।',
    keywords: `${w.toilet} ${w.stain} peela पीला kamod कमोड`,
  },
  'Ocean Fresh Toilet Cleaner': {
    name: 'ओशन फ़्रेश टॉयलेट क्लीनर',
    shortDescription: 'समुद्र जैसी ठंडी ख़ुशबू वाला असरदार टॉयलेट क्लीनर, जो फ़्लश के बहुत बाद तक बदबू दबाए रखता है।',
    keywords: `${w.toilet} ${w.fragrance} badbu बदबू samundar समुद्र`,
  },
  'Eucalyptus Eco Toilet Cleaner': {
    name: 'यूकेलिप्टस इको टॉयलेट क्लीनर',
    shortDescription:
      'साइट्रिक और लैक्टिक एसिड वाला हल्का टॉयलेट क्लीनर, सेप्टिक टैंक के लिए सुरक्षित और हाइड्रोक्लोरिक एसिड से मुक्त।',
    keywords: `${w.toilet} nilgiri नीलगिरी सेप्टिक`,
  },
  'Bathroom Hygiene Combo (2 x Toilet Cleaner 500 ml + Tile Cleaner 1 L)': {
    name: 'बाथरूम हाइजीन कॉम्बो (2 x टॉयलेट क्लीनर 500 ml + टाइल क्लीनर 1 L)',
    shortDescription: 'दो बाथरूम वाले घरों के लिए दो टॉयलेट क्लीनर और टाइल क्लीनर की एक बड़ी बोतल।',
    keywords: `${w.combo} ${w.toilet} ${w.bathroom} टाइल`,
  },
  'Hard Water Stain & Tile Cleaner': {
    name: 'हार्ड वॉटर स्टेन और टाइल क्लीनर',
    shortDescription: 'बाथरूम की टाइल्स, नलों और काँच के पार्टीशन से खारे पानी के सफ़ेद धब्बे और निशान हटाता है।',
    keywords: `${w.bathroom} ${w.stain} khara pani खारा पानी टाइल nal नल`,
  },
  'Shower & Tap Descaler Spray': {
    name: 'शावर और टैप डीस्केलर स्प्रे',
    shortDescription: 'शावर हेड, नलों और काँच के दरवाज़ों के लिए साइट्रिक एसिड स्प्रे, बिना रगड़े चमचमाती फ़िनिश।',
    keywords: `${w.bathroom} nal नल tonti टोंटी शावर khara pani namak`,
  },
  'Bathroom Mould & Grout Cleaner': {
    name: 'बाथरूम फफूँद और ग्राउट क्लीनर',
    shortDescription: 'ब्लीच वाला स्प्रे, जो टाइल्स की दरारों, सिलिकॉन के जोड़ों और शावर के कोनों से काली फफूँद हटाता है।',
    keywords: `${w.bathroom} fafund phaphund फफूंद फफूँद kai काई seelan सीलन kala`,
  },
  'Drain Opener Gel': {
    name: 'ड्रेन ओपनर जेल',
    shortDescription: 'भारी कास्टिक जेल, जो रुके पानी में नीचे तक जाकर 30 मिनट में बालों और साबुन की रुकावट घोल देता है।',
    keywords: `naali nali नाली jam band बंद baal बाल ${w.bathroom}`,
  },
  'Drain Unclog Granules': {
    name: 'ड्रेन अनक्लॉग ग्रैन्यूल्स',
    shortDescription: 'तेज़ असर वाले कास्टिक दाने, जो पाइप में गर्म होकर किचन की ज़िद्दी चिकनाई वाली रुकावट साफ़ करते हैं।',
    keywords: `naali nali नाली jam band बंद ${w.kitchen}`,
  },

  // ---------------------------------------------------------------- Laundry
  'Front Load Matic Liquid Detergent': {
    name: 'फ़्रंट लोड मैटिक लिक्विड डिटर्जेंट',
    shortDescription: 'फ़्रंट-लोड वॉशिंग मशीन के लिए कम झाग वाला लिक्विड डिटर्जेंट, ठंडे पानी में भी असरदार।',
    keywords: `${w.laundry} ${w.detergent} मशीन`,
  },
  'Top Load Matic Liquid Detergent': {
    name: 'टॉप लोड मैटिक लिक्विड डिटर्जेंट',
    shortDescription:
      'टॉप-लोड और सेमी-ऑटोमैटिक मशीनों के लिए लिक्विड डिटर्जेंट, जो कॉलर का मैल और पसीने की गंध हटाता है।',
    keywords: `${w.laundry} ${w.detergent} मशीन paseena पसीना`,
  },
  'Silk & Woollen Gentle Wash': {
    name: 'सिल्क और ऊनी जेंटल वॉश',
    shortDescription: 'रेशमी साड़ियों, पश्मीना और ऊनी कपड़ों के लिए pH-संतुलित वॉश, रेशे मुलायम और रंग जैसे के तैसे रखता है।',
    keywords: `${w.laundry} resham रेशम reshmi saree sari साड़ी oon ooni ऊन ऊनी garam गरम kapde`,
  },
  'Laundry Care Combo (Matic Liquid Detergent 1 L + Fabric Conditioner 1 L)': {
    name: 'लॉन्ड्री केयर कॉम्बो (मैटिक लिक्विड डिटर्जेंट 1 L + फ़ैब्रिक कंडीशनर 1 L)',
    shortDescription: 'डिटर्जेंट और फ़ैब्रिक कंडीशनर साथ में, हर धुलाई में साफ़, मुलायम और ख़ुशबूदार कपड़ों के लिए।',
    keywords: `${w.combo} ${w.laundry} ${w.detergent} mulayam मुलायम`,
  },
  'Advanced Matic Detergent Powder': {
    name: 'एडवांस्ड मैटिक डिटर्जेंट पाउडर',
    shortDescription: 'एंज़ाइम वाला मशीन-वॉश डिटर्जेंट पाउडर, जो घी, करी और मिट्टी के दाग़ एक ही बार में हटाता है।',
    keywords: `${w.laundry} ${w.detergent} ${w.stain} मशीन`,
  },
  'Rose Bucket Wash Detergent Powder': {
    name: 'रोज़ बकेट वॉश डिटर्जेंट पाउडर',
    shortDescription: 'बाल्टी में भिगोने और हाथ से धोने के लिए ज़्यादा झाग वाला डिटर्जेंट पाउडर, भरपूर गुलाब की ख़ुशबू के साथ।',
    keywords: `${w.laundry} ${w.detergent} balti बाल्टी gulab गुलाब`,
  },
  'Blossom Fabric Conditioner': {
    name: 'ब्लॉसम फ़ैब्रिक कंडीशनर',
    shortDescription:
      'फ़ैब्रिक कंडीशनर, जो तौलियों को फूला-फूला बनाता है, सिलवटें कम करता है और कई दिनों तक फूलों की ताज़ी ख़ुशबू छोड़ता है।',
    keywords: `${w.laundry} ${w.fragrance} mulayam मुलायम tauliya तौलिया`,
  },
  'Lavender Dreams Fabric Softener': {
    name: 'लैवेंडर ड्रीम्स फ़ैब्रिक सॉफ़्टनर',
    shortDescription: 'चादरों, तकिये के कवर और रात के कपड़ों के लिए सुकून देने वाला लैवेंडर फ़ैब्रिक सॉफ़्टनर।',
    keywords: `${w.laundry} mulayam मुलायम chadar चादर takiya तकिया`,
  },
  'Cotton Crisp Starch & Ironing Spray': {
    name: 'कॉटन क्रिस्प स्टार्च और इस्त्री स्प्रे',
    shortDescription:
      'इस्तेमाल के लिए तैयार स्टार्च स्प्रे, जो बिना माँड उबाले सूती साड़ियों, शर्ट और कुर्तों को कड़क फ़िनिश देता है।',
    keywords: `${w.laundry} kalaf कलफ़ kalf maand मांड माँड istri istree इस्त्री प्रेस sooti सूती kurta`,
  },
  'Oxy Bright Liquid Stain Remover': {
    name: 'ऑक्सी ब्राइट लिक्विड स्टेन रिमूवर',
    shortDescription:
      'रंगीन कपड़ों के लिए सुरक्षित ऑक्सीजन ब्लीच, जो सफ़ेद और रंगीन कपड़ों से हल्दी, चाय, वाइन और स्याही के दाग़ हटाता है।',
    keywords: `${w.stain} ${w.laundry} haldi हल्दी chai चाय syahi स्याही`,
  },
  'Collar & Cuff Pre-Wash Spray': {
    name: 'कॉलर और कफ़ प्री-वॉश स्प्रे',
    shortDescription:
      'एंज़ाइम वाला प्री-वॉश स्प्रे, जो मशीन में डालने से पहले शर्ट के कॉलर और कफ़ की मटमैली लकीर तोड़ देता है।',
    keywords: `${w.stain} ${w.laundry} कॉलर mael मैल कमीज़ kameez`,
  },
  'Whites & Brights Combo (Oxy Stain Remover 500 ml + Collar & Cuff Spray 500 ml)': {
    name: 'व्हाइट्स और ब्राइट्स कॉम्बो (ऑक्सी स्टेन रिमूवर 500 ml + कॉलर और कफ़ स्प्रे 500 ml)',
    shortDescription: 'स्कूल यूनिफ़ॉर्म, ऑफ़िस शर्ट और सफ़ेद कुर्तों के लिए दाग़ से लड़ने वाली पूरी जोड़ी।',
    keywords: `${w.combo} ${w.stain} ${w.laundry} वर्दी vardi safed सफ़ेद`,
  },

  // ---------------------------------------------------------------- Glass & Surface
  'Crystal Clear Glass Cleaner Spray': {
    name: 'क्रिस्टल क्लियर ग्लास क्लीनर स्प्रे',
    shortDescription:
      'बिना धारियाँ छोड़े साफ़ करने वाला ग्लास क्लीनर, खिड़कियों और आईनों से उँगलियों के निशान, धूल और पानी के धब्बे हटाता है।',
    keywords: `${w.glass} khidki खिड़की aaina aina आईना darpan`,
  },
  'Ammonia-Free Glass & Mirror Cleaner': {
    name: 'अमोनिया-मुक्त ग्लास और मिरर क्लीनर',
    shortDescription:
      'बिना गंध वाला ग्लास क्लीनर, टिंटेड काँच, LED स्क्रीन और एंटी-ग्लेयर कोटिंग के लिए सुरक्षित, 5 L रीफ़िल के साथ।',
    keywords: `${w.glass} aaina aina आईना स्क्रीन khidki खिड़की`,
  },
  'Sparkle Shine Combo (Glass Cleaner 500 ml + Steel Polish 250 ml + Furniture Polish 250 ml)': {
    name: 'स्पार्कल शाइन कॉम्बो (ग्लास क्लीनर 500 ml + स्टील पॉलिश 250 ml + फ़र्नीचर पॉलिश 250 ml)',
    shortDescription: 'मेहमानों के आने से पहले खिड़कियाँ, स्टील की फ़िटिंग और लकड़ी का फ़र्नीचर चमका दें।',
    keywords: `${w.combo} ${w.glass} स्टील lakdi लकड़ी chamak चमक`,
  },
  'Teak Wood Furniture Polish': {
    name: 'टीक वुड फ़र्नीचर पॉलिश',
    shortDescription:
      'सागौन और शीशम के फ़र्नीचर के लिए पोषक वैक्स पॉलिश, जो हल्की खरोंचें छिपाकर लकड़ी की रौनक लौटाती है।',
    keywords: `lakdi lakri लकड़ी sagwan sagon सागौन sheesham शीशम फ़र्नीचर`,
  },
  'Laminate & Veneer Wipe-Clean Spray': {
    name: 'लैमिनेट और विनियर वाइप-क्लीन स्प्रे',
    shortDescription:
      'मॉड्यूलर अलमारियों, लैमिनेटेड कैबिनेट और विनियर पैनल के लिए हल्का स्प्रे, जो किनारे फुलाए बिना निशान हटाता है।',
    keywords: `${w.clean} almari almirah अलमारी lakdi लकड़ी`,
  },
  'Stainless Steel Shine Polish': {
    name: 'स्टेनलेस स्टील शाइन पॉलिश',
    shortDescription: 'स्टील के फ़्रिज, चिमनी और सिंक से उँगलियों और पानी के निशान हटाकर सुरक्षा की चमकदार परत छोड़ती है।',
    keywords: `स्टील chamak चमक फ्रिज चिमनी`,
  },
  'Fridge & Microwave Food-Safe Cleaner': {
    name: 'फ़्रिज और माइक्रोवेव फ़ूड-सेफ़ क्लीनर',
    shortDescription:
      'खाने के लिए सुरक्षित स्प्रे, जो फ़्रिज की शेल्फ़ और माइक्रोवेव के अंदर का हिस्सा साफ़ कर खाने की बची गंध हटाता है।',
    keywords: `${w.clean} फ्रिज माइक्रोवेव badbu बदबू khana खाना`,
  },

  // ---------------------------------------------------------------- Personal Hygiene
  'Neem & Aloe Germ Protection Hand Wash': {
    name: 'नीम और एलो जर्म प्रोटेक्शन हैंड वॉश',
    shortDescription:
      'नीम और एलो वाला हैंड वॉश, जो कीटाणु हटाकर हाथों को मुलायम रखता है; पंप बोतल, रीफ़िल और 5 L कैन में।',
    keywords: `${w.hands} ${w.germs} neem नीम sabun साबुन`,
  },
  'Strawberry Burst Kids Foaming Hand Wash': {
    name: 'स्ट्रॉबेरी बर्स्ट किड्स फ़ोमिंग हैंड वॉश',
    shortDescription: 'मीठी स्ट्रॉबेरी ख़ुशबू वाला तैयार झाग, जो बच्चों के लिए हाथ धोना मज़ेदार बना देता है।',
    keywords: `${w.hands} bachche baccho बच्चे jhaag jhag झाग`,
  },
  'Sandal & Saffron Moisturising Hand Wash': {
    name: 'संदल और केसर मॉइस्चराइज़िंग हैंड वॉश',
    shortDescription: 'चंदन और केसर वाला क्रीमी हैंड वॉश, जो हाथों को मुलायम और हल्का ख़ुशबूदार छोड़ता है।',
    keywords: `${w.hands} chandan चंदन kesar केसर zafran ज़ाफ़रान`,
  },
  'Hand Hygiene Family Pack (3 x Hand Wash 250 ml + Neem Refill 250 ml)': {
    name: 'हैंड हाइजीन फ़ैमिली पैक (3 x हैंड वॉश 250 ml + नीम रीफ़िल 250 ml)',
    shortDescription: 'किचन, बाथरूम और वॉश बेसिन के लिए एक-एक पंप बोतल, साथ में भरने के लिए एक रीफ़िल।',
    keywords: `${w.combo} ${w.hands} parivar परिवार`,
  },
  '70% Alcohol Gel Hand Sanitiser': {
    name: '70% अल्कोहल जेल हैंड सैनिटाइज़र',
    shortDescription:
      'जल्दी सूखने वाला 70% अल्कोहल जेल सैनिटाइज़र, बिना पानी 99.9% कीटाणु ख़त्म करता है, चिपचिपाहट नहीं छोड़ता।',
    keywords: `${w.hands} ${w.germs} sanitizer sanitiser सैनिटाइजर`,
  },
  'Alcohol-Free Foam Hand Sanitiser': {
    name: 'अल्कोहल-मुक्त फ़ोम हैंड सैनिटाइज़र',
    shortDescription: 'बच्चों और नाज़ुक त्वचा के लिए हल्का अल्कोहल-मुक्त फ़ोम सैनिटाइज़र, जो छोटे कट पर चुभता नहीं।',
    keywords: `${w.hands} sanitizer sanitiser सैनिटाइजर bachche बच्चे jhaag झाग`,
  },

  // ---------------------------------------------------------------- Concentrates & Refills
  'Floor Cleaner Super Concentrate (1:10)': {
    name: 'फ़्लोर क्लीनर सुपर कॉन्सन्ट्रेट (1:10)',
    shortDescription: 'एक लीटर से दस लीटर तैयार फ़्लोर क्लीनर बनता है, हर बोतल की लागत आधे से भी कम।',
    keywords: `${w.floor} gadha गाढ़ा sasta सस्ता bachat बचत`,
  },
  'All-Purpose Cleaner Concentrate (1:20)': {
    name: 'ऑल-पर्पज़ क्लीनर कॉन्सन्ट्रेट (1:20)',
    shortDescription: 'तेज़ लेमनग्रास कॉन्सन्ट्रेट, जिसके एक लीटर से 20 लीटर ऑल-पर्पज़ क्लीनर बनता है।',
    keywords: `${w.clean} ${w.surface} gadha गाढ़ा bachat बचत`,
  },
  'Dishwash Liquid Concentrate (1:5)': {
    name: 'डिशवॉश लिक्विड कॉन्सन्ट्रेट (1:5)',
    shortDescription: 'नींबू वाला गाढ़ा डिशवॉश बेस, पानी में मिलाकर पाँच लीटर आम डिशवॉश लिक्विड बनाइए।',
    keywords: `${w.dish} gadha गाढ़ा nimbu नींबू bachat बचत`,
  },
  'Concentrate Starter Kit (Floor Concentrate 1 L + Dishwash Concentrate 1 L + 2 Empty Bottles)': {
    name: 'कॉन्सन्ट्रेट स्टार्टर किट (फ़्लोर कॉन्सन्ट्रेट 1 L + डिशवॉश कॉन्सन्ट्रेट 1 L + 2 ख़ाली बोतलें)',
    shortDescription: 'कॉन्सन्ट्रेट अपनाइए: दो कॉन्सन्ट्रेट और घर पर मिलाने के लिए लेबल लगी दो ख़ाली बोतलें।',
    keywords: `${w.combo} ${w.floor} ${w.dish} khali बोतल`,
  },
  'Dishwash Gel Refill Pouch': {
    name: 'डिशवॉश जेल रीफ़िल पाउच',
    shortDescription: 'लेमन पावर डिशवॉश जेल, टोंटी वाले रीफ़िल पाउच में, जिसमें बोतल से 70% कम प्लास्टिक लगता है।',
    keywords: `${w.refill} ${w.dish} पाउच nimbu नींबू`,
  },
  'Neem Hand Wash Refill Pouch': {
    name: 'नीम हैंड वॉश रीफ़िल पाउच',
    shortDescription: 'पाउच से नीम और एलो हैंड वॉश भरिए, प्रति ml कम दाम पर।',
    keywords: `${w.refill} ${w.hands} neem नीम पाउच`,
  },
  'Lavender Floor Cleaner Refill Pouch': {
    name: 'लैवेंडर फ़्लोर क्लीनर रीफ़िल पाउच',
    shortDescription: 'लैवेंडर ब्लिस फ़्लोर क्लीनर किफ़ायती रीफ़िल पाउच में, बोतल दोबारा भरने के लिए।',
    keywords: `${w.refill} ${w.floor} पाउच`,
  },
  'Hotel & Office Floor Cleaner Bulk Can': {
    name: 'होटल और ऑफ़िस फ़्लोर क्लीनर बल्क कैन',
    shortDescription: 'होटल, ऑफ़िस, अस्पताल और हाउसिंग सोसाइटी की साझा जगहों के लिए 5 L कैन में संस्थागत फ़्लोर क्लीनर।',
    keywords: `${w.floor} thok थोक कैन सोसाइटी daftar दफ़्तर`,
  },
  'Commercial Toilet & Urinal Cleaner Bulk Can': {
    name: 'कमर्शियल टॉयलेट और यूरिनल क्लीनर बल्क कैन',
    shortDescription: 'ऑफ़िस, स्कूल, मॉल और पेट्रोल पंप के लिए 5 L कैन में तेज़ एसिडिक टॉयलेट और यूरिनल क्लीनर।',
    keywords: `${w.toilet} peshabghar पेशाबघर mutralay मूत्रालय thok थोक कैन`,
  },
  'Lemon Liquid Hand Wash Bulk Can': {
    name: 'लेमन लिक्विड हैंड वॉश बल्क कैन',
    shortDescription: 'ऑफ़िस, रेस्टोरेंट, स्कूल और क्लीनिक में डिस्पेंसर भरने के लिए 5 L कैन में नींबू हैंड वॉश।',
    keywords: `${w.hands} ${w.refill} nimbu नींबू thok थोक कैन`,
  },

  // ---------------------------------------------------------------- Car Care
  'pH-Neutral Car Wash Shampoo': {
    name: 'pH-न्यूट्रल कार वॉश शैम्पू',
    shortDescription: 'गाढ़े झाग वाला pH-न्यूट्रल कार शैम्पू, जो वैक्स उतारे या पेंट फीका किए बिना सड़क की धूल हटाता है।',
    keywords: `${w.car} dhulai धुलाई jhaag झाग`,
  },
  'Wash & Wax Car Shampoo': {
    name: 'वॉश और वैक्स कार शैम्पू',
    shortDescription:
      'कारनौबा वैक्स वाला टू-इन-वन कार शैम्पू, जो एक ही धुलाई में साफ़ करके चमकदार, पानी छिटकाने वाली परत चढ़ाता है।',
    keywords: `${w.car} वैक्स chamak चमक`,
  },
  'Car Care Combo (Car Wash Shampoo 500 ml + Dashboard Protectant 250 ml + Tyre Shine Gel 250 ml)': {
    name: 'कार केयर कॉम्बो (कार वॉश शैम्पू 500 ml + डैशबोर्ड प्रोटेक्टेंट 250 ml + टायर शाइन जेल 250 ml)',
    shortDescription: 'रविवार की कार धुलाई की किट: बॉडी के लिए शैम्पू, डैशबोर्ड के लिए प्रोटेक्टेंट और टायरों के लिए जेल।',
    keywords: `${w.combo} ${w.car} टायर`,
  },
  'Matte Dashboard & Trim Protectant': {
    name: 'मैट डैशबोर्ड और ट्रिम प्रोटेक्टेंट',
    shortDescription:
      'UV से बचाने वाला, चिकनाई रहित मैट प्रोटेक्टेंट, जो भारतीय धूप में डैशबोर्ड को फटने और फीका पड़ने से रोकता है।',
    keywords: `${w.car} डैशबोर्ड dhoop धूप`,
  },
  'Fabric Seat & Roof Liner Foam Cleaner': {
    name: 'फ़ैब्रिक सीट और रूफ़ लाइनर फ़ोम क्लीनर',
    shortDescription:
      'कपड़े वाली कार सीटों और छत के अस्तर के लिए ड्राई फ़ोम क्लीनर, जो चाय, आइसक्रीम और पसीने के दाग़ उठा लेता है।',
    keywords: `${w.car} ${w.stain} सीट chai चाय jhaag झाग`,
  },
  'Tyre Shine Gel': {
    name: 'टायर शाइन जेल',
    shortDescription: 'पानी-आधारित टायर जेल, जो पेंट पर छींटे उड़ाए बिना गहरी काली चमक देता है।',
    keywords: `${w.car} टायर kala काला chamak चमक`,
  },
  'Windshield Washer Concentrate': {
    name: 'विंडशील्ड वॉशर कॉन्सन्ट्रेट',
    shortDescription: 'वाइपर की टंकी में डालिए: कीड़े, धूल और मानसून की गंदगी हटाकर बिना धारियों वाला साफ़ शीशा।',
    keywords: `${w.car} ${w.glass} वाइपर`,
  },
  'Alloy Wheel & Brake Dust Cleaner': {
    name: 'अलॉय व्हील और ब्रेक डस्ट क्लीनर',
    shortDescription: 'क्षारीय स्प्रे, जो अलॉय व्हील और स्टील रिम से ब्रेक की काली धूल दो मिनट में घोल देता है।',
    keywords: `${w.car} pahiya पहिया`,
  },

  // ---------------------------------------------------------------- Air Care
  'Mogra Room Freshener Spray': {
    name: 'मोगरा रूम फ़्रेशनर स्प्रे',
    shortDescription: 'मोगरे के फूलों की मदहोश करने वाली ताज़ी ख़ुशबू वाला पानी-आधारित रूम स्प्रे, बिना गैस, नॉन-एरोसॉल।',
    keywords: `${w.fragrance} mogra मोगरा chameli चमेली kamra कमरा`,
  },
  'Chandan Room & Linen Spray': {
    name: 'चंदन रूम और लिनेन स्प्रे',
    shortDescription: 'कमरों और बिस्तर की चादरों के लिए चंदन की गर्म ख़ुशबू वाला स्प्रे, पूजा के समय जैसा शांत माहौल।',
    keywords: `${w.fragrance} chandan चंदन pooja puja पूजा chadar चादर`,
  },
  'Citrus Odour Neutraliser Spray': {
    name: 'सिट्रस ओडर न्यूट्रलाइज़र स्प्रे',
    shortDescription: 'खाना पकाने, धुएँ, पालतू जानवरों और सीलन की गंध को ख़ुशबू से ढकने के बजाय जड़ से हटाता है।',
    keywords: `${w.fragrance} badbu बदबू durgandh दुर्गंध seelan सीलन dhuan धुआँ`,
  },
  'Fresh Home Fragrance Pack (Mogra + Chandan + Citrus Sprays 250 ml each + Mogra Refill 250 ml)': {
    name: 'फ़्रेश होम फ़्रैग्रेंस पैक (मोगरा + चंदन + सिट्रस स्प्रे 250 ml हर एक + मोगरा रीफ़िल 250 ml)',
    shortDescription: 'तीन मूड के लिए तीन रूम स्प्रे और मोगरे का एक अतिरिक्त रीफ़िल, तोहफ़े लायक़ एक पैक में।',
    keywords: `${w.combo} ${w.fragrance} mogra मोगरा chandan चंदन tohfa तोहफ़ा`,
  },
  'Naphthalene-Free Urinal Cubes – Jasmine': {
    name: 'नेफ़थलीन-मुक्त यूरिनल क्यूब्स – जैस्मिन',
    shortDescription:
      'नेफ़थलीन या पैराडाइक्लोरोबेंज़ीन के बिना बनी चमेली वाली यूरिनल और टॉयलेट क्यूब्स, हर एक 30 दिन तक चलती है।',
    keywords: `${w.toilet} ${w.fragrance} goli गोली phenyl फिनाइल chameli चमेली`,
  },
  'Naphthalene-Free Toilet Freshener Blocks – Lemon': {
    name: 'नेफ़थलीन-मुक्त टॉयलेट फ़्रेशनर ब्लॉक्स – लेमन',
    shortDescription: 'बाथरूम और टॉयलेट के लिए नींबू वाले जेल ब्लॉक्स, जो हफ़्तों तक धीरे-धीरे ख़ुशबू छोड़ते हैं, नेफ़थलीन-मुक्त।',
    keywords: `${w.toilet} ${w.fragrance} nimbu नींबू badbu बदबू tikki`,
  },
  'Naphthalene-Free Wardrobe Freshener Balls – Lavender': {
    name: 'नेफ़थलीन-मुक्त वॉर्डरोब फ़्रेशनर बॉल्स – लैवेंडर',
    shortDescription:
      'लैवेंडर वाली फ़्रेशनर गोलियाँ, जो अलमारियों और संदूकों को ताज़ा रखती हैं और बिना नेफ़थलीन के कीड़ों को दूर रखने में मदद करती हैं।',
    keywords: `${w.fragrance} almari almirah अलमारी goli गोलियां kapde कपड़े keede कीड़े sandook संदूक`,
  },
});

const nameLookup = <T extends { id: number; name: string }>(rows: T[]) =>
  new Map(rows.map((r) => [r.name, r.id]));

/**
 * Writes the Hindi catalogue (language 'hi') for the demo categories, subcategories and products found by their
 * English names, replacing Hindi rows already there; names the shop no longer has are skipped. Then rewrites
 * the products' search text, so a search finds them by their Hindi words too.
 */
export async function seedHindiCatalogue(db: DbOrTx): Promise<void> {
  const categoryIds = nameLookup(
    await db.select({ id: categories.id, name: categories.name }).from(categories),
  );
  const subcategoryIds = nameLookup(
    await db.select({ id: subcategories.id, name: subcategories.name }).from(subcategories),
  );
  const productIds = nameLookup(await db.select({ id: products.id, name: products.name }).from(products));

  const categoryRows = Object.entries(hindiCategories).flatMap(([english, name]) => {
    const categoryId = categoryIds.get(english);
    return categoryId === undefined ? [] : [{ categoryId, language: hindi, name }];
  });
  if (categoryRows.length > 0) {
    await db
      .insert(categoryTranslations)
      .values(categoryRows)
      .onConflictDoUpdate({
        target: [categoryTranslations.categoryId, categoryTranslations.language],
        set: { name: sql`excluded.name`, updatedAt: sql`now()` },
      });
  }

  const subcategoryRows = Object.entries(hindiSubcategories).flatMap(([english, name]) => {
    const subcategoryId = subcategoryIds.get(english);
    return subcategoryId === undefined ? [] : [{ subcategoryId, language: hindi, name }];
  });
  if (subcategoryRows.length > 0) {
    await db
      .insert(subcategoryTranslations)
      .values(subcategoryRows)
      .onConflictDoUpdate({
        target: [subcategoryTranslations.subcategoryId, subcategoryTranslations.language],
        set: { name: sql`excluded.name`, updatedAt: sql`now()` },
      });
  }

  const productRows = Object.entries(hindiProducts).flatMap(([english, p]) => {
    const productId = productIds.get(english);
    if (productId === undefined) return [];
    return [
      {
        productId,
        language: hindi,
        name: p.name,
        shortDescription: p.shortDescription,
        longDescription: p.longDescription ?? null,
        keywords: p.keywords,
      },
    ];
  });
  if (productRows.length > 0) {
    await db
      .insert(productTranslations)
      .values(productRows)
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.language],
        set: {
          name: sql`excluded.name`,
          shortDescription: sql`excluded.short_description`,
          longDescription: sql`excluded.long_description`,
          keywords: sql`excluded.keywords`,
          updatedAt: sql`now()`,
        },
      });
  }

  await refreshSearchText(db);
}
