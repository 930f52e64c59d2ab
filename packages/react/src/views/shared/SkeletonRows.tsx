/**
 * Shimmering placeholder rows while a list loads, instead of empty space. Decorative: the list around them
 * carries `aria-busy`, and the loading text (if any) is for screen readers only.
 */
export function SkeletonRows({ count = 3, label }: { count?: number; label?: string }) {
  return (
    <div className="skeleton-list" aria-busy="true">
      {label ? <span className="visually-hidden">{label}</span> : null}
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="skeleton-row" aria-hidden="true">
          <span className="skeleton skeleton-icon" />
          <span className="skeleton skeleton-line" />
        </div>
      ))}
    </div>
  );
}
