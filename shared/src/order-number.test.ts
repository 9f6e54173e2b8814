import { describe, expect, it } from 'vitest';
import { trackingUrlFor } from './carriers.js';
import { formatIndiaDateTime, indiaDayOf } from './format.js';
import { normalizeOrderNumber, orderNumber } from './order-number.js';

describe('readable order numbers', () => {
  it('are INK and nine characters in groups of three, none of 0, O, 1, I or L, the same every time', () => {
    const n = orderNumber('o_2xYbq9VwKp3LmNcRtZaH4sDf');
    expect(n).toMatch(/^INK-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);
    expect(orderNumber('o_2xYbq9VwKp3LmNcRtZaH4sDf')).toBe(n);
  });

  it('do not collide among 100,000 orders', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) seen.add(orderNumber(`o_${String(i).padStart(24, '0')}`));
    expect(seen.size).toBe(100_000);
  });

  it('are read back however they are typed', () => {
    const n = orderNumber('o_abc');
    const bare = n.slice(4).replace(/-/g, '');
    expect(normalizeOrderNumber(n.toLowerCase())).toBe(n);
    expect(normalizeOrderNumber(` ink ${bare} `)).toBe(n);
    expect(normalizeOrderNumber(bare)).toBe(n);
    expect(normalizeOrderNumber('INK-000-000-000')).toBeNull();
    expect(normalizeOrderNumber('#6PKQ-VWO')).toBeNull();
  });
});

describe('carriers', () => {
  it('link a known carrier’s number to its page, any case, spaces dropped; another carrier gets no link', () => {
    expect(trackingUrlFor('Delhivery', '1490 8812')).toBe('https://www.delhivery.com/track/package/14908812');
    expect(trackingUrlFor('blue dart', '81234567890')).toContain('trackNo=81234567890');
    expect(trackingUrlFor('Local courier', 'X1')).toBeNull();
    expect(trackingUrlFor('DTDC', undefined)).toBeNull();
  });
});

describe('India time', () => {
  it('puts 2026-11-27T20:00Z on the 28th, at 1:30 am, whatever the machine’s zone', () => {
    expect(indiaDayOf('2026-11-27T20:00:00Z')).toBe('2026-11-28');
    expect(formatIndiaDateTime('2026-11-27T20:00:00Z')).toMatch(/^28 Nov 2026, 1:30\s?am$/i);
  });
});
