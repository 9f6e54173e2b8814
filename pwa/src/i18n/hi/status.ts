/** The header's status corner: offline badge, install, update prompt (pwa-status.tsx), and the changes waiting (sync-status/). */
import type { HindiShare } from '../catalogue-types';

export default {
  texts: {
    // PWA status
    Offline: 'ऑफ़लाइन',
    'Install the Inkwell app': 'Inkwell ऐप इंस्टॉल करें',
    'Update available — a new version of Inkwell is ready.': 'अपडेट उपलब्ध है — Inkwell का नया वर्ज़न तैयार है।',
    Reload: 'रीलोड करें',
    Later: 'बाद में',
    // The changes chip and its panel
    '{count} changes waiting': { one: '{count} बदलाव भेजना बाकी है', other: '{count} बदलाव भेजने बाकी हैं' },
    '{count} changes refused': { one: '{count} बदलाव स्टोर ने नहीं माना', other: '{count} बदलाव स्टोर ने नहीं माने' },
    'Sign in again to send your {count} changes': {
      one: 'अपना {count} बदलाव भेजने के लिए फिर से साइन इन करें',
      other: 'अपने {count} बदलाव भेजने के लिए फिर से साइन इन करें',
    },
    'Your session has ended. Sign in again to send your {count} changes to the store.': {
      one: 'आपका सेशन ख़त्म हो गया है। अपना {count} बदलाव स्टोर को भेजने के लिए फिर से साइन इन करें।',
      other: 'आपका सेशन ख़त्म हो गया है। अपने {count} बदलाव स्टोर को भेजने के लिए फिर से साइन इन करें।',
    },
    'Changes not yet saved in the store': 'बदलाव जो अभी स्टोर में सेव नहीं हुए',
    'Discard them': 'इन्हें हटा दें',
    'Refused by the store': 'स्टोर ने नहीं माने',
    'Waiting to be sent': 'भेजे जाने का इंतज़ार',
    Retry: 'फिर से कोशिश करें',
    Discard: 'हटा दें',
    'Will be sent when you are back online': 'इंटरनेट वापस आने पर भेजा जाएगा',
    'Not sent yet: {error}': 'अभी नहीं भेजा गया: {error}',
    'Sending…': 'भेजा जा रहा है…',
    'this product': 'यह प्रोडक्ट',
    // What each waiting change is (describe-change.ts)
    'Add {name} to your cart': '{name} कार्ट में जोड़ें',
    'Add {count} × {name} to your cart': '{count} × {name} कार्ट में जोड़ें',
    'Change {name} to {count} in your cart': 'कार्ट में {name} की संख्या {count} करें',
    'Remove {name} from your cart': '{name} कार्ट से हटाएँ',
    'Empty your cart': 'कार्ट ख़ाली करें',
    'Add {count} products to your cart': '{count} प्रोडक्ट कार्ट में जोड़ें',
    'Add {name} to your wishlist': '{name} विशलिस्ट में जोड़ें',
    'Remove {name} from your wishlist': '{name} विशलिस्ट से हटाएँ',
    'Clear your wishlist': 'विशलिस्ट ख़ाली करें',
    'Add {count} products to your wishlist': '{count} प्रोडक्ट विशलिस्ट में जोड़ें',
    'Place your order of {total}': '{total} का ऑर्डर दें',
    'Cancel your order': 'अपना ऑर्डर कैंसिल करें',
    'Update your profile': 'अपनी प्रोफ़ाइल अपडेट करें',
    'Add the address for {name}': '{name} का पता जोड़ें',
    'Change the address for {name}': '{name} का पता बदलें',
    'Delete an address': 'एक पता डिलीट करें',
    'Subscribe {email} to the newsletter': '{email} को न्यूज़लेटर से जोड़ें',
    // Notices after sign-in and for orders sent from this device
    'Order placed successfully! Your order of {total} reached the store.': 'ऑर्डर सफलतापूर्वक दिया गया! {total} का आपका ऑर्डर स्टोर तक पहुँच गया।',
    'Your order could not be placed: {reason} Your cart is as you left it.':
      'आपका ऑर्डर नहीं दिया जा सका: {reason} आपका कार्ट वैसा ही है जैसा आपने छोड़ा था।',
    '{name} is no longer sold in the option you chose, so it was removed from your cart.':
      '{name} आपके चुने हुए विकल्प में अब नहीं बिकता, इसलिए उसे कार्ट से हटा दिया गया।',
    'An item from your cart is no longer sold, so it was removed.': 'आपके कार्ट का एक आइटम अब नहीं बिकता, इसलिए उसे हटा दिया गया।',
    'Only {accepted} of {requested} {name} could be kept: that is all we have.':
      '{name} के {requested} में से सिर्फ़ {accepted} रखे जा सके: हमारे पास बस इतने ही हैं।',
    'Only {accepted} of {requested} {name} could be kept: you can have at most {max} of each item in your cart.':
      '{name} के {requested} में से सिर्फ़ {accepted} रखे जा सके: कार्ट में हर आइटम ज़्यादा से ज़्यादा {max} ही रखे जा सकते हैं।',
    '{name} is out of stock, so it could not stay in your cart.': '{name} स्टॉक में नहीं है, इसलिए कार्ट में नहीं रह सका।',
    'Your wishlist is full ({max} products), so {name} was not added.': 'आपकी विशलिस्ट भर गई है ({max} प्रोडक्ट), इसलिए {name} नहीं जोड़ा गया।',
    'A product from your wishlist is no longer sold, so it was removed.': 'आपकी विशलिस्ट का एक प्रोडक्ट अब नहीं बिकता, इसलिए उसे हटा दिया गया।',
  },
} satisfies HindiShare;
