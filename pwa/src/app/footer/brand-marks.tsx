/* Payment marks and social icons as inline SVG: recognisable, tiny, no third-party requests. */

export function VisaMark() {
  return (
    <svg className="pay-mark" width="52" height="32" viewBox="0 0 52 32" role="img" aria-label="Visa">
      <rect width="52" height="32" rx="5" fill="#fff" />
      <text
        x="26"
        y="21.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="14"
        fontStyle="italic"
        fontWeight="900"
        fill="#1a1f71"
        letterSpacing="0.5"
      >
        VISA
      </text>
    </svg>
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
    <svg className="pay-mark" width="52" height="32" viewBox="0 0 52 32" role="img" aria-label="UPI">
      <rect width="52" height="32" rx="5" fill="#fff" />
      <text
        x="22"
        y="21"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="900"
        fill="#3d3d3d"
      >
        UPI
      </text>
      <path d="M36 9l5 7-5 7z" fill="#f47c20" />
      <path d="M40 9l5 7-5 7z" fill="#138808" />
    </svg>
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
