/**
 * The checkout's steps (pwa/src/features/checkout) and the pincode field of an address
 * (ui/address-pincode.tsx), with the address form's checks, the GSTIN's and cash on delivery's
 * reasons (shared/src/order.ts, gstin.ts, cash-on-delivery.ts, pincode-table.ts).
 */
import type { HindiShare } from '../catalogue-types';

export default {
  texts: {
    'Add some products to your cart before checking out.': 'चेकआउट से पहले अपने कार्ट में कुछ प्रोडक्ट जोड़ें।',
    'Checkout steps': 'चेकआउट के चरण',
    'Step {number} of 3: {name}': 'चरण {number} (3 में से): {name}',
    Shipping: 'शिपिंग',
    Payment: 'भुगतान',
    Review: 'ऑर्डर की जाँच',
    Continue: 'आगे बढ़ें',
    Previous: 'पीछे जाएँ',
    '{reason} Your cart has not changed.': '{reason} आपका कार्ट पहले जैसा ही है।',
    // Step 1: the address
    'Add a new address': 'नया पता जोड़ें',
    'It is saved to your address book.': 'यह आपके सेव किए गए पतों में जुड़ जाएगा।',
    Default: 'डिफ़ॉल्ट',
    'First name': 'पहला नाम',
    'Last name': 'उपनाम',
    Address: 'पता',
    Pincode: 'पिनकोड',
    City: 'शहर',
    State: 'राज्य',
    'Country: India': 'देश: भारत',
    'The delivery date is worked out when the store receives your order.': 'डिलीवरी की तारीख़ तब तय होगी जब स्टोर को आपका ऑर्डर मिलेगा।',
    'We could not check this pincode yet. The store will check it when it receives your address.':
      'हम अभी यह पिनकोड जाँच नहीं सके। आपका पता मिलने पर स्टोर इसे जाँच लेगा।',
    'Pincode {pincode} is in {city}, {state}.': 'पिनकोड {pincode} {city}, {state} का है।',
    // Step 2: payment
    'Payment method': 'भुगतान का तरीक़ा',
    'Cash on Delivery': 'कैश ऑन डिलीवरी',
    'Pay in cash when your parcel arrives.': 'पार्सल आने पर नकद भुगतान करें।',
    'Credit or Debit Card': 'क्रेडिट या डेबिट कार्ड',
    'Visa, Mastercard or RuPay.': 'Visa, Mastercard या RuPay।',
    'Any UPI app: GPay, PhonePe, Paytm, BHIM.': 'कोई भी UPI ऐप: GPay, PhonePe, Paytm, BHIM।',
    NetBanking: 'नेटबैंकिंग',
    'All major Indian banks.': 'सभी बड़े भारतीय बैंक।',
    'Card, UPI and NetBanking are paid on the secure payment page right after you place the order; nothing is saved on this device.':
      'कार्ड, UPI और नेटबैंकिंग से भुगतान ऑर्डर करने के ठीक बाद सुरक्षित पेमेंट पेज पर होता है; इस डिवाइस पर कुछ भी सेव नहीं होता।',
    // Step 3: review
    Items: 'आइटम',
    'Shipping to': 'डिलीवरी का पता',
    India: 'भारत',
    'Change address': 'पता बदलें',
    'Change payment method': 'भुगतान का तरीक़ा बदलें',
    'Nothing is charged now: you pay the courier in cash when the parcel arrives.':
      'अभी कोई पैसा नहीं कटेगा: पार्सल आने पर आप कूरियर को नकद भुगतान करेंगे।',
    'After Place Order you pay {amount} by {method} on the secure payment page. Your items are held for {minutes} minutes while you pay.':
      '"ऑर्डर करें" दबाने के बाद आप सुरक्षित पेमेंट पेज पर {method} से {amount} का भुगतान करेंगे। भुगतान के दौरान आपके आइटम {minutes} मिनट तक आपके लिए रखे रहेंगे।',
    'Order total': 'ऑर्डर की कुल रकम',
    'Working out your total…': 'आपकी कुल रकम निकाली जा रही है…',
    '{reason} The order is placed without it.': '{reason} ऑर्डर इसके बिना दिया जाएगा।',
    'Business invoice': 'बिज़नेस इनवॉइस',
    'GSTIN (for a business invoice)': 'GSTIN (बिज़नेस इनवॉइस के लिए)',
    'e.g. 29ABCDE1234F1ZW': 'जैसे 29ABCDE1234F1ZW',
    'You are offline. Your order will be kept on this device and placed as soon as you are back online.':
      'आप ऑफ़लाइन हैं। आपका ऑर्डर इस डिवाइस पर रखा जाएगा और इंटरनेट वापस आते ही दे दिया जाएगा।',
    'You are offline. Your order will be kept on this device and placed as soon as you are back online; then you pay for it from your orders (we will ask you), and its items are held while you pay.':
      'आप ऑफ़लाइन हैं। आपका ऑर्डर इस डिवाइस पर रखा जाएगा और इंटरनेट वापस आते ही दे दिया जाएगा; फिर आप "मेरे ऑर्डर" से इसका भुगतान करेंगे (हम आपको याद दिलाएँगे), और भुगतान के दौरान इसके आइटम आपके लिए रखे रहेंगे।',
    'Place Order': 'ऑर्डर करें',
  },
  messages: {
    // The pincode (shared/src/pincode-table.ts), and a saved address with an unknown one (shipping-step.tsx)
    'We could not find this pincode. Please check it.': 'यह पिनकोड हमें नहीं मिला। कृपया इसे जाँच लें।',
    'We could not find this pincode. Please check it. Choose another address or add a new one.':
      'यह पिनकोड हमें नहीं मिला। कृपया इसे जाँच लें। कोई दूसरा पता चुनें या नया पता जोड़ें।',
    // The address form's checks (shared/src/order.ts)
    'First name is required': 'पहला नाम भरना ज़रूरी है',
    'First name is too long': 'पहला नाम बहुत लंबा है',
    'Last name is required': 'उपनाम भरना ज़रूरी है',
    'Last name is too long': 'उपनाम बहुत लंबा है',
    'Address is required': 'पता भरना ज़रूरी है',
    'Address is too long': 'पता बहुत लंबा है',
    'City is required': 'शहर भरना ज़रूरी है',
    'City is too long': 'शहर का नाम बहुत लंबा है',
    'State is required': 'राज्य भरना ज़रूरी है',
    'State is too long': 'राज्य का नाम बहुत लंबा है',
    'Pincode is required': 'पिनकोड भरना ज़रूरी है',
    'Pincode must be 6 digits': 'पिनकोड 6 अंकों का होना चाहिए',
    // The GSTIN (shared/src/gstin.ts)
    'GSTIN must be 15 characters: a 2-digit state code, a 10-character PAN, then 3 more (e.g. 29ABCDE1234F1Z5)':
      'GSTIN 15 अक्षरों का होता है: 2 अंकों का राज्य कोड, 10 अक्षरों का PAN, फिर 3 और (जैसे 29ABCDE1234F1Z5)',
    'GSTIN must begin with the code of an Indian state': 'GSTIN किसी भारतीय राज्य के कोड से शुरू होना चाहिए',
    'This GSTIN has a typo: its last character does not match the rest': 'इस GSTIN में टाइपिंग की ग़लती है: इसका आख़िरी अक्षर बाकी से मेल नहीं खाता',
  },
  messagePatterns: [
    // Cash on delivery refused (shared/src/cash-on-delivery.ts)
    {
      english: /^Cash on Delivery is not offered for pincode (\d+) \((.+)\)\. Please choose another payment method\.$/s,
      hindi: ([pincode = '', zone = '']) => `पिनकोड ${pincode} (${zone}) पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया भुगतान का कोई दूसरा तरीक़ा चुनें।`,
    },
    {
      english: /^Cash on Delivery is offered for orders up to (₹[\d,]+)\. Please choose another payment method\.$/,
      hindi: ([limit = '']) => `कैश ऑन डिलीवरी सिर्फ़ ${limit} तक के ऑर्डर पर उपलब्ध है। कृपया भुगतान का कोई दूसरा तरीक़ा चुनें।`,
    },
    // A new address the store refused at checkout (shipping-step.tsx)
    { english: /^Failed to add address: (.+)$/s, hindi: ([m = ''], tr) => `पता नहीं जोड़ा जा सका: ${tr(m)}` },
  ],
} satisfies HindiShare;
