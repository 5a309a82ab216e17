/**
 * The office's neighbourhood, drawn once in the site's colours (it follows the theme): the map a
 * guest sees offline, or where the live map is blocked, with no request to make. Not to scale: the
 * lagoon to the south, the streets around Unity Close, and the pin on the hotel.
 */
export function StillMap({ label }: { label: string }) {
  return (
    <svg className="still-map" viewBox="0 0 320 180" role="img" aria-label={label}>
      <rect className="land" width="320" height="180" />
      {/* The lagoon and its shore. */}
      <path d="M0 142c40-10 70 6 112-2s70-22 112-14 68 12 96 4v50H0z" className="water" />
      {/* A park. */}
      <rect x="214" y="22" width="62" height="40" rx="8" className="park" />
      {/* Blocks. */}
      <g className="blocks">
        <rect x="18" y="18" width="58" height="36" rx="4" />
        <rect x="18" y="74" width="58" height="40" rx="4" />
        <rect x="96" y="18" width="84" height="36" rx="4" />
        <rect x="96" y="92" width="40" height="28" rx="4" />
        <rect x="200" y="82" width="76" height="34" rx="4" />
        <rect x="292" y="22" width="28" height="94" rx="4" />
      </g>
      {/* Streets. */}
      <g className="streets" strokeLinecap="round">
        <path d="M0 64h320" strokeWidth="10" />
        <path d="M86 0v132" strokeWidth="8" />
        <path d="M190 0v128" strokeWidth="8" />
        <path d="M86 82h104" strokeWidth="11" />
        <path d="M286 0v126" strokeWidth="6" />
      </g>
      <text x="112" y="85" fontSize="8" textAnchor="middle" className="street-name">
        Unity Close
      </text>
      {/* The hotel, and the pin on it. */}
      <rect className="hotel" x="146" y="92" width="36" height="26" rx="4" />
      <g transform="translate(164 108)">
        <ellipse className="pin-shadow" cx="0" cy="0" rx="7" ry="2.5" />
        <path
          d="M0 0c-8-10-13-16-13-23a13 13 0 0 1 26 0c0 7-5 13-13 23z"
          className="pin"
          strokeWidth="1.5"
        />
        <circle className="pin-dot" cx="0" cy="-23" r="5" />
      </g>
    </svg>
  )
}
