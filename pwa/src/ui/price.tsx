import { discountPercent, formatRupees } from '@store/shared';
import { useT } from '../i18n';

export interface PriceProps {
  price: number;
  originalPrice?: number | null;
  size?: 'md' | 'lg';
  showDiscount?: boolean;
  className?: string;
  /** The lowest of a product's differing variant prices: said as "from ₹X", without an MRP. */
  from?: boolean;
}

/** Stands for the amount while "from {price}" is split around it (a character no translation holds). */
const AMOUNT = '\u0000';

/** ₹ price with the original price struck through and the discount percent; or "from ₹X" for a range. */
export function Price({ price, originalPrice, size = 'md', showDiscount = true, className = '', from = false }: PriceProps) {
  const t = useT();
  const off = from ? 0 : discountPercent(price, originalPrice);
  // "from ₹X" is one text ("₹X से शुरू" in Hindi): its words, before or after the amount, are set smaller.
  const [before = '', after = ''] = from ? t('from {price}', { price: AMOUNT }).split(AMOUNT) : [];
  return (
    <span className={`price ${size === 'lg' ? 'price--lg' : ''} ${className}`.trim()}>
      <span className="price__now">
        {from ? before && <span className="price__from">{before}</span> : <span className="visually-hidden">{t('Price')} </span>}
        {formatRupees(price)}
        {from && after && <span className="price__from">{after}</span>}
      </span>
      {off > 0 && originalPrice ? (
        <>
          <s className="price__was">
            <span className="visually-hidden">{t('was')} </span>
            {formatRupees(originalPrice)}
          </s>
          {showDiscount && <span className="price__off">{t('{percent}% off', { percent: off })}</span>}
        </>
      ) : null}
    </span>
  );
}
