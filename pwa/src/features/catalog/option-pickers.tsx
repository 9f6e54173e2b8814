/**
 * The product page's option pickers: a colour option as named swatches, any other (nib, size,
 * pack) as buttons. Each option is a native radio group (fieldset and legend), so arrow keys move
 * and choose and a screen reader reads "Nib, F, 2 of 3". A combination the product does not sell
 * is disabled; a sold-out one is struck through and says so, and can still be chosen to look at.
 */
import { useId } from 'react';
import { isLightSwatch, swatchColour, type Product, type Variant } from '@store/shared';
import { isColourOption, optionChoices } from './variant-choice';
import { useT } from '../../i18n';

export function OptionPickers({ product, variant, onChoose }: { product: Product; variant: Variant; onChoose(variantId: string): void }) {
  const group = useId();
  const t = useT();
  const options = optionChoices(product, variant);
  if (options.length === 0) return null;
  return (
    <div className="options">
      {options.map((option, k) => {
        const colour = isColourOption(option.name);
        const chosen = option.values.find((c) => c.selected);
        // Option names and values in the shopper's language (colours by their Hindi names); the
        // radios' values stay as the store has them.
        const valueName = (value: string) => t.word(colour ? 'colour' : 'value', value);
        const before = options[k - 1]?.name;
        return (
          <fieldset key={option.name} className="options__group">
            <legend className="options__legend">
              {t.word('option', option.name)}: <strong>{chosen ? valueName(chosen.value) : t('choose')}</strong>
              {chosen?.soldOut && <span className="options__sold-out-note"> · {t('Sold out')}</span>}
            </legend>
            <div className="options__values">
              {option.values.map((c) => {
                const hex = colour ? swatchColour(c.value) : null;
                return (
                  <label
                    key={c.value}
                    className={`option${colour ? ' option--swatch' : ''}${c.soldOut ? ' option--sold-out' : ''}`}
                    title={
                      c.disabled
                        ? t('{value}: not available with this {option}', {
                            value: valueName(c.value),
                            option: before ? t.word('option', before).toLowerCase() : t('choice'),
                          })
                        : valueName(c.value)
                    }
                  >
                    <input
                      type="radio"
                      className="option__input"
                      name={`${group}-${k}`}
                      value={c.value}
                      checked={c.selected}
                      disabled={c.disabled}
                      onChange={() => c.variantId && onChoose(c.variantId)}
                    />
                    {hex && (
                      <span
                        className={`option__dot${isLightSwatch(hex) ? ' option__dot--light' : ''}`}
                        style={{ background: hex }}
                        aria-hidden="true"
                      />
                    )}
                    <span className="option__name">{valueName(c.value)}</span>
                    {c.soldOut && <span className="visually-hidden"> {t('(sold out)')}</span>}
                    {c.disabled && <span className="visually-hidden"> {t('(not available)')}</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
