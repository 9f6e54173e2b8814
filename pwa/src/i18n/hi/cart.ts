/**
 * The cart (page and drawer), the promo box, "Deliver to", the wishlist and the not-yet-saved note
 * (pwa/src/features/cart, app/cart-drawer, features/wishlist, ui/deliver-to.tsx, ui/pending-note.tsx),
 * with the promo codes' own words (shared/src/constants.ts, promotions.ts).
 */
import type { HindiShare } from '../catalogue-types';

export default {
  texts: {
    // The cart drawer and page
    'Your Cart': 'आपका कार्ट',
    'Close cart': 'कार्ट बंद करें',
    'Loading cart': 'कार्ट लोड हो रहा है',
    'Loading your cart': 'आपका कार्ट लोड हो रहा है',
    'Continue Shopping': 'ख़रीदारी जारी रखें',
    'Start Shopping': 'ख़रीदारी शुरू करें',
    'Items in your cart': 'आपके कार्ट के आइटम',
    'Loading…': 'लोड हो रहा है…',
    'Unavailable product': 'अनुपलब्ध प्रोडक्ट',
    'Quantity of {name}': '{name} की मात्रा',
    Remove: 'हटाएँ',
    Total: 'कुल',
    'View Cart': 'कार्ट देखें',
    Checkout: 'चेकआउट',
    'Item total': 'आइटम का कुल',
    'Move to Wishlist': 'विशलिस्ट में डालें',
    'Shopping Cart': 'शॉपिंग कार्ट',
    'Shopping Cart ({count})': 'शॉपिंग कार्ट ({count})',
    '{count} items in your cart': { one: 'आपके कार्ट में {count} आइटम है', other: 'आपके कार्ट में {count} आइटम हैं' },
    'Cart items': 'कार्ट के आइटम',
    'Order Summary': 'ऑर्डर सारांश',
    'Proceed to Checkout': 'चेकआउट करें',
    'Free shipping over ₹999': '₹999 से ज़्यादा के ऑर्डर पर फ़्री शिपिंग',
    'Secure checkout · 30-day easy returns': 'सुरक्षित चेकआउट · 30 दिन में आसान रिटर्न',
    // The promo box
    'Promo code': 'प्रोमो कोड',
    'promo code {code}': 'प्रोमो कोड {code}',
    'e.g. SAVE20': 'जैसे SAVE20',
    Apply: 'लागू करें',
    '{code} applied — {summary}': '{code} लागू हुआ — {summary}',
    // "Deliver to"
    'Deliver to': 'यहाँ डिलीवर करें',
    'Deliver to {pincode}': '{pincode} पर डिलीवरी',
    'Enter pincode': 'पिनकोड डालें',
    Check: 'जाँचें',
    Cancel: 'रद्द करें',
    Change: 'बदलें',
    pincode: 'पिनकोड',
    'Checking delivery for this pincode': 'इस पिनकोड पर डिलीवरी देखी जा रही है',
    'Delivery dates need a connection the first time. Please try again when you are online.':
      'डिलीवरी की तारीख़ पहली बार देखने के लिए इंटरनेट चाहिए। कृपया ऑनलाइन होने पर फिर से कोशिश करें।',
    'Delivery by {date}': '{date} तक डिलीवरी',
    'Cash on Delivery available': 'कैश ऑन डिलीवरी उपलब्ध है',
    'Cash on Delivery not available': 'कैश ऑन डिलीवरी उपलब्ध नहीं है',
    // The wishlist
    'My Wishlist': 'मेरी विशलिस्ट',
    'My Wishlist ({count})': 'मेरी विशलिस्ट ({count})',
    '{count} items saved': { one: '{count} आइटम सेव है', other: '{count} आइटम सेव हैं' },
    'Clear All': 'सब हटाएँ',
    'Saved products': 'सेव किए गए प्रोडक्ट',
    'Saved item (details not available right now)': 'सेव किया गया आइटम (इसकी जानकारी अभी उपलब्ध नहीं है)',
    'saved item': 'सेव किया गया आइटम',
    'Your wishlist is empty': 'आपकी विशलिस्ट ख़ाली है',
    'Tap the heart on any product to keep it here for later.': 'किसी भी प्रोडक्ट पर दिल का निशान टैप करें, वह बाद के लिए यहाँ सेव हो जाएगा।',
    'Move to Cart': 'कार्ट में डालें',
    // A change not yet with the store
    'Not saved in the store yet': 'अभी स्टोर में सेव नहीं हुआ',
  },
  messages: {
    // The promo codes' summaries (shared/src/constants.ts)
    'Buy 2, get 1 free: the cheapest of every 3 items is free': '2 ख़रीदें, 1 फ़्री पाएँ: हर 3 आइटम में सबसे सस्ता आइटम फ़्री',
  },
  messagePatterns: [
    // The summaries with an amount, and the personal welcome code's (shared/src/promotions.ts)
    { english: /^(\d+)% off your order$/, hindi: ([p = '']) => `आपके ऑर्डर पर ${p}% की छूट` },
    { english: /^(₹[\d,]+) off your order$/, hindi: ([amount = '']) => `आपके ऑर्डर पर ${amount} की छूट` },
    {
      english: /^(\d+)% off your order \(your welcome code, once\)$/,
      hindi: ([p = '']) => `आपके ऑर्डर पर ${p}% की छूट (आपका वेलकम कोड, एक बार के लिए)`,
    },
    // Why a known code takes nothing off the cart (whyPromoDoesNotApply)
    {
      english: /^(\S+) applies to fountain pens; none in your cart\.$/,
      hindi: ([code = '']) => `${code} सिर्फ़ फ़ाउंटेन पेन पर लागू होता है; आपके कार्ट में कोई फ़ाउंटेन पेन नहीं है।`,
    },
    {
      english: /^(\S+) makes the cheapest of every (\d+) items free; add (\d+) more items?\.$/,
      hindi: ([code = '', every = '', more = '']) => `${code} से हर ${every} आइटम में सबसे सस्ता आइटम फ़्री मिलता है; ${more} और आइटम जोड़ें।`,
    },
    { english: /^(\S+) takes nothing off this cart\.$/, hindi: ([code = '']) => `${code} से इस कार्ट पर कोई छूट नहीं मिलती।` },
    // The promo box's toast (promo-box.tsx)
    { english: /^Promo code (\S+) applied$/, hindi: ([code = '']) => `प्रोमो कोड ${code} लागू हो गया` },
  ],
} satisfies HindiShare;
