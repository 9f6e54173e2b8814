/** One line of the /cart page: image, name, unit price, stepper, line total, Remove and
 * Move to Wishlist. */
import { Link } from 'react-router-dom';
import { formatRupees } from '@store/shared';
import type { CartLine } from '../../data';
import { HeartIcon, TrashIcon } from '../../ui/icons';
import { Price } from '../../ui/price';
import { PendingNote } from '../../ui/pending-note';
import { ProductImage } from '../../ui/product-image';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { StockBadge } from '../../ui/badge';
import type { CartActions } from './use-cart-actions';

export function CartLineRow({ line, actions, loading }: { line: CartLine; actions: CartActions; loading: boolean }) {
  const product = line.product;
  const name = product?.name ?? (loading ? 'Loading…' : 'Unavailable product');
  return (
    <li className="cart-line">
      <div className="cart-line__thumb">
        <ProductImage src={product?.imageUrls[0]} alt={name} size={120} category={product?.category} />
      </div>
      <div className="cart-line__main">
        <div className="cart-line__head">
          <div>
            {product?.brand && <p className="cart-line__brand">{product.brand}</p>}
            <h2 className="cart-line__name">{product ? <Link to={`/product/${line.productId}`}>{name}</Link> : name}</h2>
            {product && <Price price={product.price} originalPrice={product.originalPrice} />}
          </div>
          {/* With one unit the line total would only repeat the price. */}
          {product && line.quantity > 1 && (
            <p className="cart-line__total">
              <span className="cart-line__total-label">Item total </span>
              {formatRupees(product.price * line.quantity)}
            </p>
          )}
        </div>
        {product && product.stock <= 5 && <StockBadge stock={product.stock} />}
        {line.pending && <PendingNote />}
        <div className="cart-line__controls">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            min={1}
            label={`Quantity of ${name}`}
            onChange={(q) => void actions.changeQuantity(line.productId, q)}
          />
          <div className="cart-line__links">
            <button type="button" className="cart-link-button" onClick={() => void actions.moveToWishlist(line.productId)}>
              <HeartIcon size={16} /> Move to Wishlist<span className="visually-hidden">: {name}</span>
            </button>
            <button type="button" className="cart-link-button cart-link-button--danger" onClick={() => void actions.remove(line.productId)}>
              <TrashIcon size={16} /> Remove<span className="visually-hidden">: {name}</span>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
