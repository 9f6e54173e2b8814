/** The schemas that check the payment and order answers of payments.ts, loaded on its first call (zod stays out of the first chunk). */
export { OrderSchema, PaymentStartSchema } from '@store/shared';
