import { describe, expect, it } from 'vitest';
import { formatMmSs } from './use-countdown';

describe('OTP countdown display (mm:ss)', () => {
  it('when 300 seconds remain, then it reads 05:00', () => {
    expect(formatMmSs(300)).toBe('05:00');
  });
  it('when 59 seconds remain, then it reads 00:59', () => {
    expect(formatMmSs(59)).toBe('00:59');
  });
  it('when time has run out (or gone past), then it reads 00:00', () => {
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(-4)).toBe('00:00');
  });
});
