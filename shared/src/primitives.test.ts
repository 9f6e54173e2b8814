import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from './address.js';
import { OrderInputSchema } from './order.js';
import { requiredText } from './primitives.js';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('a required line of text, one rule for every form', () => {
  it('trims, refuses empty and over-long text, and names the field', () => {
    const city = requiredText('City', 5);
    expect(city.parse('  Kochi ')).toBe('Kochi');
    expect(messageOf(city.safeParse('   '))).toBe('City is required');
    expect(messageOf(city.safeParse(undefined))).toBe('City is required');
    expect(messageOf(city.safeParse('Thiruvananthapuram'))).toBe('City is too long');
  });

  it('is what the address and the checkout forms both say', () => {
    const address = AddressInputSchema.safeParse({
      fullName: 'Asha',
      phone: '9988776655',
      street: '1 Fort Road',
      city: ' ',
      state: 'Kerala',
      zip: '682001',
    });
    const order = OrderInputSchema.safeParse({
      firstName: 'Asha',
      lastName: 'V',
      street: '1 Fort Road',
      city: ' ',
      state: 'Kerala',
      zip: '682001',
      phone: '9988776655',
    });
    expect(messageOf(address)).toBe('City is required');
    expect(messageOf(order)).toBe('City is required');
  });
});
