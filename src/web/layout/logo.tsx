/** Setu's mark: a small bridge (setu) over water, drawn inline so it costs no request. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#b45309" />
      <path
        d="M5 20c4-7 18-7 22 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M9 16v6M16 13.5v8.5M23 16v6M4 22h24"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
