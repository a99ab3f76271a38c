// The demo products' attributes in Hindi (migration 0042), keyed by their English text in catalogue-data.ts, as
// hindi-catalogue.ts writes a product's other Hindi words: where it is made, its scent, its packaging and the
// surfaces it suits. Brand words, units ("5 L") and material names a pack is printed with (HDPE, PET, PP) stay
// as they are. The volume (sizes and units only) reads the same in Hindi and is left to the English; the
// ingredients (chemical names as printed on the pack) are not translated in the demo: the English shows.

/** Where a product is made. */
export const hindiMadeIn: Record<string, string> = {
  India: 'भारत',
};

/** A product's scent. */
export const hindiScents: Record<string, string> = {
  'Lemon & Orange': 'नींबू और संतरा',
  Herbal: 'हर्बल',
  'Fresh Linen': 'ताज़ा लिनन',
  Unscented: 'बिना ख़ुशबू',
  Pine: 'पाइन',
  'Lavender, Lemon & Fresh': 'लैवेंडर, नींबू और फ़्रेश',
  Assorted: 'मिली-जुली',
  'Morning Dew, Lemon & Neem': 'मॉर्निंग ड्यू, नींबू और नीम',
  'Rose & Sandalwood': 'गुलाब और चंदन',
  'Fresh Linen & Lemon': 'ताज़ा लिनन और नींबू',
  Lavender: 'लैवेंडर',
  Lemon: 'नींबू',
  'Lavender & Pine': 'लैवेंडर और पाइन',
  'Classic Phenolic': 'पारंपरिक फिनाइल',
  Jasmine: 'चमेली',
  'Soft Musk': 'हल्की कस्तूरी',
  'Lime & Mint': 'नींबू और पुदीना',
  'Aloe & Cucumber': 'एलोवेरा और खीरा',
  Orange: 'संतरा',
  Tamarind: 'इमली',
  Fresh: 'फ़्रेश',
  Ocean: 'समुद्री ताज़गी',
  Eucalyptus: 'नीलगिरी',
  'Fresh & Lemongrass': 'फ़्रेश और लेमनग्रास',
  Lemongrass: 'लेमनग्रास',
  'Green Apple': 'हरा सेब',
  'Mild Chlorine': 'हल्की क्लोरीन',
  'Fresh Lily': 'ताज़ा लिली',
  'Morning Dew': 'मॉर्निंग ड्यू',
  'Soft Jasmine': 'हल्की चमेली',
  'Morning Dew & Floral': 'मॉर्निंग ड्यू और फूलों वाली',
  'Lemon & Jasmine': 'नींबू और चमेली',
  Rose: 'गुलाब',
  Floral: 'फूलों वाली',
  'Fresh Cotton': 'ताज़ा कॉटन',
  'Fresh & Almond': 'फ़्रेश और बादाम',
  Almond: 'बादाम',
  Cedarwood: 'देवदार',
  'Light Lemon': 'हल्का नींबू',
  Neem: 'नीम',
  Strawberry: 'स्ट्रॉबेरी',
  'Sandalwood & Saffron': 'चंदन और केसर',
  'Neem, Sandalwood & Strawberry': 'नीम, चंदन और स्ट्रॉबेरी',
  Aloe: 'एलोवेरा',
  'Lavender & Lemon': 'लैवेंडर और नींबू',
  Citronella: 'सिट्रोनेला',
  Cherry: 'चेरी',
  Tropical: 'ट्रॉपिकल फल',
  'Cherry & New Car': 'चेरी और नई कार',
  'New Car': 'नई कार',
  Citrus: 'सिट्रस',
  Mogra: 'मोगरा',
  Sandalwood: 'चंदन',
  'Mogra, Sandalwood & Citrus': 'मोगरा, चंदन और सिट्रस',
};

