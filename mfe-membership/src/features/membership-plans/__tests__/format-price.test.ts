import { formatPrice } from '../lib/format-price';

describe('prices', () => {
  it('are written the Argentine way', () => {
    expect(formatPrice(3000)).toBe('$3.000');
    expect(formatPrice(5000)).toBe('$5.000');
    expect(formatPrice(125000)).toBe('$125.000');
  });
});
