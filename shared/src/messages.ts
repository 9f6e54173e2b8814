/** User-facing messages of the product (validation alerts and the error catalogue), word for word. */
import { CART_MESSAGES, CATEGORY_MESSAGES, PRODUCTS_MESSAGES, PROMO_MESSAGES, RESPONSE_MESSAGES } from './messages-first.js';

export * from './messages-first.js';

/** Every message, by screen. */
export const MESSAGES = {
  cart: CART_MESSAGES,
  products: PRODUCTS_MESSAGES,
  inventory: {
    fetchAll: 'Failed to fetch inventory',
    fetchOne: 'Failed to fetch inventory item',
    fetchByCategory: 'Failed to fetch inventory by category',
    checkStock: 'Failed to check stock',
    updateError: 'Error updating quantity',
  },
  auth: {
    login: 'Login failed',
    register: 'Registration failed',
    sendOtp: 'Failed to send OTP',
    updateProfile: 'Failed to update profile',
    changePassword: 'Failed to change password',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 6 characters long',
    fillBothOtps: 'Please fill both OTPs',
    /** The one-code sign-in's equivalent (an account without a phone gets only the e-mail code). */
    fillEmailOtp: 'Please fill the email OTP',
    resendFailed: 'Failed to resend OTP. Try again.',
    otpVerified: 'OTP verified successfully',
    loginSuccessful: 'Login successful',
    profileUpdated: 'Profile updated successfully',
    profileUpdateFailed: (m: string) => `Failed to update profile: ${m}`,
    tokenMissing: 'Authentication token is missing.',
    /** Same words whether or not the e-mail has an account: the answer must not reveal accounts. */
    resetCodeSent: 'If an account uses this email, a reset code has been sent to it.',
    passwordReset: 'Your password has been changed. Please sign in with the new one.',
    /** A new or changed phone waits for the code texted to it (decision 037). */
    phoneCodeSent: (phone: string) => `Enter the code sent to ${phone}`,
    phoneCodeSentNote: 'Your account keeps its current phone until you enter the code.',
    phoneConfirmed: 'Your phone number is confirmed. Sign-in codes will be texted to it.',
    phoneCodeWrong: (left: number) => `This code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    phoneCodeExpired: 'No new phone number is waiting for a code, or its code has expired. Save the number again to get a new code.',
    phoneCodeLocked: 'Too many wrong codes. Save the number again to get a new code.',
    phoneNeedsConnection: 'Changing your phone number needs a connection: a code is texted to the new number.',
  },
  address: {
    add: 'Failed to add address',
    duplicate: 'This address is already saved.',
    fetch: 'Failed to fetch address',
    update: 'Failed to update address',
    delete: 'Failed to delete address',
    added: 'Address added successfully',
    updated: 'Address updated successfully',
    deleted: 'Address deleted successfully',
    deleteFailed: (m: string) => `Failed to delete address: ${m}`,
  },
  wishlist: {
    add: 'Failed to add to wishlist',
    remove: 'Failed to remove from wishlist',
    clear: 'Failed to clear wishlist',
  },
  category: CATEGORY_MESSAGES,
  product: {
    created: 'Product created successfully!',
    updated: 'Product updated successfully!',
    saveFailed: 'Failed to save product.',
    mustLogInToDelete: 'You must be logged in to delete a product.',
    linkCopied: 'Link copied to clipboard!',
  },
  orders: {
    create: 'Failed to create order',
    fetchAll: 'Failed to fetch orders',
    fetchOne: 'Failed to fetch order details',
    cancel: 'Failed to cancel order',
    updateStatus: 'Failed to update order status',
    tracking: 'Failed to fetch order tracking',
    placed: 'Order placed successfully!',
    selectAddress: 'Please select one address or add a new one before continuing.',
    cartChanged: 'Your cart changed since you reviewed this order. Please review it again.',
    totalChanged: 'The total changed since you reviewed this order. Please review it again.',
    discountChanged: 'The promo discount changed since you reviewed this order. Please review it again.',
    promoDoesNotApply: (reason: string) => `${reason} Remove the code or change your cart, then review the order again.`,
    priceChanged: (name: string, was: number, now: number) =>
      `The price of ${name} changed from ₹${was} to ₹${now} since you reviewed this order. Please review it again.`,
  },
  review: {
    required: 'Please provide a review and rating.',
    failed: 'Failed to submit review. Please try again later.',
    submitted: 'Review submitted successfully!',
  },
  promo: PROMO_MESSAGES,
  dashboard: { fetchFailed: 'Failed to fetch dashboard data', noCategoryData: 'No category data to display.' },
  newsletter: {
    subscribed: 'Subscribed!',
    /** Shown beside 'Subscribed!' when the signup waits on the device for a connection. */
    queued: "We'll send it as soon as you're back online.",
    welcomeSubject: 'Welcome to Inkwell Stationery: 15% off your first order',
    welcomeCodeUsed: 'This welcome code has already been used.',
    welcomeCodeNotYours:
      'This welcome code belongs to another e-mail address: it works only for the account that signed up to the newsletter with it.',
  },
  invalidResponse: RESPONSE_MESSAGES.invalidResponse,
  httpError: RESPONSE_MESSAGES.httpError,
} as const;

/**
 * What /api answers (404) when an id names no product, for every resource that takes one
 * (products, reviews, inventory, cart, wishlist); the product page then shows the spec's
 * MESSAGES.products.notFoundTitle and MESSAGES.products.notFound.
 */
export const PRODUCT_NOT_FOUND = 'Product not found';

/** What /api answers (404) when a product exists but names no variant with that id (cart, wishlist, orders). */
export const VARIANT_NOT_FOUND = 'This product has no such variant. Please choose another option.';
