import { z } from 'zod';
import { ADDRESS_TYPES, DEFAULT_COUNTRY } from './constants.js';
import { RequiredPhoneSchema, requiredText } from './primitives.js';

export const AddressInputSchema = z.object({
  type: z.enum(ADDRESS_TYPES, { error: 'type must be home, work or other' }).optional().default('home'),
  fullName: requiredText('Full name', 100),
  phone: RequiredPhoneSchema,
  street: requiredText('Street', 200),
  city: requiredText('City', 80),
  state: requiredText('State', 80),
  // The same rule as an order's pincode: an address from the book must always be one a checkout accepts.
  zip: z
    .string({ error: 'Pincode is required' })
    .trim()
    .min(1, 'Pincode is required')
    .regex(/^[0-9]{6}$/, 'Pincode must be 6 digits'),
  country: z.string().trim().min(1).max(60).optional().default(DEFAULT_COUNTRY),
  isDefault: z.boolean().optional().default(false),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

/**
 * A stored address. Its pincode and phone are read as they were saved (older addresses met looser
 * rules; a phone the upgrade could not read stays as typed); new and edited ones meet the input's.
 */
export const AddressSchema = AddressInputSchema.extend({ _id: z.string(), zip: z.string(), phone: z.string() });
export type Address = z.infer<typeof AddressSchema>;
