// Small stroke icons for the footer's social links: inline SVG, no requests, no brand fonts.
import { msg } from '@lingui/core/macro';
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const SOCIAL_LINKS = [
  {
    name: msg`Setu on Instagram`,
    href: 'https://www.instagram.com/setu.org.in',
    icon: (
      <svg {...common}>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </svg>
    ),
  },
  {
    name: msg`Setu on Facebook`,
    href: 'https://www.facebook.com/setu.org.in',
    icon: (
      <svg {...common}>
        <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
      </svg>
    ),
  },
  {
    name: msg`Setu on X`,
    href: 'https://x.com/setu_org_in',
    icon: (
      <svg {...common}>
        <path d="M4 4l16 16M20 4L4 20" />
      </svg>
    ),
  },
  {
    name: msg`Setu on LinkedIn`,
    href: 'https://www.linkedin.com/company/setu-org-in',
    icon: (
      <svg {...common}>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path d="M8 10v7M8 7v.01M12 17v-7M12 13a3 3 0 0 1 6 0v4" />
      </svg>
    ),
  },
  {
    name: msg`Setu on YouTube`,
    href: 'https://www.youtube.com/@setu.org.in',
    icon: (
      <svg {...common}>
        <rect x="2" y="5" width="20" height="14" rx="4" />
        <path d="M10 9l5 3-5 3z" />
      </svg>
    ),
  },
] as const;
