/**
 * What stands in for a product photo the device does not have (offline, never seen, or no
 * photo at all): the category's colour and an icon of its kind, drawn, so a grid offline still
 * looks like a shop and never shows a broken image with its alt text spilling out.
 */
import type { CSSProperties, ReactNode } from 'react';

/** The store's categories' colours (api/src/seed/catalogue), so a placeholder matches its category's banner. */
const CATEGORY_TONES: Record<string, string> = {
  writing: '#1f3a5f',
  notebooks: '#7a4e2d',
  art: '#b8282e',
  'desk-accessories': '#a86b3c',
  office: '#4a4f57',
  gifts: '#6d1f33',
  organization: '#1d7874',
};
const FALLBACK_TONES = Object.values(CATEGORY_TONES);

/** The colour of a category: its own when known, else one of the store's picked by its id (stable). */
export function categoryTone(categoryId: string | undefined, color?: string | null): string {
  if (color) return color;
  if (!categoryId) return FALLBACK_TONES[0]!;
  const known = CATEGORY_TONES[categoryId];
  if (known) return known;
  let hash = 0;
  for (const ch of categoryId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return FALLBACK_TONES[hash % FALLBACK_TONES.length]!;
}

const path = (d: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="40%"
    height="40%"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.4}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {d}
  </svg>
);

const ICONS: Record<string, ReactNode> = {
  writing: path(<path d="m14.5 4.5 5 5L9 20H4v-5L14.5 4.5ZM12.5 6.5l5 5" />),
  notebooks: path(<path d="M6 3h11a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6V3ZM6 3v18M9 8h7M9 12h7M3 7h3M3 12h3M3 17h3" />),
  art: path(
    <path d="M12 3a9 9 0 1 0 0 18c1.2 0 2-.8 2-1.8 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8ZM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01" />,
  ),
  office: path(<path d="M4 14h16v4H4zM7 14V9a5 5 0 0 1 10 0v5M9 18v2M15 18v2" />),
  'desk-accessories': path(<path d="M5 21h14M7 21V11h10v10M9 11V7a3 3 0 0 1 6 0v4" />),
  gifts: path(<path d="M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9C10 9 7 8 7 6a2 2 0 0 1 4-1l1 4 1-4a2 2 0 0 1 4 1c0 2-3 3-5 3" />),
  organization: path(<path d="M3 7h18v13H3zM3 7l2-4h14l2 4M9 11h6" />),
};

export function ProductPlaceholder({
  categoryId,
  color,
  label,
  className,
}: {
  categoryId?: string;
  color?: string | null;
  label: string;
  className?: string;
}) {
  const tone = categoryTone(categoryId, color);
  const style = { '--placeholder-tone': tone } as CSSProperties;
  const icon = (categoryId && ICONS[categoryId]) ?? ICONS.writing;
  return (
    <span
      className={`product-placeholder${className ? ` ${className}` : ''}`}
      style={style}
      data-placeholder=""
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {icon}
    </span>
  );
}
