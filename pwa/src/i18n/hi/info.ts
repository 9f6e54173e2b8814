/**
 * The app's frames (a page loading, a page that could not be shown), the newsletter form and
 * sign-out (pwa/src/app/*.tsx, ui/newsletter-form.tsx, ui/sign-out-button.tsx), and /about with
 * the footer's information pages (features/about, app/info).
 */
import type { HindiShare } from '../catalogue-types';

export default {
  texts: {
    // Loading and errors (app/page-fallback.tsx, require-sign-in.tsx, route-error.tsx)
    'Loading page': 'पेज लोड हो रहा है',
    Loading: 'लोड हो रहा है',
    'This page could not be shown': 'यह पेज नहीं दिखाया जा सका',
    'Something went wrong while showing this page.': 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
    // The newsletter (ui/newsletter-form.tsx)
    'Join our letter for new arrivals, studio notes and {percent}% off your first order.':
      'नए प्रोडक्ट, स्टूडियो की ख़बरों और पहले ऑर्डर पर {percent}% छूट के लिए हमारा न्यूज़लेटर पाएँ।',
    'Newsletter e-mail address': 'न्यूज़लेटर के लिए ईमेल पता',
    Subscribe: 'सब्सक्राइब करें',
    'Your {percent}% code is on its way to your inbox.': 'आपका {percent}% छूट वाला कोड आपके इनबॉक्स में आ रहा है।',
    // Sign-out (ui/sign-out-button.tsx)
    Logout: 'लॉग आउट',
    'Sign out?': 'साइन आउट करें?',
    'Sign out and discard': 'साइन आउट करें और बदलाव हटा दें',
    'Stay signed in': 'साइन इन रहें',
    "{count} changes haven't reached the store yet. Sign out and discard them?": {
      one: '{count} बदलाव अभी स्टोर तक नहीं पहुँचा है। साइन आउट करके उसे हटा दें?',
      other: '{count} बदलाव अभी स्टोर तक नहीं पहुँचे हैं। साइन आउट करके उन्हें हटा दें?',
    },
    // /about (features/about/about-page.tsx)
    'About us': 'हमारे बारे में',
    'Our story': 'हमारी कहानी',
    'Writing things down, beautifully': 'लिखने का सुंदर अंदाज़',
    'Inkwell began as a small desk of pens and notebooks for friends who still loved the feel of ink on paper. Today we bring premium pens, notebooks, art supplies and office essentials to writers, students and makers across India — chosen one by one, tested at our own desks, and sent out with care.':
      'Inkwell की शुरुआत पेन और नोटबुक की एक छोटी-सी मेज़ से हुई थी, उन दोस्तों के लिए जिन्हें आज भी काग़ज़ पर स्याही का एहसास पसंद था। आज हम पूरे भारत के लेखकों, छात्रों और कलाकारों तक प्रीमियम पेन, नोटबुक, आर्ट का सामान और ऑफ़िस की ज़रूरी चीज़ें पहुँचाते हैं — हर चीज़ एक-एक करके चुनी हुई, हमारी अपनी मेज़ पर परखी हुई, और पूरे ध्यान से भेजी हुई।',
    'Inkwell in numbers': 'आँकड़ों में Inkwell',
    'What we stand for': 'हमारी पहचान',
    'Made to last': 'लंबे समय तक चलने वाला',
    'We choose pens, papers and tools that age well. Every piece carries a lifetime warranty.':
      'हम ऐसे पेन, काग़ज़ और औज़ार चुनते हैं जो सालों-साल साथ दें। हर चीज़ पर लाइफ़टाइम वारंटी है।',
    'Honest materials': 'ईमानदार सामग्री',
    'Acid-free papers, refillable instruments and packaging you can recycle or reuse.':
      'एसिड-फ़्री काग़ज़, रीफ़िल होने वाले पेन और ऐसी पैकेजिंग जिसे आप रीसायकल कर सकें या दोबारा इस्तेमाल कर सकें।',
    'Careful service': 'ध्यान से सेवा',
    'Free shipping over ₹999, {days}-day easy returns and people who answer when you write.':
      '₹999 से ऊपर फ़्री शिपिंग, {days} दिन में आसान रिटर्न, और ऐसे लोग जो आपके लिखने पर जवाब देते हैं।',
    'For every hand': 'हर हाथ के लिए',
    'From a first fountain pen to a studio of paints, we stock for students, offices and artists alike.':
      'पहले फ़ाउंटेन पेन से लेकर रंगों से भरे स्टूडियो तक, हम छात्रों, दफ़्तरों और कलाकारों — सबके लिए सामान रखते हैं।',
    'Find your next favourite pen': 'अपना अगला पसंदीदा पेन ढूँढें',
    'Browse the whole collection — it works even when your connection does not.': 'पूरा कलेक्शन देखें — यह इंटरनेट न होने पर भी चलता है।',
    'Shop Products': 'प्रोडक्ट ख़रीदें',
    // The footer's information pages (app/info/info-content.ts)
    'Let them choose their own nib, notebook or palette. Inkwell gift cards arrive by e-mail within minutes.':
      'उन्हें अपनी पसंद की निब, नोटबुक या पैलेट ख़ुद चुनने दें। Inkwell गिफ़्ट कार्ड कुछ ही मिनटों में ईमेल से पहुँच जाते हैं।',
    'How they work': 'ये कैसे काम करते हैं',
    'Values from ₹500 to ₹10,000.': '₹500 से ₹10,000 तक की रकम।',
    'Delivered by e-mail with your personal note.': 'आपके अपने संदेश के साथ ईमेल से भेजे जाते हैं।',
    'Valid for 12 months on everything in the store, including sale items.': 'स्टोर की हर चीज़ पर, सेल वाले आइटम समेत, 12 महीने तक मान्य।',
    'Use across several orders until the balance runs out.': 'बैलेंस ख़त्म होने तक कई ऑर्डर में इस्तेमाल करें।',
    Ordering: 'ऑर्डर कैसे करें',
    'Write to hello@inkwell.example with the amount, the recipient and your message; we reply with a secure payment link the same working day.':
      'रकम, पाने वाले का नाम और अपना संदेश hello@inkwell.example पर लिखें; हम उसी कामकाजी दिन सुरक्षित पेमेंट लिंक के साथ जवाब देंगे।',
    'Frequently Asked Questions': 'अक्सर पूछे जाने वाले सवाल',
    'Quick answers to what shoppers ask us most.': 'ग्राहक हमसे सबसे ज़्यादा जो पूछते हैं, उनके झटपट जवाब।',
    'Do you ship across India?': 'क्या आप पूरे भारत में डिलीवरी करते हैं?',
    'Yes, to every serviceable pin code. Orders above ₹999 ship free; below that shipping is ₹99.':
      'हाँ, हर उस पिनकोड पर जहाँ डिलीवरी होती है। ₹999 से ऊपर के ऑर्डर पर शिपिंग फ़्री है; उससे कम पर शिपिंग ₹99 है।',
    'Can I shop without an account?': 'क्या मैं बिना खाते के ख़रीदारी कर सकता/सकती हूँ?',
    'Yes. Your cart and wishlist are kept on your device; sign in at checkout to place the order.':
      'हाँ। आपका कार्ट और विशलिस्ट आपके डिवाइस पर रहते हैं; ऑर्डर देने के लिए चेकआउट पर साइन इन करें।',
    'Does the store work offline?': 'क्या स्टोर ऑफ़लाइन भी चलता है?',
    'Once you have visited, the catalogue is saved on your device: you can browse, search and fill your cart without a connection, and we send changes when you are back online.':
      'एक बार स्टोर खोलने के बाद कैटलॉग आपके डिवाइस पर सेव हो जाता है: आप बिना इंटरनेट के प्रोडक्ट देख, खोज और कार्ट में डाल सकते हैं, और इंटरनेट वापस आने पर हम बदलाव भेज देते हैं।',
    'Which payment methods do you accept?': 'आप कौन-से पेमेंट तरीक़े लेते हैं?',
    'Cards (Visa, Mastercard), UPI, net banking and cash on delivery.': 'कार्ड (Visa, Mastercard), UPI, नेट बैंकिंग और कैश ऑन डिलीवरी।',
    'Paper and nib sizes, explained.': 'काग़ज़ और निब के साइज़, आसान शब्दों में।',
    'Paper sizes': 'काग़ज़ के साइज़',
    'A4: 210 × 297 mm — full letters and sketches.': 'A4: 210 × 297 mm — पूरी चिट्ठियों और स्केच के लिए।',
    'A5: 148 × 210 mm — the classic journal.': 'A5: 148 × 210 mm — क्लासिक जर्नल।',
    'A6: 105 × 148 mm — pocket notebooks.': 'A6: 105 × 148 mm — पॉकेट नोटबुक।',
    'B5: 176 × 250 mm — roomy study notes.': 'B5: 176 × 250 mm — पढ़ाई के नोट्स के लिए खुली जगह।',
    'Nib sizes': 'निब के साइज़',
    'EF (extra fine): small handwriting and ledgers.': 'EF (एक्स्ट्रा फ़ाइन): छोटी लिखावट और बही-खातों के लिए।',
    'F (fine): everyday writing.': 'F (फ़ाइन): रोज़ की लिखाई के लिए।',
    'M (medium): a smooth, bolder line.': 'M (मीडियम): चिकनी, थोड़ी मोटी लकीर।',
    'B (broad): signatures and lettering.': 'B (ब्रॉड): हस्ताक्षर और सुलेख के लिए।',
    'We are a small team of writers, artists and engineers in Bengaluru.': 'हम बेंगलुरु में लेखकों, कलाकारों और इंजीनियरों की एक छोटी-सी टीम हैं।',
    'Working here': 'यहाँ काम करना',
    'We care about craft, kind customer care and software that works even on a patchy connection. Everyone spends a day a month packing orders.':
      'हमें कारीगरी, ग्राहकों की प्यार से देखभाल और ऐसे सॉफ़्टवेयर की परवाह है जो कमज़ोर इंटरनेट पर भी चले। हर कोई महीने में एक दिन ऑर्डर पैक करता है।',
    'Open roles': 'खुली नौकरियाँ',
    'We have no open roles right now. Send a letter about yourself to careers@inkwell.example — we read every one.':
      'अभी कोई नौकरी खाली नहीं है। अपने बारे में careers@inkwell.example पर लिखकर भेजें — हम हर चिट्ठी पढ़ते हैं।',
    'Stories, images and facts about Inkwell Stationery.': 'Inkwell Stationery के बारे में कहानियाँ, तस्वीरें और तथ्य।',
    Facts: 'तथ्य',
    'Founded in Bengaluru.': 'बेंगलुरु में शुरुआत।',
    '50K+ customers across India.': 'पूरे भारत में 50K+ ग्राहक।',
    '1000+ products from makers in India and abroad.': 'भारत और विदेश के निर्माताओं के 1000+ प्रोडक्ट।',
    '99.9% customer satisfaction.': '99.9% ग्राहक संतुष्टि।',
    'Media enquiries': 'मीडिया से जुड़ी पूछताछ',
    'Write to press@inkwell.example for interviews, product samples and images.':
      'इंटरव्यू, प्रोडक्ट सैंपल और तस्वीरों के लिए press@inkwell.example पर लिखें।',
    'Good stationery should last, and so should the planet it is made on.':
      'अच्छी स्टेशनरी लंबे समय तक चलनी चाहिए, और वह धरती भी जिस पर वह बनती है।',
    'What we do': 'हम क्या करते हैं',
    'Plastic-free packaging made from recycled paper.': 'रीसायकल किए गए काग़ज़ से बनी, प्लास्टिक-फ़्री पैकेजिंग।',
    'Refillable pens and ink in glass bottles.': 'रीफ़िल होने वाले पेन और काँच की बोतलों में स्याही।',
    'Notebooks on FSC-certified paper.': 'FSC-प्रमाणित काग़ज़ की नोटबुक।',
    'Consolidated dispatch to cut delivery trips.': 'डिलीवरी के चक्कर कम करने के लिए ऑर्डर एक साथ भेजना।',
    'Stationery for schools, studios, offices and shops.': 'स्कूलों, स्टूडियो, दफ़्तरों और दुकानों के लिए स्टेशनरी।',
    'Who we supply': 'हम किसे सामान देते हैं',
    'Retailers, schools, corporate gifting teams and art studios, from 25 units per item.':
      'रिटेलर, स्कूल, कॉर्पोरेट गिफ़्टिंग टीमें और आर्ट स्टूडियो, हर आइटम के कम से कम 25 नग।',
    'Get a quote': 'क़ीमत पूछें',
    'Send your list to wholesale@inkwell.example; we reply with prices and lead times within two working days.':
      'अपनी सूची wholesale@inkwell.example पर भेजें; हम दो कामकाजी दिनों में क़ीमतें और डिलीवरी का समय बता देंगे।',
    'We use as little browser storage as we can.': 'हम ब्राउज़र स्टोरेज का जितना हो सके कम इस्तेमाल करते हैं।',
    'What we store': 'हम क्या सेव करते हैं',
    'Your sign-in token, so you stay signed in.': 'आपका साइन-इन टोकन, ताकि आप साइन इन रहें।',
    'Your cart and wishlist, so they survive a reload.': 'आपका कार्ट और विशलिस्ट, ताकि रीलोड करने पर भी बने रहें।',
    'A copy of the catalogue, so the store works offline.': 'कैटलॉग की एक कॉपी, ताकि स्टोर ऑफ़लाइन भी चले।',
    'No tracking': 'कोई ट्रैकिंग नहीं',
    'We use no advertising or third-party tracking cookies.': 'हम विज्ञापन या थर्ड-पार्टी ट्रैकिंग कुकी इस्तेमाल नहीं करते।',
    // The info pages' frame (app/info/info-page.tsx)
    'Browse the collection →': 'कलेक्शन देखें →',
    'The full text of this page is in English.': 'इस पेज का पूरा पाठ अंग्रेज़ी में है।',
    // The legal pages' headings and short texts (app/info/legal-*.ts); their long bodies stay English
    'Legal name': 'क़ानूनी नाम',
    'Trading as': 'कारोबारी नाम',
    'Registered address': 'रजिस्टर्ड पता',
    'E-mail': 'ईमेल',
    'Customer care hours': 'ग्राहक सेवा का समय',
    Name: 'नाम',
    Designation: 'पद',
    Address: 'पता',
    'How a complaint is handled': 'शिकायत पर कैसे कार्रवाई होती है',
    'A real person reads every message. We answer within one working day.':
      'हर संदेश कोई असली इंसान पढ़ता है। हम एक कामकाजी दिन के अंदर जवाब देते हैं।',
    'The seller': 'विक्रेता',
    'About an order': 'किसी ऑर्डर के बारे में',
    'The agreement between you and the seller when you buy from this store.': 'इस स्टोर से ख़रीदारी करने पर आपके और विक्रेता के बीच का समझौता।',
    'Who sells': 'कौन बेचता है',
    'Prices and payment': 'क़ीमतें और भुगतान',
    'Orders and cancellation': 'ऑर्डर और कैंसिलेशन',
    'Returns and warranty': 'रिटर्न और वारंटी',
    Complaints: 'शिकायतें',
    'Governing law': 'लागू क़ानून',
    'Delivery times': 'डिलीवरी का समय',
    'Cash on delivery': 'कैश ऑन डिलीवरी',
    'Shipping Information': 'शिपिंग की जानकारी',
    'Carefully packed in recycled paper and delivered across India.': 'रीसायकल काग़ज़ में ध्यान से पैक करके पूरे भारत में डिलीवर किया जाता है।',
    Costs: 'ख़र्च',
    Tracking: 'ट्रैकिंग',
    'Returns & Refunds': 'रिटर्न और रिफ़ंड',
    'Damaged, defective or wrong item': 'टूटा, ख़राब या ग़लत आइटम',
    'How to ask for a return': 'रिटर्न का अनुरोध कैसे करें',
    Refunds: 'रिफ़ंड',
    Warranty: 'वारंटी',
    'What we collect, and why': 'हम क्या जानकारी लेते हैं, और क्यों',
    'Who we share it with': 'हम यह जानकारी किसके साथ साझा करते हैं',
    'How long we keep it': 'हम इसे कितने समय तक रखते हैं',
    'Your rights': 'आपके अधिकार',
    'Registered details': 'रजिस्टर्ड जानकारी',
    'The store’s registered details load with a connection; open this page once online and it is kept for offline use.':
      'स्टोर की रजिस्टर्ड जानकारी इंटरनेट से लोड होती है; एक बार ऑनलाइन रहते हुए यह पेज खोलें, फिर यह ऑफ़लाइन भी मिलेगी।',
    'Sample details: this store has not been given its seller’s details yet (STORE_GSTIN and the other STORE_* settings), so the name, address and GSTIN below are an example, not a real business.':
      'नमूने की जानकारी: इस स्टोर को अभी विक्रेता की जानकारी नहीं दी गई है (STORE_GSTIN और बाकी STORE_* सेटिंग), इसलिए नीचे दिए नाम, पता और GSTIN सिर्फ़ उदाहरण हैं, कोई असली कारोबार नहीं।',
  },
  messages: {
    'Your signup could not be saved. Please try again.': 'आपका सब्सक्रिप्शन सेव नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
  messagePatterns: [
    // The legal pages' short texts with a figure in them (app/info/legal-policy-pages.ts), shown through t.message
    {
      english: /^Changed your mind\? You have (\d+) days from delivery to send it back\.$/,
      hindi: ([days = '']) => `मन बदल गया? डिलीवरी से ${days} दिन के अंदर आप इसे लौटा सकते हैं।`,
    },
    { english: /^The (\d+)-day returns$/, hindi: ([days = '']) => `${days} दिन में रिटर्न` },
    { english: /^(\d+) working days?$/, hindi: ([days = '']) => `${days} कामकाजी दिन` },
    { english: /^Free shipping on orders above (₹[\d,.]+)\.$/, hindi: ([amount = '']) => `${amount} से ज़्यादा के ऑर्डर पर फ़्री शिपिंग।` },
    { english: /^A flat (₹[\d,.]+) on smaller orders\.$/, hindi: ([amount = '']) => `इससे छोटे ऑर्डर पर सिर्फ़ ${amount}।` },
  ],
} satisfies HindiShare;
