/**
 * The tabs pattern's tab row: one tab in the Tab order (the selected one), Left/Right/Home/End
 * move between tabs (ui/use-tablist-keys.ts), each tab names the panel it controls.
 */
import type { ReactNode } from 'react';
import { useTablistKeys } from './use-tablist-keys';

export interface TabItem {
  /** The tab's element id (its panel is labelled by it). */
  id: string;
  /** The id of the panel it controls. */
  controls: string;
  label: ReactNode;
}

export function Tablist({
  label,
  tabs,
  active,
  onSelect,
}: {
  label: string;
  tabs: TabItem[];
  active: number;
  onSelect(index: number): void;
}) {
  const { onKeyDown, tabRef } = useTablistKeys(tabs.length, active, onSelect);
  return (
    // The focused tab takes the arrow keys; the tablist only listens for them.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKeyDown}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={tabRef(i)}
          type="button"
          role="tab"
          id={t.id}
          aria-selected={i === active}
          aria-controls={t.controls}
          tabIndex={i === active ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