/** How a product is packed. */
export const hindiPackaging: Record<string, string> = {
  'HDPE bottle with flip-top cap; 5 L in HDPE jerry can': 'फ़्लिप-टॉप ढक्कन वाली HDPE बोतल; 5 L HDPE जेरी कैन में',
  'Recycled PET bottle with screw cap': 'पेच वाले ढक्कन की रीसाइकल्ड PET बोतल',
  'PET bottle with adjustable trigger sprayer': 'एडजस्ट होने वाले ट्रिगर स्प्रेयर वाली PET बोतल',
  'HDPE bottle with chemical-resistant trigger sprayer': 'रसायन-रोधी ट्रिगर स्प्रेयर वाली HDPE बोतल',
  'HDPE bottle with measuring cap; 5 L in HDPE jerry can': 'नापने वाले ढक्कन की HDPE बोतल; 5 L HDPE जेरी कैन में',
  'HDPE bottle with fine-mist spray pump': 'बारीक फुहार वाले स्प्रे पंप की HDPE बोतल',
  'Corrugated gift carton with four sealed bottles': 'चार सील बंद बोतलों वाला कोरुगेटेड गिफ़्ट कार्टन',
  'Corrugated carton with five sealed bottles and dividers': 'पाँच सील बंद बोतलों और डिवाइडर वाला कोरुगेटेड कार्टन',
  'Shrink-wrapped pack of two bottles and one refill pouch': 'दो बोतलों और एक रीफ़िल पाउच का श्रिंक-रैप्ड पैक',
  'Printed festive carton with three sealed bottles': 'तीन सील बंद बोतलों वाला छपा हुआ त्योहारी कार्टन',
  'Shrink-wrapped pack of three bottles': 'तीन बोतलों का श्रिंक-रैप्ड पैक',
  'HDPE bottle with child-resistant cap': 'बच्चों से सुरक्षित ढक्कन वाली HDPE बोतल',
  'Shrink-wrapped twin pack of HDPE bottles': 'HDPE बोतलों का श्रिंक-रैप्ड ट्विन पैक',
  'HDPE bottle with screw cap; 5 L in HDPE jerry can': 'पेच वाले ढक्कन की HDPE बोतल; 5 L HDPE जेरी कैन में',
  'HDPE bottle with measuring cap': 'नापने वाले ढक्कन की HDPE बोतल',
  'HDPE bottle; 5 L in HDPE jerry can': 'HDPE बोतल; 5 L HDPE जेरी कैन में',
  'PET bottle with flip-top dispensing cap': 'फ़्लिप-टॉप डिस्पेंसिंग ढक्कन वाली PET बोतल',
  'PET bottle with push-pull cap': 'पुश-पुल ढक्कन वाली PET बोतल',
  'PET bottle with flip-top cap': 'फ़्लिप-टॉप ढक्कन वाली PET बोतल',
  'HDPE bottle with foaming trigger and child-lock nozzle': 'झाग वाले ट्रिगर और चाइल्ड-लॉक नोज़ल की HDPE बोतल',
  'PET bottle with trigger sprayer; 1 L refill in HDPE bottle':
    'ट्रिगर स्प्रेयर वाली PET बोतल; 1 L रीफ़िल HDPE बोतल में',
  'Corrugated carton with three sealed bottles': 'तीन सील बंद बोतलों वाला कोरुगेटेड कार्टन',
  'PP tub with snap-on lid': 'स्नैप-ऑन ढक्कन वाला PP टब',
  'HDPE jar with sifter lid': 'छलनी वाले ढक्कन का HDPE जार',
  'HDPE jar with scoop': 'स्कूप के साथ HDPE जार',
  'HDPE duck-neck bottle with child-resistant cap': 'बच्चों से सुरक्षित ढक्कन वाली HDPE डक-नेक बोतल',
  'Recycled HDPE duck-neck bottle': 'रीसाइकल्ड HDPE डक-नेक बोतल',
  'Shrink-wrapped pack of three HDPE bottles': 'तीन HDPE बोतलों का श्रिंक-रैप्ड पैक',
  'PET bottle with trigger sprayer': 'ट्रिगर स्प्रेयर वाली PET बोतल',
  'HDPE bottle with lockable foaming trigger': 'लॉक होने वाले झाग ट्रिगर की HDPE बोतल',
  'HDPE jar with child-resistant screw cap': 'बच्चों से सुरक्षित पेच वाले ढक्कन का HDPE जार',
  'PET bottle with screw cap': 'पेच वाले ढक्कन की PET बोतल',
  'HDPE tub with measuring scoop': 'नापने वाले स्कूप के साथ HDPE टब',
  'PET bottle with fine-mist trigger sprayer': 'बारीक फुहार वाले ट्रिगर स्प्रेयर की PET बोतल',
  'Opaque HDPE bottle with vented cap': 'हवादार ढक्कन वाली अपारदर्शी HDPE बोतल',
  'Shrink-wrapped twin pack': 'श्रिंक-रैप्ड ट्विन पैक',
  'PET bottle with trigger sprayer; 5 L in HDPE jerry can': 'ट्रिगर स्प्रेयर वाली PET बोतल; 5 L HDPE जेरी कैन में',
  'Printed carton with three bottles and a free microfibre cloth':
    'तीन बोतलों और एक मुफ़्त माइक्रोफ़ाइबर कपड़े वाला छपा कार्टन',
  'HDPE bottle with nozzle cap': 'नोज़ल ढक्कन वाली HDPE बोतल',
  'HDPE bottle with fine-mist trigger': 'बारीक फुहार वाले ट्रिगर की HDPE बोतल',
  'PET pump bottle; 750 ml refill in PET bottle; 5 L in HDPE jerry can':
    'PET पंप बोतल; 750 ml रीफ़िल PET बोतल में; 5 L HDPE जेरी कैन में',
  'PET bottle with foaming pump; refill in PET bottle': 'झाग वाले पंप की PET बोतल; रीफ़िल PET बोतल में',
  'Amber PET pump bottle; refill in PET bottle': 'एम्बर रंग की PET पंप बोतल; रीफ़िल PET बोतल में',
  'Printed carton with three pump bottles and one refill': 'तीन पंप बोतलों और एक रीफ़िल वाला छपा कार्टन',
  'PET flip-top bottle; 500 ml with pump; 5 L in HDPE jerry can':
    'PET फ़्लिप-टॉप बोतल; 500 ml पंप के साथ; 5 L HDPE जेरी कैन में',
  'PET bottle with foaming pump': 'झाग वाले पंप की PET बोतल',
  'HDPE bottle with graduated measuring cap': 'निशान वाले नापने के ढक्कन की HDPE बोतल',
  'Carton with two concentrate bottles and two empty PET bottles':
    'दो कॉन्सन्ट्रेट बोतलों और दो ख़ाली PET बोतलों वाला कार्टन',
  'Multilayer stand-up pouch with screw spout': 'पेच वाली टोंटी का मल्टीलेयर स्टैंड-अप पाउच',
  'Stand-up pouch with screw spout': 'पेच वाली टोंटी का स्टैंड-अप पाउच',
  'Multilayer stand-up pouch with spout': 'टोंटी वाला मल्टीलेयर स्टैंड-अप पाउच',
  'HDPE jerry can with handle and tamper-evident cap': 'हैंडल और छेड़छाड़-रोधी ढक्कन वाला HDPE जेरी कैन',
  'HDPE jerry can with child-resistant cap': 'बच्चों से सुरक्षित ढक्कन वाला HDPE जेरी कैन',
  'HDPE jerry can with tamper-evident cap': 'छेड़छाड़-रोधी ढक्कन वाला HDPE जेरी कैन',
  'HDPE bottle with flip-top cap': 'फ़्लिप-टॉप ढक्कन वाली HDPE बोतल',
  'Printed carton with three bottles and a microfibre cloth':
    'तीन बोतलों और एक माइक्रोफ़ाइबर कपड़े वाला छपा कार्टन',
  'HDPE bottle with trigger sprayer': 'ट्रिगर स्प्रेयर वाली HDPE बोतल',
  'HDPE bottle with foaming trigger': 'झाग वाले ट्रिगर की HDPE बोतल',
  'HDPE squeeze bottle with nozzle': 'नोज़ल वाली HDPE स्क्वीज़ बोतल',
  'HDPE bottle with chemical-resistant trigger': 'रसायन-रोधी ट्रिगर वाली HDPE बोतल',
  'Amber PET bottle with fine-mist sprayer': 'बारीक फुहार वाले स्प्रेयर की एम्बर रंग की PET बोतल',
  'Gift carton with three spray bottles and one refill bottle':
    'तीन स्प्रे बोतलों और एक रीफ़िल बोतल वाला गिफ़्ट कार्टन',
  'PET jar with screw lid': 'पेच वाले ढक्कन का PET जार',
  'PET jar with individually wrapped blocks': 'अलग-अलग लिपटे ब्लॉक्स वाला PET जार',
  'HDPE jar with screw lid': 'पेच वाले ढक्कन का HDPE जार',
};

