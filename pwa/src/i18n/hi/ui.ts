/** The shared pieces of the shopper screens (pwa/src/ui): product cards, prices, ratings, badges, breadcrumbs, steppers, dialogs. */
import type { HindiShare } from '../catalogue-types';

export default {
  texts: {
    // Product cards and badges
    Premium: 'प्रीमियम',
    'Best Seller': 'बेस्टसेलर',
    New: 'नया',
    Limited: 'लिमिटेड',
    'In Stock': 'स्टॉक में है',
    'Only {count} left': { one: 'बस {count} बचा', other: 'बस {count} बचे' },
    '{percent}% off': '{percent}% की छूट',
    'Up to {percent}% off': '{percent}% तक की छूट',
    'Some options sold out': 'कुछ विकल्प स्टॉक में नहीं',
    'Quick view {name}': '{name} की झलक देखें',
    'Choose options of {name}': '{name} के विकल्प चुनें',
    Options: 'विकल्प',
    '{name} is out of stock': '{name} स्टॉक में नहीं है',
    'Add {name} to cart': '{name} कार्ट में जोड़ें',
    Add: 'जोड़ें',
    // Prices (visually hidden words for screen readers)
    Price: 'क़ीमत',
    was: 'पहले',
    // Ratings
    'No reviews yet': 'अभी कोई रिव्यू नहीं',
    'Rated {rating} out of 5': '5 में से {rating} रेटिंग',
    'Rated {rating} out of 5, {count} reviews': {
      one: '5 में से {rating} रेटिंग, {count} रिव्यू',
      other: '5 में से {rating} रेटिंग, {count} रिव्यू',
    },
    // Colour swatches
    'Colours: {count}': 'रंग: {count}',
    '{count} more colours': { one: 'और {count} रंग', other: 'और {count} रंग' },
    'more colours': { one: 'और रंग', other: 'और रंग' },
    // Breadcrumb, quantity stepper, buttons, dialogs
    Breadcrumb: 'पेज का रास्ता',
    Quantity: 'मात्रा',
    'Decrease {label}': '{label} घटाएँ',
    'Increase {label}': '{label} बढ़ाएँ',
    Working: 'प्रोसेस हो रहा है',
    Close: 'बंद करें',
  },
} satisfies HindiShare;
