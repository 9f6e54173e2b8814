import { discountPercent, formatRupees } from '@store/shared';

export interface PriceProps {
  price: number;
  originalPrice?: number | null;
  size?: 'md' | 'lg';
  showDiscount?: boolean;
  className?: string;
  /** The lowest of a product's differing variant prices: said as "from ₹X", without an MRP. */
  from?: boolean;
}

/** ₹ price with the original price struck through and the discount percent; or "from ₹X" for a range. */
export function Price({ price, originalPrice, size = 'md', showDiscount = true, className = '', from = false }: PriceProps) {
  const off = from ? 0 : discountPercent(price, originalPrice);
  return (
    <span className={`price ${size === 'lg' ? 'price--lg' : ''} ${className}`.trim()}>
      <span className="price__now">
        <span className={from ? 'price__from' : 'visually-hidden'}>{from ? 'from ' : 'Price '}</span>
        {formatRupees(price)}
      </span>
      {off > 0 && originalPrice ? (
        <>
          <s className="price__was">
            <span className="visually-hidden">was </span>
            {formatRupees(originalPrice)}
          </s>
          {showDiscount && <span className="price__off">{off}% off</span>}
        </>
      ) : null}
    </span>
  );
}
