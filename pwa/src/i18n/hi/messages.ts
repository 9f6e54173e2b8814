/**
 * Messages from the server and shared/src/messages.ts (spec §8: toasts and errors), by their
 * English. The api answers in English; t.message() (the toaster, error texts) shows these in Hindi.
 * catalogue.test.ts walks every message of MESSAGES and fails on one without its Hindi here.
 */
import type { HindiShare } from '../catalogue-types';

export default {
  messages: {
    // Cart
    'Failed to add to cart': 'कार्ट में नहीं जोड़ा जा सका',
    'Failed to update cart item': 'कार्ट का आइटम अपडेट नहीं हो सका',
    'Failed to remove from cart': 'कार्ट से नहीं हटाया जा सका',
    'Failed to clear cart': 'कार्ट ख़ाली नहीं हो सका',
    'Failed to merge cart': 'दोनों कार्ट एक नहीं किए जा सके',
    'Requested quantity exceeds available inventory.': 'माँगी गई मात्रा स्टॉक से ज़्यादा है।',
    'Your cart is empty': 'आपका कार्ट ख़ाली है',
    'Add some products to get started': 'शुरू करने के लिए कुछ प्रोडक्ट जोड़ें',
    // Products
    'Failed to fetch products': 'प्रोडक्ट लोड नहीं हो सके',
    'Failed to fetch product': 'प्रोडक्ट लोड नहीं हो सका',
    'Failed to fetch products by category': 'इस कैटेगरी के प्रोडक्ट लोड नहीं हो सके',
    'Failed to search products': 'प्रोडक्ट खोजे नहीं जा सके',
    'Failed to fetch featured products': 'ख़ास प्रोडक्ट लोड नहीं हो सके',
    'Failed to fetch bestsellers': 'बेस्टसेलर लोड नहीं हो सके',
    'Failed to fetch related products': 'मिलते-जुलते प्रोडक्ट लोड नहीं हो सके',
    'Failed to create product': 'प्रोडक्ट नहीं बनाया जा सका',
    'Failed to add review': 'रिव्यू नहीं जोड़ा जा सका',
    'Failed to update product': 'प्रोडक्ट अपडेट नहीं हो सका',
    'Failed to delete product': 'प्रोडक्ट डिलीट नहीं हो सका',
    'Product Not Found': 'प्रोडक्ट नहीं मिला',
    "The product you're looking for doesn't exist.": 'आप जो प्रोडक्ट ढूँढ रहे हैं, वह मौजूद नहीं है।',
    'Error Loading Products': 'प्रोडक्ट लोड करने में गड़बड़ी',
    'No products found': 'कोई प्रोडक्ट नहीं मिला',
    'Product not found': 'प्रोडक्ट नहीं मिला',
    'This product has no such variant. Please choose another option.': 'इस प्रोडक्ट में यह विकल्प नहीं है। कृपया कोई दूसरा विकल्प चुनें।',
    // Inventory
    'Failed to fetch inventory': 'इन्वेंटरी लोड नहीं हो सकी',
    'Failed to fetch inventory item': 'इन्वेंटरी का आइटम लोड नहीं हो सका',
    'Failed to fetch inventory by category': 'कैटेगरी की इन्वेंटरी लोड नहीं हो सकी',
    'Failed to check stock': 'स्टॉक जाँचा नहीं जा सका',
    'Error updating quantity': 'मात्रा अपडेट करने में गड़बड़ी',
    // Sign-in and account
    'Login failed': 'लॉग इन नहीं हो सका',
    'Registration failed': 'रजिस्ट्रेशन नहीं हो सका',
    'Failed to send OTP': 'OTP नहीं भेजा जा सका',
    'Failed to update profile': 'प्रोफ़ाइल अपडेट नहीं हो सकी',
    'Failed to change password': 'पासवर्ड नहीं बदला जा सका',
    'Passwords do not match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
    'Password must be at least 6 characters long': 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    'Please fill both OTPs': 'कृपया दोनों OTP भरें',
    'Please fill the email OTP': 'कृपया ईमेल पर आया OTP भरें',
    'Failed to resend OTP. Try again.': 'OTP दोबारा नहीं भेजा जा सका। फिर से कोशिश करें।',
    'OTP verified successfully': 'OTP सफलतापूर्वक सत्यापित हुआ',
    'Login successful': 'लॉग इन हो गया',
    'Profile updated successfully': 'प्रोफ़ाइल सफलतापूर्वक अपडेट हुई',
    'Authentication token is missing.': 'लॉग इन टोकन नहीं मिला।',
    'If an account uses this email, a reset code has been sent to it.': 'अगर यह ईमेल किसी खाते से जुड़ा है, तो उस पर रीसेट कोड भेज दिया गया है।',
    'Your password has been changed. Please sign in with the new one.': 'आपका पासवर्ड बदल गया है। कृपया नए पासवर्ड से साइन इन करें।',
    'Your account keeps its current phone until you enter the code.': 'कोड डालने तक आपके खाते में पुराना फ़ोन नंबर ही रहेगा।',
    'Your phone number is confirmed. Sign-in codes will be texted to it.':
      'आपका फ़ोन नंबर कन्फ़र्म हो गया। साइन-इन कोड अब इसी नंबर पर SMS से आएँगे।',
    'No new phone number is waiting for a code, or its code has expired. Save the number again to get a new code.':
      'कोई नया फ़ोन नंबर कोड का इंतज़ार नहीं कर रहा, या उसका कोड ख़त्म हो चुका है। नया कोड पाने के लिए नंबर फिर से सेव करें।',
    'Too many wrong codes. Save the number again to get a new code.': 'बहुत बार ग़लत कोड डाला गया। नया कोड पाने के लिए नंबर फिर से सेव करें।',
    'Changing your phone number needs a connection: a code is texted to the new number.':
      'फ़ोन नंबर बदलने के लिए इंटरनेट चाहिए: नए नंबर पर SMS से कोड भेजा जाता है।',
    'Password changed successfully': 'पासवर्ड सफलतापूर्वक बदल गया',
    'Current password is incorrect': 'मौजूदा पासवर्ड ग़लत है',
    'User not found': 'यूज़र नहीं मिला',
    'An account with this email already exists. Please log in instead.': 'इस ईमेल से पहले से एक खाता बना है। कृपया लॉग इन करें।',
    // The forms' checks (shared/src/user.ts), said by the api and the forms alike.
    'Name is required': 'नाम भरना ज़रूरी है',
    'Name is too long': 'नाम बहुत लंबा है',
    'Password is required': 'पासवर्ड भरना ज़रूरी है',
    'Password is too long': 'पासवर्ड बहुत लंबा है',
    'Please confirm your password': 'कृपया पासवर्ड दोबारा भरें',
    'Please accept the terms and conditions': 'कृपया नियम और शर्तें स्वीकार करें',
    'Each code has at most 6 characters': 'हर कोड में ज़्यादा से ज़्यादा 6 अंक होते हैं',
    'Nothing to update': 'बदलने के लिए कुछ नहीं है',
    'Current password is required': 'मौजूदा पासवर्ड भरना ज़रूरी है',
    'Enter the code from the email': 'ईमेल में आया कोड डालें',
    'Enter the code sent to your phone': 'आपके फ़ोन पर भेजा गया कोड डालें',
    'The code has 6 digits': 'कोड 6 अंकों का होता है',
    'Language must be en or hi': 'भाषा en या hi होनी चाहिए',
    // Addresses
    'Failed to add address': 'पता नहीं जोड़ा जा सका',
    'This address is already saved.': 'यह पता पहले से सेव है।',
    'Failed to fetch address': 'पता लोड नहीं हो सका',
    'Failed to update address': 'पता अपडेट नहीं हो सका',
    'Failed to delete address': 'पता डिलीट नहीं हो सका',
    'Address added successfully': 'पता सफलतापूर्वक जोड़ा गया',
    'Address updated successfully': 'पता सफलतापूर्वक अपडेट हुआ',
    'Address deleted successfully': 'पता सफलतापूर्वक डिलीट हुआ',
    // Wishlist
    'Failed to add to wishlist': 'विशलिस्ट में नहीं जोड़ा जा सका',
    'Failed to remove from wishlist': 'विशलिस्ट से नहीं हटाया जा सका',
    'Failed to clear wishlist': 'विशलिस्ट ख़ाली नहीं हो सकी',
    // Categories (the admin's, told here too: every message has its Hindi)
    'Failed to fetch categories': 'कैटेगरी लोड नहीं हो सकीं',
    'Failed to fetch categories quantity': 'कैटेगरी की गिनती लोड नहीं हो सकी',
    'Failed to fetch category': 'कैटेगरी लोड नहीं हो सकी',
    'Failed to create category': 'कैटेगरी नहीं बनाई जा सकी',
    'Failed to update category': 'कैटेगरी अपडेट नहीं हो सकी',
    'Failed to delete category': 'कैटेगरी डिलीट नहीं हो सकी',
    'Category created successfully!': 'कैटेगरी बन गई!',
    'Category updated successfully!': 'कैटेगरी अपडेट हो गई!',
    'Failed to save category.': 'कैटेगरी सेव नहीं हो सकी।',
    'You must be logged in to delete a category.': 'कैटेगरी डिलीट करने के लिए लॉग इन करना ज़रूरी है।',
    // Products (admin)
    'Product created successfully!': 'प्रोडक्ट बन गया!',
    'Product updated successfully!': 'प्रोडक्ट अपडेट हो गया!',
    'Failed to save product.': 'प्रोडक्ट सेव नहीं हो सका।',
    'You must be logged in to delete a product.': 'प्रोडक्ट डिलीट करने के लिए लॉग इन करना ज़रूरी है।',
    'Link copied to clipboard!': 'लिंक कॉपी हो गया!',
    // Orders
    'Failed to create order': 'ऑर्डर नहीं बनाया जा सका',
    'Failed to fetch orders': 'ऑर्डर लोड नहीं हो सके',
    'Failed to fetch order details': 'ऑर्डर की जानकारी लोड नहीं हो सकी',
    'Failed to cancel order': 'ऑर्डर कैंसिल नहीं हो सका',
    'Failed to update order status': 'ऑर्डर का स्टेटस अपडेट नहीं हो सका',
    'Failed to fetch order tracking': 'ऑर्डर की ट्रैकिंग लोड नहीं हो सकी',
    'Order placed successfully!': 'ऑर्डर सफलतापूर्वक दिया गया!',
    'Please select one address or add a new one before continuing.': 'आगे बढ़ने से पहले कृपया एक पता चुनें या नया पता जोड़ें।',
    'Your cart changed since you reviewed this order. Please review it again.': 'ऑर्डर देखने के बाद आपका कार्ट बदल गया है। कृपया इसे फिर से देखें।',
    'The total changed since you reviewed this order. Please review it again.': 'ऑर्डर देखने के बाद कुल रकम बदल गई है। कृपया इसे फिर से देखें।',
    'The promo discount changed since you reviewed this order. Please review it again.':
      'ऑर्डर देखने के बाद प्रोमो की छूट बदल गई है। कृपया इसे फिर से देखें।',
    // Reviews
    'Please provide a review and rating.': 'कृपया रिव्यू लिखें और रेटिंग दें।',
    'Failed to submit review. Please try again later.': 'रिव्यू नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    'Review submitted successfully!': 'रिव्यू सफलतापूर्वक भेजा गया!',
    // Promo codes
    'Invalid promo code': 'प्रोमो कोड सही नहीं है',
    '18% GST is added at checkout.': 'चेकआउट पर 18% GST जुड़ता है।',
    // Dashboard (admin)
    'Failed to fetch dashboard data': 'डैशबोर्ड का डेटा लोड नहीं हो सका',
    'No category data to display.': 'दिखाने के लिए कैटेगरी का कोई डेटा नहीं है।',
    // Newsletter
    'Subscribed!': 'सब्सक्राइब हो गया!',
    "We'll send it as soon as you're back online.": 'इंटरनेट वापस आते ही हम इसे भेज देंगे।',
    'Welcome to Inkwell Stationery: 15% off your first order': 'Inkwell Stationery में आपका स्वागत है: पहले ऑर्डर पर 15% की छूट',
    'This welcome code has already been used.': 'यह वेलकम कोड पहले ही इस्तेमाल हो चुका है।',
    'This welcome code belongs to another e-mail address: it works only for the account that signed up to the newsletter with it.':
      'यह वेलकम कोड किसी दूसरे ईमेल पते का है: यह सिर्फ़ उसी खाते पर चलता है जिसने इससे न्यूज़लेटर सब्सक्राइब किया था।',
    // Toasts the screens raise with their own words
    'The waiting order was cancelled.': 'इंतज़ार में रखा ऑर्डर कैंसिल कर दिया गया।',
    'It is being sent right now; cancel it once it is placed.': 'यह ऑर्डर अभी भेजा जा रहा है; ऑर्डर हो जाने के बाद इसे कैंसिल करें।',
    'A new code is on its way': 'नया कोड भेजा जा रहा है',
    'Moved to wishlist': 'विशलिस्ट में डाल दिया गया',
    'Could not copy the link. Copy it from the address bar instead.': 'लिंक कॉपी नहीं हो सका। कृपया एड्रेस बार से कॉपी करें।',
    'Wishlist cleared': 'विशलिस्ट ख़ाली कर दी गई',
    // Answers that fail
    'Invalid response from server': 'सर्वर से सही जवाब नहीं मिला',
    'Something went wrong': 'कुछ गड़बड़ हो गई',
  },
  messagePatterns: [
    { english: /^(\d[\d,]*) items are in stock for now\.$/, hindi: ([n = '']) => `अभी स्टॉक में ${n} आइटम हैं।` },
    { english: /^HTTP error! status: (\d+)$/, hindi: ([status = '']) => `सर्वर से जवाब नहीं मिला (HTTP स्टेटस: ${status})` },
    { english: /^Failed to update profile: (.+)$/s, hindi: ([m = ''], tr) => `प्रोफ़ाइल अपडेट नहीं हो सकी: ${tr(m)}` },
    { english: /^Failed to delete address: (.+)$/s, hindi: ([m = ''], tr) => `पता डिलीट नहीं हो सका: ${tr(m)}` },
    // The profile's answer to a new phone: the two messages in one.
    {
      english: /^Enter the code sent to (.+?)\. Your account keeps its current phone until you enter the code\.$/,
      hindi: ([phone = '']) => `${phone} पर भेजा गया कोड डालें। कोड डालने तक आपके खाते में पुराना फ़ोन नंबर ही रहेगा।`,
    },
    { english: /^Enter the code sent to (.+)$/, hindi: ([phone = '']) => `${phone} पर भेजा गया कोड डालें` },
    {
      english: /^This code is not right\. (\d+) (?:try|tries) left\.$/,
      hindi: ([left = '']) => (left === '1' ? 'यह कोड सही नहीं है। 1 कोशिश बाकी है।' : `यह कोड सही नहीं है। ${left} कोशिशें बाकी हैं।`),
    },
    {
      english: /^The price of (.+) changed from ₹([\d,.]+) to ₹([\d,.]+) since you reviewed this order\. Please review it again\.$/s,
      hindi: ([name = '', was = '', now = '']) => `ऑर्डर देखने के बाद ${name} की क़ीमत ₹${was} से बदलकर ₹${now} हो गई है। कृपया इसे फिर से देखें।`,
    },
    {
      english: /^(.*) Remove the code or change your cart, then review the order again\.$/s,
      hindi: ([reason = ''], tr) => `${tr(reason)} कोड हटाएँ या कार्ट बदलें, फिर ऑर्डर दोबारा देखें।`,
    },
  ],
} satisfies HindiShare;
