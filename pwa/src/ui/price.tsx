import { discountPercent, formatRupees } from '@store/shared';

export interface PriceProps {
  price: number;
  originalPrice?: number | null;
  size?: 'md' | 'lg';
  showDiscount?: boolean;
  className?: string;
}

/** ₹ price with the original price struck through and the discount percent. */
export function Price({ price, originalPrice, size = 'md', showDiscount = true, className = '' }: PriceProps) {
  const off = discountPercent(price, originalPrice);
  return (
    <span className={`price ${size === 'lg' ? 'price--lg' : ''} ${className}`.trim()}>
      <span className="price__now">
        <span className="visually-hidden">Price </span>
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
