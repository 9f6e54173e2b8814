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
  },
  messages: {
    'Your signup could not be saved. Please try again.': 'आपका सब्सक्रिप्शन सेव नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
} satisfies HindiShare;
