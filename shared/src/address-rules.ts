/**
 * Which address is the default, as the server keeps it and the device shows it before the
 * server confirms: at most one; a new default replaces the old; when the default goes, the
 * first address left takes its place. Zod-free, so the storefront can use it without the schemas.
 */
export interface AddressLike {
  _id: string;
  isDefault: boolean;
}

/** Marks exactly one address default: `defaultId`, else the current default, else the first. */
export function onlyOneDefault<A extends AddressLike>(addresses: readonly A[], defaultId: string | undefined): A[] {
  const fallback = defaultId ?? addresses.find((a) => a.isDefault)?._id ?? addresses[0]?._id;
  return addresses.map((a) => ({ ...a, isDefault: a._id === fallback }));
}

export function withAddressAdded<A extends AddressLike>(addresses: readonly A[], address: A): A[] {
  return onlyOneDefault([...addresses, address], address.isDefault ? address._id : undefined);
}

/** Un-marking the only default is allowed: then no address is the default. */
export function withAddressUpdated<A extends AddressLike>(addresses: readonly A[], address: A): A[] {
  const next = addresses.map((a) => (a._id === address._id ? address : a));
  const keepDefault = address.isDefault ? address._id : next.find((a) => a.isDefault)?._id;
  return keepDefault ? onlyOneDefault(next, keepDefault) : next;
}

export function withAddressRemoved<A extends AddressLike>(addresses: readonly A[], addressId: string): A[] {
  const removed = addresses.find((a) => a._id === addressId);
  const rest = addresses.filter((a) => a._id !== addressId);
  return removed?.isDefault ? onlyOneDefault(rest, undefined) : rest;
}

type AddressFields = { fullName: string; phone: string; street: string; city: string; state: string; zip: string; country?: string };
const norm = (s: string | undefined): string => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const digits = (s: string): string => s.replace(/\D/g, '').slice(-10);

/** The same place and person: name, phone (its last 10 digits), street, city, state, pincode and country, ignoring case and spacing. */
export function sameAddress(a: AddressFields, b: AddressFields): boolean {
  return (
    norm(a.fullName) === norm(b.fullName) &&
    digits(a.phone) === digits(b.phone) &&
    norm(a.street) === norm(b.street) &&
    norm(a.city) === norm(b.city) &&
    norm(a.state) === norm(b.state) &&
    norm(a.zip) === norm(b.zip) &&
    norm(a.country || 'India') === norm(b.country || 'India')
  );
}

/** The saved address this one repeats, if any (an identical address is never saved twice). */
export function findSameAddress<A extends AddressFields>(saved: readonly A[], address: AddressFields): A | undefined {
  return saved.find((s) => sameAddress(s, address));
}
