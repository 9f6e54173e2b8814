import { useState } from 'react';
import { isLightSwatch, swatchColour } from '@store/shared';
import { useExternalStore, type ExternalStore } from '../../lib/external-store';
import { useT } from '../../i18n';

/** How many products each colour would list with the current search and the other filters; null until the listing's answer. */
export type ColourCounts = ExternalStore<Record<string, number> | null>;

/** Colours shown before "Show all colours": the most listed first. */
const COLOURS_SHOWN = 8;

/**
 * The sidebar's colours (issue 43): a swatch, the colour's name and how many products have a
 * variant of it, several at once (`colour=Blue,Black`). The counts come with the listing's answer,
 * online and offline alike, and leave the colour filter out, so ticking Blue does not hide Black.
 * Hidden while no product listed has a colour.
 */
export function ColourFilter({
  selected,
  counts,
  onChange,
}: {
  selected: readonly string[];
  counts: ColourCounts;
  onChange(colours: string[]): void;
}) {
  const byColour = useExternalStore(counts);
  const t = useT();
  const [all, setAll] = useState(false);
  const isOn = (name: string) => selected.some((s) => s.toLowerCase() === name.toLowerCase());
  const listed = Object.entries(byColour ?? {})
    .filter(([, n]) => n > 0)
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  // A ticked colour stays in view (and untickable) even when nothing lists it now.
  for (const name of selected) if (!listed.some(([c]) => c.toLowerCase() === name.toLowerCase())) listed.push([name, 0]);
  if (listed.length === 0) return null;
  const shown = all ? listed : listed.filter(([name], i) => i < COLOURS_SHOWN || isOn(name));
  const toggle = (name: string) =>
    onChange(isOn(name) ? selected.filter((s) => s.toLowerCase() !== name.toLowerCase()) : [...selected, name]);
  return (
    <fieldset className="filters__group">
      <legend className="filters__title">{t('Colour')}</legend>
      <ul role="list" className="filters__colours">
        {shown.map(([name, count]) => {
          const hex = swatchColour(name);
          return (
            <li key={name}>
              <button type="button" className="filters__colour" aria-pressed={isOn(name)} onClick={() => toggle(name)}>
                <span className={`swatch${isLightSwatch(hex) ? ' swatch--light' : ''}`} style={{ background: hex }} aria-hidden="true" />
                <span className="filters__colour-name">{t.word('colour', name)}</span>
                <span className="filters__count">{count.toLocaleString('en-IN')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {listed.length > shown.length || all ? (
        <button type="button" className="text-button filters__more" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? t('Fewer colours') : t('Show all {count} colours', { count: listed.length })}
        </button>
      ) : null}
    </fieldset>
  );
}
