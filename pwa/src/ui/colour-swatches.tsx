import { isLightSwatch, swatchColour } from '@store/shared';

/** A card's colours as small dots, each named (title on hover, the name for screen readers), then "+N". */
export function ColourSwatches({ colours, more, className = '' }: { colours: readonly string[]; more: number; className?: string }) {
  if (colours.length === 0) return null;
  return (
    <ul role="list" className={`swatches ${className}`.trim()} aria-label={`Colours: ${colours.length + more}`}>
      {colours.map((name) => {
        const hex = swatchColour(name);
        return (
          <li key={name} className={`swatch${isLightSwatch(hex) ? ' swatch--light' : ''}`} style={{ background: hex }} title={name}>
            <span className="visually-hidden">{name}</span>
          </li>
        );
      })}
      {more > 0 && (
        <li className="swatches__more" title={`${more} more colour${more === 1 ? '' : 's'}`}>
          +{more}
          <span className="visually-hidden"> more colour{more === 1 ? '' : 's'}</span>
        </li>
      )}
    </ul>
  );
}
