/**
 * Addresses live inside the user document (they are few and always read with the user). Only the
 * owner may touch them; at most LIMITS.maxAddresses; at most one default, and the first address
 * (or the survivor of a deleted default) becomes the default so checkout always has one. A new or
 * edited address's pincode must be one India's table holds (the delivery module's), as an order's
 * must: an address from the book is always one the checkout accepts.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  AddressInputSchema,
  findSameAddress,
  LIMITS,
  MESSAGES,
  PINCODE_MESSAGES,
  withAddressAdded,
  withAddressRemoved,
  withAddressUpdated,
  type Address,
  type AddressInput,
} from '@store/shared';
import type { BaseContext } from '../../context.js';
import type { AuthInfo } from '../../http/auth-guard.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { parseValue } from '../../http/validate.js';
import { getUserDoc, updateUserDoc } from './user-store.js';

export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';

/** A partial update: any object; it is merged over the stored address and the result parsed in full. */
const AddressPatchSchema = z.record(z.string(), z.unknown(), { error: 'The address must be a JSON object' });

const newAddressId = () => `a_${randomBytes(9).toString('base64url')}`;

/** Whether India's pincode table holds a pincode (the delivery module's table, asked when a request comes). */
export type KnownPincode = (pin: string) => boolean;

export function createAddressService(ctx: BaseContext, deps: { knownPincode: KnownPincode }) {
  const users = ctx.dbs.users;

  const assertKnownPincode = (zip: string) => {
    if (!deps.knownPincode(zip)) throw badRequest(PINCODE_MESSAGES.unknown, { zip: PINCODE_MESSAGES.unknown });
  };

  const assertOwner = (caller: AuthInfo, userId: string) => {
    if (caller.userId !== userId) throw forbidden('You can only manage your own addresses.');
  };

  return {
    async add(caller: AuthInfo, userId: string, input: AddressInput): Promise<{ address: Address; addresses: Address[] }> {
      assertOwner(caller, userId);
      assertKnownPincode(input.zip);
      let created: Address | undefined;
      const doc = await updateUserDoc(users, userId, (user) => {
        if (user.addresses.length >= LIMITS.maxAddresses) {
          throw badRequest(`You can keep at most ${LIMITS.maxAddresses} addresses. Delete one to add another.`);
        }
        // An address identical to a saved one is not saved twice (shared rule: sameAddress).
        if (findSameAddress(user.addresses, input)) throw conflict(MESSAGES.address.duplicate);
        const address: Address = { ...input, _id: newAddressId() };
        created = address;
        return { ...user, addresses: withAddressAdded(user.addresses, address) };
      });
      const address = doc.addresses.find((a) => a._id === created?._id);
      if (!address) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
      return { address, addresses: doc.addresses };
    },

    async get(caller: AuthInfo, userId: string, addressId: string): Promise<Address> {
      assertOwner(caller, userId);
      const user = await getUserDoc(users, userId);
      const address = user?.addresses.find((a) => a._id === addressId);
      if (!address) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
      return address;
    },

    async update(caller: AuthInfo, userId: string, addressId: string, body: unknown): Promise<{ address: Address; addresses: Address[] }> {
      assertOwner(caller, userId);
      const patch = parseValue(AddressPatchSchema, body ?? {});
      const doc = await updateUserDoc(users, userId, (user) => {
        const current = user.addresses.find((a) => a._id === addressId);
        if (!current) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
        const { _id: _ignored, ...stored } = current;
        const merged: Address = { ...parseValue(AddressInputSchema, { ...stored, ...patch }), _id: addressId };
        assertKnownPincode(merged.zip);
        return { ...user, addresses: withAddressUpdated(user.addresses, merged) };
      });
      const address = doc.addresses.find((a) => a._id === addressId);
      if (!address) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
      return { address, addresses: doc.addresses };
    },

    async remove(caller: AuthInfo, userId: string, addressId: string): Promise<Address[]> {
      assertOwner(caller, userId);
      const doc = await updateUserDoc(users, userId, (user) => {
        if (!user.addresses.some((a) => a._id === addressId)) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
        return { ...user, addresses: withAddressRemoved(user.addresses, addressId) };
      });
      return doc.addresses;
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
