import type { ReactNode, SVGProps } from 'react';

/**
 * Tiny line icons for the plain-CSS public site (no MUI runtime there). 24x24, stroke = currentColor,
 * decorative by default (aria-hidden). The MUI areas use @mui/icons-material, one icon per import.
 * The player screens use LineIcon for their own icons, at their own size and stroke width.
 */
export function LineIcon({ children, ...rest }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

type P = SVGProps<SVGSVGElement>;

export const MenuIcon = (p: P) => (
  <LineIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
);

export const CloseIcon = (p: P) => (
  <LineIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);

export const ArrowRightIcon = (p: P) => (
  <LineIcon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </LineIcon>
);

export const GroupIcon = (p: P) => (
  <LineIcon {...p}>
    <circle cx="9" cy="8" r="3.2" />
    <circle cx="17" cy="9.5" r="2.5" />
    <path d="M3 19c.6-3.4 3-5.2 6-5.2s5.4 1.8 6 5.2M15.5 14.2c2.6-.3 4.8 1.2 5.5 4.3" />
  </LineIcon>
);

export const PinIcon = (p: P) => (
  <LineIcon {...p}>
    <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.8" r="2.4" />
  </LineIcon>
);

export const PhoneIcon = (p: P) => (
  <LineIcon {...p}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </LineIcon>
);

export const CheersIcon = (p: P) => (
  <LineIcon {...p}>
    <path d="M3.5 5.5l6-1.6 1 5.2a3.3 3.3 0 0 1-6.3 1.7zM9.4 12.7l1.4 6M8.6 19.6l4.5-1.2" />
    <path d="M20.5 5.5l-6-1.6-1 5.2a3.3 3.3 0 0 0 6.3 1.7zM14.6 12.7l-1.4 6" />
    <path d="M11.8 2.4l.2-1.2M14.3 3l1-1" />
  </LineIcon>
);

export const MailIcon = (p: P) => (
  <LineIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </LineIcon>
);
