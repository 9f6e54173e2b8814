/**
 * The seller's details from the configuration (env.ts STORE_*, GRIEVANCE_OFFICER_*): what the GST
 * invoice prints and GET /api/store/details shows. Without STORE_GSTIN the seller is a sample,
 * marked as such everywhere it appears, so a fresh machine never prints a real-looking invoice.
 */
import { GstinSchema, indiaStateOf, type SellerDetails } from '@store/shared';
import type { Env } from './env.js';

const SAMPLE = {
  legalName: 'Inkwell Stationery Private Limited (sample seller)',
  address: ['14 Residency Road', 'Bengaluru, Karnataka 560025'],
  state: 'Karnataka',
  // A GSTIN of the right shape and checksum for Karnataka (29) that belongs to no one.
  gstin: '29AAACI0000S1ZL',
} as const;

export function sellerFromEnv(env: Env): SellerDetails {
  const isSample = !env.STORE_GSTIN;
  const gstin = isSample ? SAMPLE.gstin : GstinSchema.parse(env.STORE_GSTIN);
  const stateName = env.STORE_STATE ?? (isSample ? SAMPLE.state : undefined);
  const state = stateName ? indiaStateOf(stateName) : undefined;
  if (!state) throw new Error(`Bad configuration:\n  STORE_STATE: name the seller's state (e.g. Karnataka); got ${stateName ?? 'nothing'}`);
  if (!isSample && gstin.slice(0, 2) !== state.gstCode) {
    throw new Error(`Bad configuration:\n  STORE_GSTIN: a GSTIN of ${state.name} begins with ${state.gstCode}`);
  }
  return {
    legalName: env.STORE_LEGAL_NAME ?? (isSample ? SAMPLE.legalName : env.STORE_TRADE_NAME),
    tradeName: env.STORE_TRADE_NAME,
    address: env.STORE_ADDRESS
      ? env.STORE_ADDRESS.split('|')
          .map((l) => l.trim())
          .filter(Boolean)
      : [...SAMPLE.address],
    state: state.name,
    gstin,
    email: env.STORE_EMAIL,
    phone: env.STORE_PHONE,
    dispatchPincode: env.STORE_DISPATCH_PINCODE,
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME,
      designation: env.GRIEVANCE_OFFICER_DESIGNATION,
      email: env.GRIEVANCE_OFFICER_EMAIL,
      phone: env.GRIEVANCE_OFFICER_PHONE,
    },
    isSample,
  };
}
