/** Business constants and limits (shipping, GST, promo codes, timings). One place; api and pwa both read them. */
export const FREE_SHIPPING_THRESHOLD = 999;
export const SHIPPING_FEE = 99;
export const GST_RATE = 0.18;

/**
 * The promo codes (held in the client, checked again by the server): what each takes off is
 * computed in promotions.ts. `type` is how the discount is counted; `appliesTo` narrows it.
 * MEGA50 and BUY2GET1 are the codes the banner, the flash sale and the notifications advertise.
 */
export const PROMO_CODES = {
  SAVE20: { code: 'SAVE20', type: 'percentage', discount: 20, appliesTo: 'all', summary: '20% off your order' },
  FLAT500: { code: 'FLAT500', type: 'fixed', discount: 500, appliesTo: 'all', summary: '₹500 off your order' },
  WELCOME25: { code: 'WELCOME25', type: 'percentage', discount: 25, appliesTo: 'all', summary: '25% off your order' },
  MEGA50: { code: 'MEGA50', type: 'percentage', discount: 50, appliesTo: 'fountain-pens', summary: '50% off fountain pens' },
  BUY2GET1: {
    code: 'BUY2GET1',
    type: 'cheapest-free',
    discount: 3,
    appliesTo: 'all',
    summary: 'Buy 2, get 1 free: the cheapest of every 3 items is free',
  },
} as const;
/** A promo code: one of PROMO_CODES, or a newsletter subscriber's personal welcome code (promotions.ts). */
export type PromoCode =
  | (typeof PROMO_CODES)[keyof typeof PROMO_CODES]
  | { code: string; type: 'percentage'; discount: number; appliesTo: 'all'; summary: string };
export const BANNER_PROMO_CODES = ['MEGA50', 'BUY2GET1', 'WELCOME25'] as const;

/** Days from placing an order to its expected delivery (the confirmation panel and messages). */
export const DELIVERY_DAYS = 5;

export const NEWSLETTER_DISCOUNT_PERCENT = 15;
export const RETURNS_DAYS = 30;

export const DEFAULT_PRICE_RANGE = { min: 0, max: 10000 } as const;
export const QUICK_PRICE_LIMITS = [1000, 2000, 5000] as const;

export const HEADER_FIXED_AFTER_PX = 100;
export const PROMO_ROTATION_MS = 4000;
export const HERO_ROTATION_MS = 6000;
export const SUBSCRIBED_MESSAGE_MS = 3000;
/** 23h 45m 30s */
export const FLASH_SALE_START_SECONDS = 23 * 3600 + 45 * 60 + 30;

export const BEST_SELLERS_SHOWN = 8;
export const CATEGORIES_SHOWN = 6;
export const CAROUSEL_PRODUCTS_PER_TAB = 4;
export const CAROUSEL_TABS = 3;
export const GALLERY_MAX_ADDITIONAL_IMAGES = 3;
export const ADMIN_ROWS_PER_PAGE = 10;
/** Stock at or under this is "low" on the admin dashboard and inventory. */
export const LOW_STOCK_THRESHOLD = 5;
export const DASHBOARD_CHART_HEIGHT = 300;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 300;

export const PAYMENT_METHODS = ['COD', 'Card', 'UPI', 'NetBanking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'Card';

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export const DEFAULT_COUNTRY = 'India';

export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled'] as const;

/** Loyalty: one point for every full ₹100 of a delivered order's total (loyaltyPointsFor in pricing.ts). */
export const RUPEES_PER_LOYALTY_POINT = 100;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STORAGE_KEYS = { token: 'token', user: 'user', cart: 'cart' } as const;

export const TOAST = {
  limit: 20,
  durationMs: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity },
  removeDelayMs: 1000,
} as const;

export const PRODUCT_SORTS = ['featured', 'price-low', 'price-high', 'rating', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The listing filters: /products?filter=… and the fixed listings (/bestsellers, /new-arrivals, /sale). */
export const LISTING_FILTER_KINDS = ['bestsellers', 'featured', 'new', 'sale'] as const;
export type ListingFilterKind = (typeof LISTING_FILTER_KINDS)[number];

/** Sensible limits the spec leaves to us. */
export const LIMITS = {
  maxCartQuantity: 99,
  maxPageSize: 100,
  defaultPageSize: 12,
  maxImageBytes: 5 * 1024 * 1024,
  maxJsonBodyBytes: 100 * 1024,
  maxFeatures: 20,
  maxAddresses: 20,
  maxWishlist: 500,
  /** Longest search text taken (the listing's `search`/`q`, the header's suggestions). */
  maxSearchLength: 100,
} as const;

/**
 * Documents per replication pull (`_changes?limit=`). The PWA's replica pulls in pages of this
 * size and the api keeps those pages ready for first visits (docs/decisions/007), so both read it here.
 */
export const REPLICATION_PULL_BATCH_SIZE = 1000;
