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
  },
  messages: {
    'Your signup could not be saved. Please try again.': 'आपका सब्सक्रिप्शन सेव नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
} satisfies HindiShare;
