/** The few glyphs the modal draws itself; wallet and network images are loaded lazily as <img>. */
function Glyph({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      className={className}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** Points back: left in a left-to-right language, right in a right-to-left one (`.directional`, mirrored). */
export const BackIcon = () => <Glyph className="directional" path="M10 3 5 8l5 5" />;
export const CloseIcon = () => <Glyph path="m4 4 8 8M12 4l-8 8" />;
export const CopyIcon = () => <Glyph path="M6 6h7v7H6zM3 10V3h7" />;
export const ExternalIcon = () => <Glyph path="M9 3h4v4M13 3 7 9M11 10v3H3V5h3" />;
