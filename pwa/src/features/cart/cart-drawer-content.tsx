/**
 * What the cart drawer shows: each item (one variant) with its image, name, options, price, −/+ and Remove, the
 * total, and View Cart / Checkout — which lead to /login for a visitor without a token.
 * The drawer frame (panel, heading, close button, focus handling) belongs to the shell.
 */
import { Link } from 'react-router-dom';
import { formatRupees, MESSAGES } from '@store/shared';
import { useCart, useSession } from '../../data';
import { useT } from '../../i18n';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { CartIcon } from '../../ui/icons';
import { lineKeyOf, optionsText, productHref } from '../../ui/line-options';
import { Price } from '../../ui/price';
import { ProductImage } from '../../ui/product-image';
import { PendingNote } from '../../ui/pending-note';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { Skeleton } from '../../ui/skeleton';
import { useCartActions } from './use-cart-actions';
import './cart.css';

export function CartDrawerContent({ onClose }: { onClose(): void }) {
  const { lines, subtotal, loading } = useCart();
  const { token } = useSession();
  const { changeQuantity, remove } = useCartActions();
  const t = useT();

  if (loading && lines.length === 0) {
    return (
      <div className="cart-panel skeleton-group" role="status" aria-label={t('Loading your cart')}>
        <Skeleton height={72} />
        <Skeleton height={72} />
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="cart-panel cart-panel--empty">
        <EmptyState
          icon={<CartIcon size={32} />}
          title={t.message(MESSAGES.cart.empty)}
          message={t.message(MESSAGES.cart.emptyHint)}
          level={3}
          actions={
            <Link to="/products" className={buttonClass('primary')} onClick={onClose}>
              {t('Continue Shopping')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="cart-panel">
      <ul className="cart-panel__list" aria-label={t('Items in your cart')}>
        {lines.map((line) => {
          const { product, variant } = line;
          const name = product?.name ?? (loading ? t('Loading…') : t('Unavailable product'));
          const options = optionsText(line.options, t);
          return (
            <li key={lineKeyOf(line)} className="cart-panel__item">
              <div className="cart-panel__thumb">
                <ProductImage src={variant?.imageUrls[0] ?? product?.imageUrls[0]} alt={name} size={72} category={product?.category} />
              </div>
              <div className="cart-panel__info">
                {product ? (
                  <Link
                    className="cart-panel__name"
                    to={productHref(line.productId, variant?.id, product.options.length > 0)}
                    onClick={onClose}
                  >
                    {name}
                  </Link>
                ) : (
                  <span className="cart-panel__name">{name}</span>
                )}
                {options && <p className="line-options">{options}</p>}
                {variant && <Price price={variant.price} originalPrice={variant.originalPrice} showDiscount={false} />}
                {line.pending && <PendingNote />}
                <div className="cart-panel__controls">
                  {/* The drawer passes quantity − 1 / + 1 with no bounds; 0 removes the line. */}
                  <QuantityStepper
                    size="sm"
                    value={line.quantity}
                    label={t('Quantity of {name}', { name: options ? `${name}, ${options}` : name })}
                    onChange={(q) => void changeQuantity(line, q)}
                  />
                  <button type="button" className="cart-link-button" onClick={() => void remove(line)}>
                    {t('Remove')}
                    <span className="visually-hidden">
                      : {name}
                      {options ? `, ${options}` : ''}
                    </span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>

      <div className="cart-panel__footer">
        <p className="cart-panel__total">
          <span>{t('Total')}</span>
          <strong>{formatRupees(subtotal)}</strong>
        </p>
        <div className="cart-panel__actions">
          <Link to={token ? '/cart' : '/login'} className={buttonClass('secondary', 'md', true)} onClick={onClose}>
            {t('View Cart')}
          </Link>
          <Link to={token ? '/checkout' : '/login'} className={buttonClass('primary', 'md', true)} onClick={onClose}>
            {t('Checkout')}
          </Link>
        </div>
      </div>
    </div>
  );
}