/** The surfaces (or things) a product suits. */
export const hindiSurfaces: Record<string, string> = {
  'Ceramic tiles, laminate, sealed granite, plastic furniture, painted walls, sinks':
    'सिरेमिक टाइलें, लैमिनेट, सील किया ग्रेनाइट, प्लास्टिक फ़र्नीचर, पेंट की हुई दीवारें, सिंक',
  'Vitrified tiles, wooden tables, plastic toys, high chairs, window sills, cupboard shelves':
    'विट्रिफ़ाइड टाइलें, लकड़ी की मेज़ें, प्लास्टिक के खिलौने, बच्चों की ऊँची कुर्सियाँ, खिड़की की चौखट, अलमारी की शेल्फ़',
  'Kitchen counters, dining tables, switchboards, appliance exteriors, plastic chairs, laminate':
    'किचन काउंटर, डाइनिंग टेबल, स्विचबोर्ड, उपकरणों की बाहरी सतह, प्लास्टिक कुर्सियाँ, लैमिनेट',
  'Door handles, taps, switchboards, countertops, dining tables, bathroom fittings, plastic surfaces':
    'दरवाज़ों के हैंडल, नल, स्विचबोर्ड, काउंटरटॉप, डाइनिंग टेबल, बाथरूम फ़िटिंग, प्लास्टिक की सतहें',
  'Floors, tiled walls, dustbins, shoe racks, balcony grills, bathroom floors':
    'फ़र्श, टाइल वाली दीवारें, कूड़ेदान, जूतों के रैक, बालकनी की ग्रिल, बाथरूम के फ़र्श',
  'Mobile phones, keyboards, TV remotes, car keys, steering wheels, plastic and metal surfaces':
    'मोबाइल फ़ोन, कीबोर्ड, टीवी रिमोट, कार की चाबियाँ, स्टीयरिंग व्हील, प्लास्टिक और धातु की सतहें',
  'Floors, toilet bowls, utensils, glass and mirrors': 'फ़र्श, टॉयलेट बाउल, बर्तन, काँच और आईने',
  'Vitrified tiles, bathroom tiles, toilet bowls, utensils, windows, mirrors':
    'विट्रिफ़ाइड टाइलें, बाथरूम टाइलें, टॉयलेट बाउल, बर्तन, खिड़कियाँ, आईने',
  'Clothes, utensils, hands': 'कपड़े, बर्तन, हाथ',
  'Chimney filters, gas stoves, kitchen tiles, bathroom tiles, floors':
    'चिमनी फ़िल्टर, गैस चूल्हे, किचन टाइलें, बाथरूम टाइलें, फ़र्श',
  'Counters, tables, utensils, toilet bowls, sinks': 'काउंटर, मेज़ें, बर्तन, टॉयलेट बाउल, सिंक',
  'Vitrified tiles, ceramic tiles, marble, granite, mosaic, wood laminate':
    'विट्रिफ़ाइड टाइलें, सिरेमिक टाइलें, मार्बल, ग्रेनाइट, मोज़ेक, वुड लैमिनेट',
  'Vitrified tiles, ceramic tiles, kitchen floors, granite, Kota stone':
    'विट्रिफ़ाइड टाइलें, सिरेमिक टाइलें, किचन के फ़र्श, ग्रेनाइट, कोटा स्टोन',
  'Marble, vitrified tiles, ceramic tiles, mosaic, granite':
    'मार्बल, विट्रिफ़ाइड टाइलें, सिरेमिक टाइलें, मोज़ेक, ग्रेनाइट',
  'Vitrified tiles, ceramic tiles, marble, wood laminate, vinyl':
    'विट्रिफ़ाइड टाइलें, सिरेमिक टाइलें, मार्बल, वुड लैमिनेट, विनाइल',
  'Living room and bedroom floors, bathroom floors, balconies, staircases, entrances':
    'बैठक और बेडरूम के फ़र्श, बाथरूम के फ़र्श, बालकनी, सीढ़ियाँ, प्रवेश द्वार',
  'Drains, common toilets, outdoor tiles, parking floors, garbage areas, cowsheds':
    'नालियाँ, सार्वजनिक शौचालय, बाहर की टाइलें, पार्किंग के फ़र्श, कूड़े की जगहें, गौशालाएँ',
  'Bathroom floors, passages, staircases, balconies, ceramic tiles':
    'बाथरूम के फ़र्श, गलियारे, सीढ़ियाँ, बालकनी, सिरेमिक टाइलें',
  'Vitrified tiles, ceramic tiles, mosaic, bathroom floors, kitchen floors':
    'विट्रिफ़ाइड टाइलें, सिरेमिक टाइलें, मोज़ेक, बाथरूम के फ़र्श, किचन के फ़र्श',
  'Makrana marble, Italian marble, granite, onyx, terrazzo':
    'मकराना मार्बल, इटैलियन मार्बल, ग्रेनाइट, ओनिक्स, टेराज़ो',
  'Kota stone, Shahabad stone, sandstone, slate, cement floors':
    'कोटा स्टोन, शाहाबाद स्टोन, बलुआ पत्थर, स्लेट, सीमेंट के फ़र्श',
  'Steel utensils, glassware, plastic tiffin boxes, non-stick pans, ceramic plates':
    'स्टील के बर्तन, काँच के बर्तन, प्लास्टिक के टिफ़िन, नॉन-स्टिक पैन, सिरेमिक प्लेटें',
  'Steel and brass utensils, glassware, plastic containers, cutting boards':
    'स्टील और पीतल के बर्तन, काँच के बर्तन, प्लास्टिक के डिब्बे, कटिंग बोर्ड',
  'Steel utensils, glassware, ceramic crockery, baby bottles, plastic containers':
    'स्टील के बर्तन, काँच के बर्तन, सिरेमिक क्रॉकरी, बच्चों की दूध की बोतलें, प्लास्टिक के डिब्बे',
  'Chimney baffle filters, gas hobs, exhaust fans, kitchen tiles, stainless steel burners, oven trays':
    'चिमनी के बैफ़ल फ़िल्टर, गैस हॉब, एग्ज़ॉस्ट फ़ैन, किचन टाइलें, स्टेनलेस स्टील बर्नर, ओवन ट्रे',
  'Kitchen counters, backsplash tiles, stove tops, granite, laminate cabinets':
    'किचन काउंटर, बैकस्प्लैश टाइलें, चूल्हे की सतह, ग्रेनाइट, लैमिनेट कैबिनेट',
  'Utensils, chimney filters, hobs, backsplash tiles, counters': 'बर्तन, चिमनी फ़िल्टर, हॉब, बैकस्प्लैश टाइलें, काउंटर',
  'Steel utensils, pressure cookers, kadhais, iron tawas, aluminium vessels':
    'स्टील के बर्तन, प्रेशर कुकर, कड़ाही, लोहे के तवे, एल्युमिनियम के बर्तन',
  'Copper bottles, brass utensils, pooja thalis, diyas, bronze idols, copper-bottomed pans':
    'ताँबे की बोतलें, पीतल के बर्तन, पूजा की थालियाँ, दीये, काँसे की मूर्तियाँ, ताँबे के तले वाले पैन',
  'Steel vessels, pressure cookers, glass bakeware, ceramic dishes, iron kadhais':
    'स्टील के बर्तन, प्रेशर कुकर, काँच के बेकवेयर, सिरेमिक डिश, लोहे की कड़ाही',
  'Ceramic toilet bowls, Indian-style toilet pans, urinals':
    'सिरेमिक टॉयलेट बाउल, भारतीय शैली के टॉयलेट पैन, यूरिनल',
  'Ceramic toilet bowls, Indian-style toilet pans, wash basins':
    'सिरेमिक टॉयलेट बाउल, भारतीय शैली के टॉयलेट पैन, वॉश बेसिन',
  'Toilet bowls, bathroom tiles, wash basins, taps, shower fittings':
    'टॉयलेट बाउल, बाथरूम टाइलें, वॉश बेसिन, नल, शॉवर फ़िटिंग',
  'Ceramic bathroom tiles, chrome taps, shower glass, wash basins, bathroom floors':
    'सिरेमिक बाथरूम टाइलें, क्रोम नल, शॉवर का काँच, वॉश बेसिन, बाथरूम के फ़र्श',
  'Chrome taps, shower heads, glass shower doors, mirrors, wash basins':
    'क्रोम नल, शॉवर हेड, काँच के शॉवर दरवाज़े, आईने, वॉश बेसिन',
  'Grout lines, silicone joints, shower corners, white tiles, bathroom ceilings':
    'टाइलों के जोड़ (ग्राउट), सिलिकॉन जोड़, शॉवर के कोने, सफ़ेद टाइलें, बाथरूम की छत',
  'Bathroom drains, wash basin pipes, kitchen sink drains, PVC and metal pipes':
    'बाथरूम की नालियाँ, वॉश बेसिन के पाइप, किचन सिंक की नालियाँ, PVC और धातु के पाइप',
  'Kitchen sink drains, wash basin drains, floor traps, metal and PVC pipes':
    'किचन सिंक की नालियाँ, वॉश बेसिन की नालियाँ, फ़्लोर ट्रैप, धातु और PVC पाइप',
  'Cotton, polyester, denim, blends, coloured and white clothes':
    'सूती, पॉलिएस्टर, डेनिम, मिश्रित कपड़े, रंगीन और सफ़ेद कपड़े',
  'Cotton, polyester, denim, uniforms, bedsheets, towels': 'सूती, पॉलिएस्टर, डेनिम, यूनिफ़ॉर्म, चादरें, तौलिये',
  'Silk sarees, pashmina, woollens, chiffon, georgette, lingerie':
    'रेशमी साड़ियाँ, पश्मीना, ऊनी कपड़े, शिफ़ॉन, जॉर्जेट, अंतर्वस्त्र',
  'Cotton, polyester, blends, towels, bedsheets': 'सूती, पॉलिएस्टर, मिश्रित कपड़े, तौलिये, चादरें',
  'Cotton, polyester, denim, blends, whites and colours': 'सूती, पॉलिएस्टर, डेनिम, मिश्रित कपड़े, सफ़ेद और रंगीन',
  'Cotton, synthetics, kurtas, dupattas, children’s clothes, bedsheets':
    'सूती, सिंथेटिक, कुर्ते, दुपट्टे, बच्चों के कपड़े, चादरें',
  'Cotton, towels, bedsheets, polyester, blends': 'सूती, तौलिये, चादरें, पॉलिएस्टर, मिश्रित कपड़े',
  'Bedsheets, pillow covers, nightwear, towels, cotton baby clothes':
    'चादरें, तकिये के कवर, रात के कपड़े, तौलिये, बच्चों के सूती कपड़े',
  'Cotton sarees, shirts, kurtas, dhotis, table linen, curtains': 'सूती साड़ियाँ, शर्ट, कुर्ते, धोती, मेज़पोश, पर्दे',
  'Cotton, polyester, blends, white and colourfast clothes, table linen':
    'सूती, पॉलिएस्टर, मिश्रित कपड़े, सफ़ेद और पक्के रंग के कपड़े, मेज़पोश',
  'Shirt collars and cuffs, school uniforms, underarm areas, cotton and polyester':
    'शर्ट के कॉलर और कफ़, स्कूल यूनिफ़ॉर्म, बगल वाले हिस्से, सूती और पॉलिएस्टर',
  'School uniforms, office shirts, white kurtas, table linen': 'स्कूल यूनिफ़ॉर्म, दफ़्तर की शर्ट, सफ़ेद कुर्ते, मेज़पोश',
  'Windows, mirrors, glass tabletops, showcase shelves, glass doors, car windows':
    'खिड़कियाँ, आईने, काँच की मेज़ें, शोकेस की शेल्फ़, काँच के दरवाज़े, कार की खिड़कियाँ',
  'Tinted glass, LED and LCD screens, mirrors, shop windows, glass partitions, acrylic':
    'टिंटेड काँच, LED और LCD स्क्रीन, आईने, दुकान की खिड़कियाँ, काँच के पार्टीशन, एक्रेलिक',
  'Windows, mirrors, stainless steel appliances, wooden furniture':
    'खिड़कियाँ, आईने, स्टेनलेस स्टील के उपकरण, लकड़ी का फ़र्नीचर',
  'Teak, sheesham, rosewood, mango wood, polished wooden doors, antique furniture':
    'सागौन, शीशम, रोज़वुड, आम की लकड़ी, पॉलिश किए लकड़ी के दरवाज़े, पुराना फ़र्नीचर',
  'Laminate wardrobes, veneer panels, kitchen cabinets, study tables, PU-finished furniture':
    'लैमिनेट वॉर्डरोब, विनियर पैनल, किचन कैबिनेट, पढ़ाई की मेज़ें, PU फ़िनिश वाला फ़र्नीचर',
  'Steel refrigerators, chimneys, kitchen sinks, lift doors, steel railings, dishwashers':
    'स्टील के फ़्रिज, चिमनियाँ, किचन सिंक, लिफ़्ट के दरवाज़े, स्टील की रेलिंग, डिशवॉशर',
  'Fridge shelves and drawers, microwave interiors, OTG trays, lunch boxes, water bottles':
    'फ़्रिज की शेल्फ़ और दराज़, माइक्रोवेव के अंदर, OTG ट्रे, लंच बॉक्स, पानी की बोतलें',
  Hands: 'हाथ',
  'Vitrified tiles, ceramic tiles, mosaic, granite, wood laminate':
    'विट्रिफ़ाइड टाइलें, सिरेमिक टाइलें, मोज़ेक, ग्रेनाइट, वुड लैमिनेट',
  'Tiles, counters, tables, walls, floors, plastic furniture, dustbins':
    'टाइलें, काउंटर, मेज़ें, दीवारें, फ़र्श, प्लास्टिक फ़र्नीचर, कूड़ेदान',
  'Steel utensils, kadhais, serving trays, glassware, plastic containers':
    'स्टील के बर्तन, कड़ाही, सर्विंग ट्रे, काँच के बर्तन, प्लास्टिक के डिब्बे',
  'Floors, utensils': 'फ़र्श, बर्तन',
  'Steel utensils, glassware, plastic containers, non-stick pans':
    'स्टील के बर्तन, काँच के बर्तन, प्लास्टिक के डिब्बे, नॉन-स्टिक पैन',
  'Vitrified tiles, granite, epoxy floors, lobbies, corridors, parking areas':
    'विट्रिफ़ाइड टाइलें, ग्रेनाइट, एपॉक्सी फ़र्श, लॉबी, गलियारे, पार्किंग',
  'Urinals, Indian and western toilet pans, ceramic washroom tiles':
    'यूरिनल, भारतीय और वेस्टर्न टॉयलेट पैन, सिरेमिक वॉशरूम टाइलें',
  'Car paint, bike tanks, alloy wheels, plastic trims, ceramic-coated finishes':
    'कार का पेंट, बाइक की टंकी, अलॉय व्हील, प्लास्टिक ट्रिम, सिरेमिक-कोटेड फ़िनिश',
  'Car paint, bike tanks, helmets, painted plastic': 'कार का पेंट, बाइक की टंकी, हेलमेट, पेंट किया प्लास्टिक',
  'Car paint, dashboards, door trims, tyres': 'कार का पेंट, डैशबोर्ड, दरवाज़ों के ट्रिम, टायर',
  'Dashboards, door trims, centre consoles, rubber mats, bike plastic panels':
    'डैशबोर्ड, दरवाज़ों के ट्रिम, सेंटर कंसोल, रबर मैट, बाइक के प्लास्टिक पैनल',
  'Fabric car seats, roof liners, floor carpets, fabric sofas, office chairs':
    'कपड़े की कार सीटें, छत की लाइनिंग, फ़र्श के कालीन, कपड़े के सोफ़े, ऑफ़िस कुर्सियाँ',
  'Car tyres, bike tyres, rubber mud flaps, exterior black plastics':
    'कार के टायर, बाइक के टायर, रबर मडफ़्लैप, बाहर के काले प्लास्टिक',
  'Car windscreens, rear windows, headlamp covers, mirrors': 'कार की विंडस्क्रीन, पीछे की खिड़कियाँ, हेडलैंप कवर, आईने',
  'Painted alloy wheels, steel rims, wheel covers, bike rims':
    'पेंट किए अलॉय व्हील, स्टील रिम, व्हील कवर, बाइक रिम',
  'Living rooms, bedrooms, pooja rooms, curtains, sofas': 'बैठक, बेडरूम, पूजा घर, पर्दे, सोफ़े',
  'Living rooms, bedrooms, pooja rooms, bedlinen, cushions': 'बैठक, बेडरूम, पूजा घर, चादरें, कुशन',
  'Kitchens, bathrooms, shoe racks, cars, sofas, curtains': 'रसोई, बाथरूम, जूतों के रैक, कारें, सोफ़े, पर्दे',
  'Bedrooms, living rooms, pooja rooms, kitchens, bathrooms': 'बेडरूम, बैठक, पूजा घर, रसोई, बाथरूम',
  'Urinals, Indian-style toilet pans, washroom drains': 'यूरिनल, भारतीय शैली के टॉयलेट पैन, वॉशरूम की नालियाँ',
  'Bathrooms, toilets, shoe cabinets, dustbin areas': 'बाथरूम, टॉयलेट, जूतों की अलमारी, कूड़ेदान की जगहें',
  'Wardrobes, drawers, storage trunks, suitcases, shoe racks': 'वॉर्डरोब, दराज़, संदूक, सूटकेस, जूतों के रैक',
};

/** A product's Hindi attributes from its English ones; null where the demo has no translation (English shows). */
export function hindiAttributesOf(p: {
  suitableSurfaces: string;
  scent: string;
  madeIn: string;
  packaging: string;
}) {
  return {
    suitableSurfaces: hindiSurfaces[p.suitableSurfaces] ?? null,
    scent: hindiScents[p.scent] ?? null,
    madeIn: hindiMadeIn[p.madeIn] ?? null,
    packaging: hindiPackaging[p.packaging] ?? null,
  };
}
