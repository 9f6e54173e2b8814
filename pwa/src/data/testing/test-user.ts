/** A signed-up shopper as /api returns her, for the auth tests. */
import type { User } from '@store/shared';

export const asha: User = {
  _id: 'u-asha',
  name: 'Asha',
  email: 'asha@example.com',
  phone: null,
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
  addresses: [],
  loyaltyPoints: 0,
};
