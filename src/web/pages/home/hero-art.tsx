import { useLingui } from '@lingui/react/macro';

/** The hero's picture: a bridge joining a teacher and a group of children, drawn inline. */
export function HeroArt() {
  const { t } = useLingui();
  return (
    <svg
      width="420"
      height="300"
      viewBox="0 0 420 300"
      role="img"
      aria-label={t`A bridge joining a volunteer teacher and a group of children`}
      className="h-auto w-full max-w-md"
    >
      <rect width="420" height="300" rx="28" fill="#feeac7" />
      <circle cx="340" cy="70" r="30" fill="#f59e0b" />
      <path d="M0 235c70-20 140-20 210 0s140 20 210 0v65H0z" fill="#93c5fd" />
      <path
        d="M40 200c70-95 270-95 340 0"
        fill="none"
        stroke="#92400e"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path d="M40 205h340" stroke="#92400e" strokeWidth="10" strokeLinecap="round" />
      <path
        d="M95 205v-45M150 205v-66M210 205v-73M270 205v-66M325 205v-45"
        stroke="#b45309"
        strokeWidth="5"
      />
      <circle cx="70" cy="150" r="13" fill="#78350f" />
      <rect x="58" y="165" width="24" height="38" rx="10" fill="#0f766e" />
      <rect
        x="84"
        y="160"
        width="22"
        height="16"
        rx="3"
        fill="#fff"
        stroke="#78350f"
        strokeWidth="2"
      />
      <circle cx="330" cy="162" r="10" fill="#78350f" />
      <rect x="321" y="174" width="18" height="29" rx="8" fill="#be123c" />
      <circle cx="358" cy="166" r="9" fill="#78350f" />
      <rect x="350" y="177" width="16" height="26" rx="7" fill="#7c3aed" />
      <circle cx="303" cy="168" r="8" fill="#78350f" />
      <rect x="296" y="178" width="15" height="25" rx="7" fill="#ca8a04" />
    </svg>
  );
}
