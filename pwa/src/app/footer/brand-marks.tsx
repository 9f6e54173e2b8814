/* Payment marks and social icons drawn in the page: recognisable, tiny, no third-party requests. */

/*
 * The lettered marks are HTML text, not SVG <text>: laying out SVG text is a slow path in Chromium
 * (about 13 ms for these two on this machine, 50 ms at Lighthouse's phone speed), paid on every page.
 */
export function VisaMark() {
  return (
    <span className="pay-mark pay-mark--visa" role="img" aria-label="Visa">
      VISA
    </span>
  );
}

export function MastercardMark() {
  return (
    <svg className="pay-mark" width="52" height="32" viewBox="0 0 52 32" role="img" aria-label="Mastercard">
      <rect width="52" height="32" rx="5" fill="#fff" />
      <circle cx="21" cy="16" r="9" fill="#eb001b" />
      <circle cx="31" cy="16" r="9" fill="#f79e1b" />
      <path d="M26 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" fill="#ff5f00" />
    </svg>
  );
}

export function UpiMark() {
  return (
    <span className="pay-mark pay-mark--upi" role="img" aria-label="UPI">
      UPI
      <svg width="12" height="14" viewBox="36 9 10 14" aria-hidden="true" focusable="false">
        <path d="M36 9l5 7-5 7z" fill="#f47c20" />
        <path d="M40 9l5 7-5 7z" fill="#138808" />
      </svg>
    </span>
  );
}

const social = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.9" fill="currentColor" />
    </>
  ),
  Facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" />,
  X: <path d="M4 4l16 16M20 4 4 20" />,
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
} as const;

export type SocialNetwork = keyof typeof social;

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {social[network]}
    </svg>
  );
}
