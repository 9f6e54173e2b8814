/**
 * A placed order's lines (the variant's image, quantity × name, its options as ordered, and what
 * the line costs) and its totals, for the shopper's order summary and the admin's order details.
 * The shopper sees the whole breakdown (subtotal, promo, shipping, GST); the admin the total alone.
 * A line links to the product with its variant chosen; an order from before variants shows as it
 * always did.
 */
import { Link } from 'react-router-dom';
import { formatRupees, productImageUrl, type Order } from '@store/shared';
import { useT } from '../i18n';
import { optionsText, productHref } from './line-options';
import { ProductImage } from './product-image';
import './order-lines.css';

type PricedOrder = Pick<Order, 'items' | 'itemsPrice' | 'discount' | 'promoCode' | 'shippingPrice' | 'taxPrice' | 'totalPrice'>;

export function OrderLines({ order, breakdown = true }: { order: PricedOrder; breakdown?: boolean }) {
  const t = useT();
  return (
    <div className="order-lines">
      <ul className="order-lines__items" role="list">
        {order.items.map((i) => {
          const options = optionsText(i.variant?.options ?? [], t);
          return (
            <li key={`${i.product._id}|${i.variant?.id ?? ''}`}>
              <ProductImage
                src={i.product.mainImage ? productImageUrl(i.product.mainImage) : undefined}
                alt=""
                size={48}
                className="order-lines__thumb"
              />
              <span className="order-lines__name">
                {i.quantity} × <Link to={productHref(i.product._id, i.variant?.id, options !== '')}>{i.product.name}</Link>
                {options && <span className="line-options">{options}</span>}
              </span>
              <span>{formatRupees(i.price * i.quantity)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="order-lines__totals">
        {breakdown && (
          <>
            <div>
              <dt>{t('Subtotal')}</dt>
              <dd>{formatRupees(order.itemsPrice)}</dd>
            </div>
            {order.discount > 0 && (
              <div>
                <dt>{order.promoCode ? t('Promo ({code})', { code: order.promoCode }) : t('Promo')}</dt>
                <dd>−{formatRupees(order.discount)}</dd>
              </div>
            )}
            <div>
              <dt>{t('Shipping')}</dt>
              <dd>{order.shippingPrice === 0 ? t('Free') : formatRupees(order.shippingPrice)}</dd>
            </div>
            <div>
              <dt>GST</dt>
              <dd>{formatRupees(order.taxPrice)}</dd>
            </div>
          </>
        )}
        <div className="order-lines__total">
          <dt>{breakdown ? t('Total') : t('Total (with shipping and GST)')}</dt>
          <dd>{formatRupees(order.totalPrice)}</dd>
        </div>
      </dl>
    </div>
  );
}
