/** A spinning ring; still for users who ask for reduced motion. Decorative: its container names it. */
export function LoaderSpinner({ size }: { size: number }) {
  return (
    <div
      aria-hidden="true"
      className="shrink-0 animate-spin rounded-full border-4 border-brand-500/25 border-t-brand-700 motion-reduce:animate-none"
      style={{ width: size, height: size }}
    />
  );
}
