/** The not-found page (pwa/src/app/not-found-page.tsx). */
import type { HindiShare } from '../catalogue-types';

export default {
  texts: {
    'Page not found': 'पेज नहीं मिला',
    'The page you were looking for is not here. Browse our pens, notebooks and art supplies instead.':
      'आप जो पेज ढूँढ रहे थे, वह यहाँ नहीं है। इसके बजाय हमारे पेन, नोटबुक और आर्ट का सामान देखें।',
    'This page has wandered off the page': 'यह पेज कहीं भटक गया है',
    'The link may be old, or the address mistyped. Let us take you somewhere useful.':
      'हो सकता है लिंक पुराना हो, या पता ग़लत लिखा गया हो। चलिए, आपको किसी काम की जगह ले चलते हैं।',
    'Go Home': 'होम पर जाएँ',
    'Go Back': 'वापस जाएँ',
    'Helpful links': 'काम के लिंक',
    'Browse all products': 'सभी प्रोडक्ट देखें',
    'Shop by category': 'कैटेगरी के हिसाब से ख़रीदें',
    'View your cart': 'अपना कार्ट देखें',
    'Your account': 'आपका खाता',
  },
} satisfies HindiShare;
