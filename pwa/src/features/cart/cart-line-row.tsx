/** One line of the /cart page: the variant's image, name, options and unit price, stepper, line
 * total, Remove and Move to Wishlist. */
import { Link } from 'react-router-dom';
import { formatRupees } from '@store/shared';
import type { CartLine } from '../../data';
import { useT } from '../../i18n';
import { HeartIcon, TrashIcon } from '../../ui/icons';
import { optionsText, productHref } from '../../ui/line-options';
import { Price } from '../../ui/price';
import { PendingNote } from '../../ui/pending-note';
import { ProductImage } from '../../ui/product-image';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { StockBadge } from '../../ui/badge';
import type { CartActions } from './use-cart-actions';

export function CartLineRow({ line, actions, loading }: { line: CartLine; actions: CartActions; loading: boolean }) {
  const t = useT();
  const { product, variant } = line;
  const name = product?.name ?? (loading ? t('Loading…') : t('Unavailable product'));
  const options = optionsText(line.options, t);
  return (
    <li className="cart-line">
      <div className="cart-line__thumb">
        <ProductImage src={variant?.imageUrls[0] ?? product?.imageUrls[0]} alt={name} size={120} category={product?.category} />
      </div>
      <div className="cart-line__main">
        <div className="cart-line__head">
          <div>
            {product?.brand && <p className="cart-line__brand">{product.brand}</p>}
            <h2 className="cart-line__name">
              {product ? <Link to={productHref(line.productId, variant?.id, product.options.length > 0)}>{name}</Link> : name}
            </h2>
            {options && <p className="line-options">{options}</p>}
            {variant && <Price price={variant.price} originalPrice={variant.originalPrice} />}
          </div>
          {/* With one unit the line total would only repeat the price. */}
          {variant && line.quantity > 1 && (
            <p className="cart-line__total">
              <span className="cart-line__total-label">{t('Item total')} </span>
              {formatRupees(variant.price * line.quantity)}
            </p>
          )}
        </div>
        {variant && variant.stock <= 5 && <StockBadge stock={variant.stock} />}
        {line.pending && <PendingNote />}
        <div className="cart-line__controls">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            min={1}
            label={t('Quantity of {name}', { name: options ? `${name}, ${options}` : name })}
            onChange={(q) => void actions.changeQuantity(line, q)}
          />
          <div className="cart-line__links">
            <button type="button" className="cart-link-button" onClick={() => void actions.moveToWishlist(line)}>
              <HeartIcon size={16} /> {t('Move to Wishlist')}
              <span className="visually-hidden">: {name}</span>
            </button>
            <button type="button" className="cart-link-button cart-link-button--danger" onClick={() => void actions.remove(line)}>
              <TrashIcon size={16} /> {t('Remove')}
              <span className="visually-hidden">
                : {name}
                {options ? `, ${options}` : ''}
              </span>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
