/**
 * Who sells: the details a GST tax invoice prints and the Consumer Protection (E-Commerce)
 * Rules, 2020 ask the store to show (seller, address, GSTIN, grievance officer). The api reads
 * them from its configuration (STORE_* and GRIEVANCE_OFFICER_*); on a fresh machine they are a
 * sample, and `isSample` says so wherever they are shown or printed.
 */
import { z } from 'zod';

export const GrievanceOfficerSchema = z.object({
  name: z.string(),
  designation: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type GrievanceOfficer = z.infer<typeof GrievanceOfficerSchema>;

export const SellerDetailsSchema = z.object({
  /** The registered legal name ("Inkwell Stationery Private Limited"). */
  legalName: z.string(),
  /** The name shoppers know the store by. */
  tradeName: z.string(),
  /** The registered address, one line per element. */
  address: z.array(z.string()),
  /** The state of the registered address, as `INDIA_STATES` names it: the invoice's CGST/SGST or IGST turns on it. */
  state: z.string(),
  gstin: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The pincode orders are dispatched from: the delivery zones are measured from it. */
  dispatchPincode: z.string(),
  grievanceOfficer: GrievanceOfficerSchema,
  /** True while the details are the built-in sample (no STORE_GSTIN configured): never a real seller. */
  isSample: z.boolean(),
});
export type SellerDetails = z.infer<typeof SellerDetailsSchema>;
