/** Sign-in, OTP, registration and forgot password (pwa/src/features/auth), with the api's sign-in answers. */
import type { HindiShare } from '../catalogue-types';

export default {
  texts: {
    // Sign-in
    'Welcome back': 'फिर से स्वागत है',
    'Sign in to see your orders, addresses and saved items.': 'अपने ऑर्डर, पते और सेव किए गए आइटम देखने के लिए साइन इन करें।',
    Email: 'ईमेल',
    Password: 'पासवर्ड',
    'Remember me': 'मुझे याद रखें',
    'Forgot password?': 'पासवर्ड भूल गए?',
    'Signing in...': 'साइन इन हो रहा है...',
    'Sign In': 'साइन इन करें',
    'New to Inkwell? {link}': 'Inkwell पर नए हैं? {link}',
    'Create an account': 'नया खाता बनाएँ',
    'Continue as guest': 'बिना खाते के ख़रीदारी करें',
    // The password field's toggle (ui/password-input.tsx)
    Show: 'दिखाएँ',
    Hide: 'छिपाएँ',
    // Forgot password
    'Reset your password': 'अपना पासवर्ड रीसेट करें',
    'Enter the e-mail of your account. We send a {length}-digit code to it.': 'अपने खाते का ईमेल डालें। हम उस पर {length} अंकों का कोड भेजेंगे।',
    'Sending...': 'भेजा जा रहा है...',
    'Send reset code': 'रीसेट कोड भेजें',
    '{sent} Enter it below with your new password.': '{sent} नीचे वह कोड और अपना नया पासवर्ड डालें।',
    'Reset code': 'रीसेट कोड',
    'New password': 'नया पासवर्ड',
    'Confirm new password': 'नया पासवर्ड दोबारा डालें',
    'Saving...': 'सेव हो रहा है...',
    'Set new password': 'नया पासवर्ड सेट करें',
    'Use another e-mail or send a new code': 'दूसरा ईमेल डालें या नया कोड मँगाएँ',
    'Remembered it? {link}': 'पासवर्ड याद आ गया? {link}',
    'Back to sign in': 'साइन इन पर वापस जाएँ',
    // OTP
    'OTP Verification': 'OTP वेरिफ़िकेशन',
    'Enter the OTPs sent to your email and phone number': 'अपने ईमेल और फ़ोन नंबर पर भेजे गए OTP डालें',
    'Enter the OTP sent to your email': 'अपने ईमेल पर भेजा गया OTP डालें',
    'Email OTP': 'ईमेल OTP',
    'Phone OTP': 'फ़ोन OTP',
    'Verifying...': 'वेरिफ़ाई हो रहा है...',
    'Verify OTP': 'OTP वेरिफ़ाई करें',
    'Resend available in {time}': '{time} बाद दोबारा भेज सकेंगे',
    'Didn\u2019t get the code?': 'कोड नहीं मिला?',
    'Didn\u2019t get the codes?': 'कोड नहीं मिले?',
    'Resend OTP': 'OTP दोबारा भेजें',
    'Your account has no phone number, so one code was sent to {email}. You can add a phone in your account.':
      'आपके खाते में कोई फ़ोन नंबर नहीं है, इसलिए सिर्फ़ एक कोड {email} पर भेजा गया है। आप अपने खाते में फ़ोन नंबर जोड़ सकते हैं।',
    'Codes were sent to {email} and to the phone ending in {ending}': 'कोड {email} पर और {ending} पर ख़त्म होने वाले फ़ोन नंबर पर भेजे गए हैं',
    'Codes were sent to {email}': 'कोड {email} पर भेजे गए हैं',
    'Codes were sent for {email}. No phone number on your account? Leave Phone OTP empty.':
      '{email} के लिए कोड भेजे गए हैं। खाते में फ़ोन नंबर नहीं है? तो फ़ोन OTP ख़ाली छोड़ दें।',
    // Registration
    'Create your account': 'अपना खाता बनाएँ',
    'Save your favourites, check out faster and follow your orders.': 'अपनी पसंद की चीज़ें सेव करें, जल्दी चेकआउट करें और अपने ऑर्डर ट्रैक करें।',
    'Full name': 'पूरा नाम',
    Phone: 'फ़ोन',
    '(optional)': '(ज़रूरी नहीं)',
    'Confirm password': 'पासवर्ड दोबारा डालें',
    'I agree to the {terms} and {privacy}': 'मैं {terms} और {privacy} से सहमत हूँ',
    'Creating account...': 'खाता बन रहा है...',
    'Create Account': 'खाता बनाएँ',
    'Already have an account? {link}': 'पहले से खाता है? {link}',
  },
  messages: {
    // The screens' own
    'Please enter your email and password': 'कृपया अपना ईमेल और पासवर्ड डालें',
    'Please confirm your new password': 'कृपया नया पासवर्ड दोबारा डालें',
    'Failed to send the reset code': 'रीसेट कोड नहीं भेजा जा सका',
    'You are offline. This needs a connection to the store.': 'आप ऑफ़लाइन हैं। इसके लिए इंटरनेट कनेक्शन चाहिए।',
    // The forms' checks (shared/src/primitives.ts, shared/src/phone.ts)
    'Email is required': 'ईमेल भरना ज़रूरी है',
    'Email is too long': 'ईमेल बहुत लंबा है',
    'Enter a valid email address': 'सही ईमेल पता डालें',
    'Phone must be text': 'फ़ोन नंबर अक्षरों में लिखा होना चाहिए',
    'Phone number is too long': 'फ़ोन नंबर बहुत लंबा है',
    'Phone is required': 'फ़ोन नंबर भरना ज़रूरी है',
    'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, or an international number starting with + and its country code':
      '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर डालें, या + और देश के कोड से शुरू होने वाला अंतरराष्ट्रीय नंबर',
    'An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9': 'भारतीय मोबाइल नंबर 10 अंकों का होता है और 6, 7, 8 या 9 से शुरू होता है',
    'An international number has a country code and 8 to 15 digits in all': 'अंतरराष्ट्रीय नंबर में देश का कोड होता है और कुल 8 से 15 अंक होते हैं',
    // The api's sign-in answers
    'Invalid email or password': 'ईमेल या पासवर्ड ग़लत है',
    'Registration successful': 'रजिस्ट्रेशन हो गया',
    'Logged out successfully': 'लॉग आउट हो गया',
    'Sign-in could not be completed. Please try again.': 'साइन इन पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',
    'The code could not be texted. Please try again in a moment.': 'कोड SMS से नहीं भेजा जा सका। कृपया थोड़ी देर में फिर कोशिश करें।',
    'The reset code could not be sent. Please try again in a moment.': 'रीसेट कोड नहीं भेजा जा सका। कृपया थोड़ी देर में फिर कोशिश करें।',
    'Your account no longer exists. Please sign in again.': 'आपका खाता अब मौजूद नहीं है। कृपया फिर से साइन इन करें।',
    'If a sign-in is waiting for this email, new codes have been sent where the first ones went.':
      'अगर इस ईमेल से कोई साइन इन अधूरा है, तो नए कोड वहीं भेज दिए गए हैं जहाँ पहले कोड गए थे।',
    'No sign-in is waiting for these codes, or they have expired. Please log in again.':
      'इन कोड से कोई साइन इन अधूरा नहीं है, या कोड की समय-सीमा ख़त्म हो गई है। कृपया फिर से लॉग इन करें।',
    'This code is not right, or it has expired. Ask for a new one if you need to.':
      'यह कोड सही नहीं है, या इसकी समय-सीमा ख़त्म हो गई है। ज़रूरत हो तो नया कोड मँगाएँ।',
    'Too many attempts at once. Please try again.': 'एक साथ बहुत ज़्यादा कोशिशें हुईं। कृपया फिर से कोशिश करें।',
    'Too many requests at once. Please try again.': 'एक साथ बहुत ज़्यादा अनुरोध आए। कृपया फिर से कोशिश करें।',
    'Too many sign-in requests at once. Please try again.': 'एक साथ बहुत ज़्यादा साइन इन अनुरोध आए। कृपया फिर से कोशिश करें।',
    'Too many codes have been sent for this sign-in. Please log in again.':
      'इस साइन इन के लिए बहुत ज़्यादा कोड भेजे जा चुके हैं। कृपया फिर से लॉग इन करें।',
    'Too many codes have been texted for this account. Please try again in an hour.':
      'इस खाते के लिए बहुत ज़्यादा कोड SMS से भेजे जा चुके हैं। कृपया एक घंटे बाद फिर कोशिश करें।',
    'Too many wrong codes. Ask for a new reset code.': 'बहुत बार ग़लत कोड डाला गया। नया रीसेट कोड मँगाएँ।',
    'Too many wrong codes. Please log in again to get new ones.': 'बहुत बार ग़लत कोड डाला गया। नए कोड पाने के लिए फिर से लॉग इन करें।',
  },
  messagePatterns: [
    // The registration's welcome toast (register-page.tsx).
    { english: /^Welcome to Inkwell, (.+)!$/s, hindi: ([name = '']) => `Inkwell में आपका स्वागत है, ${name}!` },
    {
      english: /^The codes are incorrect\. (\d+) (?:try|tries) left\.$/,
      hindi: ([left = '']) => (left === '1' ? 'कोड सही नहीं हैं। 1 कोशिश बाकी है।' : `कोड सही नहीं हैं। ${left} कोशिशें बाकी हैं।`),
    },
  ],
} satisfies HindiShare;
