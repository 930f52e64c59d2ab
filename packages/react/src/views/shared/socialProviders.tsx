import type { SocialLoginProvider } from '@portico/core';
import {
  appleMark,
  discordMark,
  facebookMark,
  farcasterMark,
  githubMark,
  googleMark,
  xMark,
} from './brandMarks.generated.js';

// Brand marks from simple-icons (CC0-1.0, imported by `npm run icons:import`): one path per brand on a 24×24
// grid, in the brand's colour.
const marks: Record<SocialLoginProvider, { path: string; hex: string }> = {
  google: googleMark,
  github: githubMark,
  apple: appleMark,
  facebook: facebookMark,
  x: xMark,
  discord: discordMark,
  farcaster: farcasterMark,
};

/**
 * The provider's mark. Dark marks (GitHub, Apple, X) take the text colour so they show on the dark theme too.
 * Decorative: the control around it carries the name.
 */
export function SocialIcon({ provider, size }: { provider: SocialLoginProvider; size: number }) {
  const { path, hex } = marks[provider];
  const fill = hex === '000000' || hex === '181717' ? 'currentColor' : `#${hex}`;
  return (
    <svg
      className="social-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill={fill} />
    </svg>
  );
}
