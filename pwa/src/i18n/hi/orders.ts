/**
 * An order as the shopper reads it: the confirmation after Place Order, its lines and totals, its
 * payment and refunds, tracking, invoices (pwa/src/ui/order-*.tsx, invoice-download.tsx), the
 * /pay page (features/pay), and the payment's own words (shared/src/payments.ts, credit-note.ts).
 */
import type { HindiShare } from '../catalogue-types';

export default {
  texts: {
    // The confirmation (ui/order-confirmation.tsx)
    'Thank you! Your order {number} is placed.': 'धन्यवाद! आपका ऑर्डर {number} सफलतापूर्वक दे दिया गया है।',
    'Your order is saved on this device': 'आपका ऑर्डर इस डिवाइस पर सेव है',
    'You are offline. Your order is saved on this device and will be placed when you are back online.':
      'आप ऑफ़लाइन हैं। आपका ऑर्डर इस डिवाइस पर सेव है और इंटरनेट वापस आते ही दे दिया जाएगा।',
    'You are offline. Your order is saved on this device and will be placed when you are back online. You pay for it once it is placed.':
      'आप ऑफ़लाइन हैं। आपका ऑर्डर इस डिवाइस पर सेव है और इंटरनेट वापस आते ही दे दिया जाएगा। ऑर्डर हो जाने के बाद आप इसका भुगतान करेंगे।',
    'It awaits payment.': 'इसका भुगतान बाकी है।',
    'Pay {amount} now within {time}, or the order is cancelled and its items go back on sale.':
      '{time} के अंदर {amount} का भुगतान करें, नहीं तो ऑर्डर कैंसिल हो जाएगा और इसके आइटम फिर से बिक्री पर आ जाएँगे।',
    'Pay {amount} now, or the order is cancelled and its items go back on sale.':
      'अभी {amount} का भुगतान करें, नहीं तो ऑर्डर कैंसिल हो जाएगा और इसके आइटम फिर से बिक्री पर आ जाएँगे।',
    'Pay now': 'अभी भुगतान करें',
    'Expected delivery': 'डिलीवरी की संभावित तारीख़',
    'A confirmation has been sent to your e-mail and phone.': 'ऑर्डर का कन्फ़र्मेशन आपके ईमेल और फ़ोन पर भेज दिया गया है।',
    'We will send a confirmation to your e-mail and phone once it is placed.': 'ऑर्डर हो जाने पर हम इसका कन्फ़र्मेशन आपके ईमेल और फ़ोन पर भेजेंगे।',
    Dismiss: 'बंद करें',
    // Lines and totals (ui/order-lines.tsx, ui/order-summary.tsx)
    Subtotal: 'सबटोटल',
    'Subtotal ({count} items)': { one: 'सबटोटल ({count} आइटम)', other: 'सबटोटल ({count} आइटम)' },
    Promo: 'प्रोमो',
    'Promo ({code})': 'प्रोमो ({code})',
    Free: 'फ़्री',
    'GST ({rate}%)': 'GST ({rate}% की दर से)',
    'GST ({rate}% on the price after the promo)': 'GST (प्रोमो के बाद की क़ीमत पर {rate}%)',
    'Total before GST': 'GST से पहले कुल',
    'Total (with shipping and GST)': 'कुल (शिपिंग और GST सहित)',
    'Free shipping on orders above {amount}.': '{amount} से ज़्यादा के ऑर्डर पर फ़्री शिपिंग।',
    // Refunds (ui/order-payment.tsx)
    '{amount} refund ({reason})': '{amount} का रिफ़ंड ({reason})',
    'order cancelled': 'ऑर्डर कैंसिल हुआ',
    'items returned': 'आइटम लौटाए गए',
    'paid twice': 'दो बार भुगतान हुआ',
    'paid after the order was cancelled': 'ऑर्डर कैंसिल होने के बाद भुगतान हुआ',
    'On its way': 'प्रोसेस हो रहा है',
    Refunded: 'रिफ़ंड हो गया',
    'Not made yet: the store has been told': 'अभी नहीं हुआ: स्टोर को बता दिया गया है',
    '{state} on {date}': '{state}, {date} को',
    'reference {reference}': 'रेफ़रेंस {reference}',
    // Tracking (ui/order-tracking.tsx)
    'Not given': 'नहीं दिया गया',
    '(track it on {carrier}’s site, opens in a new tab)': '({carrier} की साइट पर ट्रैक करें, नए टैब में खुलेगा)',
    Shipped: 'भेज दिया गया',
    'Shipped with {carrier}': '{carrier} से भेजा गया',
    'Tracking number {number}': 'ट्रैकिंग नंबर {number}',
    // Invoices (ui/invoice-download.tsx)
    'Download invoice': 'इनवॉइस डाउनलोड करें',
    'Tax invoice': 'टैक्स इनवॉइस',
    'Download credit note': 'क्रेडिट नोट डाउनलोड करें',
    '{reason}: credit note': '{reason}: क्रेडिट नोट',
    // /pay (features/pay)
    'Pay for order {number}': 'ऑर्डर {number} का भुगतान करें',
    'Pay for your order': 'अपने ऑर्डर का भुगतान करें',
    'Loading your order': 'आपका ऑर्डर लोड हो रहा है',
    'You are offline: payment needs a connection. Open this page again when you are back online.':
      'आप ऑफ़लाइन हैं: भुगतान के लिए इंटरनेट चाहिए। ऑनलाइन होने पर यह पेज फिर से खोलें।',
    'Order not found': 'ऑर्डर नहीं मिला',
    'Your order could not be loaded': 'आपका ऑर्डर लोड नहीं हो सका',
    'It is not one of the orders on this account.': 'यह ऑर्डर इस खाते का नहीं है।',
    'Try again': 'फिर से कोशिश करें',
    'Your orders': 'आपके ऑर्डर',
    'Nothing to pay now': 'अभी कुछ भुगतान नहीं करना है',
    'View your order': 'अपना ऑर्डर देखें',
    'View your orders': 'अपने ऑर्डर देखें',
    'Your order': 'आपका ऑर्डर',
    'Your payment did not go through. You have not been charged.': 'आपका भुगतान नहीं हो सका। आपसे कोई पैसा नहीं लिया गया है।',
    'The payment gateway said: {reason}': 'पेमेंट गेटवे का जवाब: {reason}',
    'We could not verify your payment.': 'हम आपके भुगतान की पुष्टि नहीं कर सके।',
    'We are checking with the payment gateway: if money was taken, this order is marked paid (or the money goes back to you). Refresh this page in a minute.':
      'हम पेमेंट गेटवे से पता कर रहे हैं: अगर पैसा कटा है, तो यह ऑर्डर भुगतान हुआ माना जाएगा (या पैसा आपको वापस मिल जाएगा)। एक मिनट बाद यह पेज रीफ़्रेश करें।',
    Refresh: 'रीफ़्रेश करें',
    'Confirming your payment with the payment gateway…': 'पेमेंट गेटवे से आपके भुगतान की पुष्टि हो रही है…',
    'Amount to pay': 'भुगतान की रकम',
    'Time left to pay': 'भुगतान के लिए बचा समय',
    'Time to pay has ended': 'भुगतान का समय ख़त्म हो गया है',
    'The time to pay has ended. We are putting the items back on sale…': 'भुगतान का समय ख़त्म हो गया। आइटम फिर से बिक्री पर लगाए जा रहे हैं…',
    'The time to pay has ended. The order will be cancelled.': 'भुगतान का समय ख़त्म हो गया। ऑर्डर कैंसिल हो जाएगा।',
    'You are offline: payment needs a connection. Your order is held until {time}.':
      'आप ऑफ़लाइन हैं: भुगतान के लिए इंटरनेट चाहिए। आपका ऑर्डर {time} तक रखा गया है।',
    'Your items are held for you until {time}. Not paid by then, the order is cancelled and nothing is charged.':
      'आपके आइटम {time} तक आपके लिए रखे गए हैं। तब तक भुगतान न होने पर ऑर्डर कैंसिल हो जाएगा और कोई पैसा नहीं कटेगा।',
    '(Shown as last saved on this device.)': '(इस डिवाइस पर आख़िरी बार सेव की गई जानकारी।)',
    'Thank you! Order {number} is paid.': 'धन्यवाद! ऑर्डर {number} का भुगतान हो गया।',
    Paid: 'भुगतान हो गया',
    With: 'माध्यम',
    On: 'तारीख़',
    'A confirmation has been sent to your e-mail and phone. We will tell you when it ships.':
      'ऑर्डर का कन्फ़र्मेशन आपके ईमेल और फ़ोन पर भेज दिया गया है। ऑर्डर भेजे जाने पर हम आपको बताएँगे।',
    'View the order in your account': 'अपने खाते में ऑर्डर देखें',
    'Continue shopping': 'ख़रीदारी जारी रखें',
    'Order {number} was cancelled': 'ऑर्डर {number} कैंसिल कर दिया गया',
    'Shop again': 'फिर से ख़रीदारी करें',
  },
  messages: {
    // A payment's state (shared/src/payments.ts PAYMENT_STATE_LABELS)
    'Awaiting payment': 'भुगतान बाकी है',
    'Payment failed': 'भुगतान नहीं हुआ',
    Paid: 'भुगतान हो गया',
    'Partly refunded': 'कुछ रकम रिफ़ंड हुई',
    Refunded: 'रिफ़ंड हो गया',
    // The payment's messages (PAYMENT_MESSAGES)
    'This order is paid by cash on delivery: there is nothing to pay now.': 'यह ऑर्डर कैश ऑन डिलीवरी वाला है: अभी कुछ भुगतान नहीं करना है।',
    'This order is already paid.': 'इस ऑर्डर का भुगतान पहले ही हो चुका है।',
    'The time to pay for this order has ended, so it was cancelled and its items put back on sale.':
      'इस ऑर्डर के भुगतान का समय ख़त्म हो गया, इसलिए इसे कैंसिल कर दिया गया और इसके आइटम फिर से बिक्री पर लगा दिए गए।',
    'This order was cancelled, so it cannot be paid.': 'यह ऑर्डर कैंसिल हो चुका है, इसलिए इसका भुगतान नहीं हो सकता।',
    'The payment could not be verified.': 'भुगतान की पुष्टि नहीं हो सकी।',
    'Your payment did not go through. You have not been charged; you can try again.':
      'आपका भुगतान नहीं हो सका। आपसे कोई पैसा नहीं लिया गया है; आप फिर से कोशिश कर सकते हैं।',
    'This order is not paid yet: it can be shipped once its payment is in.':
      'इस ऑर्डर का भुगतान अभी नहीं हुआ है: भुगतान मिलने के बाद ही इसे भेजा जा सकता है।',
    'The refund could not be made at the payment gateway. Please try again.': 'पेमेंट गेटवे पर रिफ़ंड नहीं हो सका। कृपया फिर से कोशिश करें।',
    // The gateway's page not opening (pwa/src/data/payment-gateway.ts)
    'The payment page could not be opened. Please try again.': 'पेमेंट पेज नहीं खुल सका। कृपया फिर से कोशिश करें।',
    'The payment page could not be reached. Check your connection and try again.':
      'पेमेंट पेज तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    // A credit note's reason (shared/src/credit-note.ts)
    'Order cancelled': 'ऑर्डर कैंसिल हुआ',
  },
  messagePatterns: [
    {
      english:
        /^We did not receive your payment within (?:1 minute|(\d+) minutes), so the order was cancelled and its items put back on sale\. You have not been charged\.$/,
      hindi: ([minutes = '1']) =>
        `हमें ${minutes || '1'} मिनट के अंदर आपका भुगतान नहीं मिला, इसलिए ऑर्डर कैंसिल कर दिया गया और इसके आइटम फिर से बिक्री पर लगा दिए गए। आपसे कोई पैसा नहीं लिया गया है।`,
    },
    { english: /^Goods returned \(return (.+)\)$/, hindi: ([ret = '']) => `सामान लौटाया गया (रिटर्न ${ret})` },
  ],
} satisfies HindiShare;
