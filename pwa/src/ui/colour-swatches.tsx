import { isLightSwatch, swatchColour } from '@store/shared';
import { useT } from '../i18n';

/** A card's colours as small dots, each named (title on hover, the name for screen readers), then "+N". */
export function ColourSwatches({ colours, more, className = '' }: { colours: readonly string[]; more: number; className?: string }) {
  const t = useT();
  if (colours.length === 0) return null;
  return (
    <ul role="list" className={`swatches ${className}`.trim()} aria-label={t('Colours: {count}', { count: colours.length + more })}>
      {colours.map((name) => {
        const hex = swatchColour(name);
        const word = t.word('colour', name);
        return (
          <li key={name} className={`swatch${isLightSwatch(hex) ? ' swatch--light' : ''}`} style={{ background: hex }} title={word}>
            <span className="visually-hidden">{word}</span>
          </li>
        );
      })}
      {more > 0 && (
        <li className="swatches__more" title={t.plural(more, { one: '{count} more colour', other: '{count} more colours' })}>
          +{more}
          <span className="visually-hidden"> {t.plural(more, { one: 'more colour', other: 'more colours' })}</span>
        </li>
      )}
    </ul>
  );
}
