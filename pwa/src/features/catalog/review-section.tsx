import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast/headless';
import { MESSAGES, type Product, type Review, type Variant } from '@store/shared';
import { submitReview, useSession } from '../../data';
import { Button } from '../../ui/button';
import { StarIcon } from '../../ui/icons';
import { RatingStars } from '../../ui/rating-stars';
import { reviewedVariant } from './review-variant';
import { variantWords } from './variant-words';
import { useT } from '../../i18n';

function StarPicker({ value, onChange }: { value: number; onChange(n: number): void }) {
  const name = useId();
  const t = useT();
  return (
    <fieldset className="star-picker">
      <legend className="field-label">{t('Your rating')}</legend>
      <div className="star-picker__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= value ? 'is-on' : ''}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="visually-hidden" />
            <StarIcon size={28} fill={n <= value ? 'currentColor' : 'none'} />
            <span className="visually-hidden">{t.plural(n, { one: '{count} star', other: '{count} stars' })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The reviews tab: the list (each review saying the variant it was for, where it says) and a form
 * (comment + 1–5 stars, for the variant the page shows); visitors are sent to /login.
 */
export function ReviewSection({
  product,
  variant,
  reviews,
  onSubmitted,
}: {
  product: Product;
  variant: Variant;
  reviews: Review[];
  onSubmitted(): void;
}) {
  const productId = product._id;
  // A product sold in one form has nothing to say about which.
  const forVariant = product.options.length > 0 ? variant : null;
  const { token } = useSession();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const commentId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!token) {
      navigate('/login', { state: { from: location } });
      return;
    }
    if (!comment.trim() || rating < 1 || rating > 5) {
      setError(MESSAGES.review.required);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await submitReview({ productId, ...(forVariant ? { variantId: forVariant.id } : {}), rating, comment: comment.trim() });
      toast.success(MESSAGES.review.submitted);
      setComment('');
      setRating(0);
      onSubmitted();
    } catch (err) {
      console.error(err);
      toast.error(MESSAGES.review.failed);
    } finally {
      setSending(false);
    }
  }

  const sorted = [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="reviews">
      <form className="review-form" onSubmit={onSubmit} noValidate>
        <h3>{t('Write a review')}</h3>
        {forVariant && <p className="muted review-form__for">{t('For {options}', { options: variantWords(t, product, forVariant) })}</p>}
        <StarPicker value={rating} onChange={setRating} />
        <div className="field">
          <label htmlFor={commentId}>{t('Your review')}</label>
          <textarea
            id={commentId}
            className="textarea"
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-describedby={error ? `${commentId}-err` : undefined}
          />
        </div>
        {error && (
          <p id={`${commentId}-err`} className="form-error" role="alert">
            {t.message(error)}
          </p>
        )}
        <Button type="submit" loading={sending}>
          {token ? t('Submit Review') : t('Sign in to review')}
        </Button>
      </form>
      <div className="reviews__list">
        <h3>{t.plural(reviews.length, { one: '{count} review', other: '{count} reviews' })}</h3>
        {sorted.length === 0 ? (
          <p className="muted">{t('No reviews yet. Be the first to share what you think.')}</p>
        ) : (
          <ul role="list">
            {sorted.map((r) => (
              <li key={r._id} className="review">
                <div className="review__head">
                  <span className="review__avatar" aria-hidden="true">
                    {r.user.name.slice(0, 1).toUpperCase()}
                  </span>
                  <div>
                    <p className="review__name">{r.user.name}</p>
                    <p className="review__date">{t.date(r.createdAt)}</p>
                  </div>
                  <RatingStars value={r.rating} showValue={false} size={14} />
                </div>
                <ReviewedVariant text={reviewedVariant(product, r, t)} />
                <p className="review__text">{r.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ReviewedVariant({ text }: { text: string | null }) {
  return text ? <p className="review__variant">{text}</p> : null;
}
