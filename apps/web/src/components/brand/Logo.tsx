import { type SVGProps, useId } from 'react';

export interface LogoProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Rendered width and height in px (the mark is square). */
  size?: number;
  /** Accessible name; pass an empty string when the logo sits next to the brand name (decorative). */
  title?: string;
}

/**
 * The brand mark: a heart-shaped keyhole above the waves in a flamingo-ringed medallion.
 * Drawn to stay legible at 16 px. The same artwork is in src/assets/logo.svg and public/favicon.svg.
 */
export function Logo({ size = 40, title = 'Logo', ...rest }: LogoProps) {
  const id = useId();
  const clipId = `${id}-clip`;
  const titleId = `${id}-title`;
  const common = {
    xmlns: 'http://www.w3.org/2000/svg',
    width: size,
    height: size,
    viewBox: '0 0 64 64',
    focusable: 'false' as const,
  };
  const art = (
    <>
      <defs>
        <clipPath id={clipId}>
          <circle cx="32" cy="32" r="28" />
        </clipPath>
      </defs>
      <circle cx="32" cy="32" r="31" fill="#F28CA6" />
      <circle cx="32" cy="32" r="28" fill="#16213E" />
      <g clipPath={`url(#${clipId})`}>
        <path d="M2 45c5 0 5-3 10-3s5 3 10 3 5-3 10-3 5 3 10 3 5-3 10-3 5 3 10 3v20H2z" fill="#1F6F69" />
        <path d="M2 51c5 0 5-3 10-3s5 3 10 3 5-3 10-3 5 3 10 3 5-3 10-3 5 3 10 3v20H2z" fill="#9ED8CF" />
      </g>
      <path
        d="M32 33.5c-9.5-5.6-12.2-11.2-10.6-15 1.5-3.6 6.6-4.4 9.4-.9L32 18.9l1.2-1.3c2.8-3.5 7.9-2.7 9.4.9 1.6 3.8-1.1 9.4-10.6 15z"
        fill="#FBF5EC"
      />
      <path d="M29.6 30.6h4.8l2 12.4h-8.8z" fill="#FBF5EC" />
      <circle cx="45.5" cy="14.5" r="1.6" fill="#FF8A7A" />
      <circle cx="18" cy="13" r="1" fill="#9ED8CF" />
    </>
  );
  if (title === '') {
    return (
      <svg {...common} aria-hidden="true" {...rest}>
        {art}
      </svg>
    );
  }
  return (
    <svg {...common} role="img" aria-labelledby={titleId} {...rest}>
      <title id={titleId}>{title}</title>
      {art}
    </svg>
  );
}
