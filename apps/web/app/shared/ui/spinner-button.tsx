import type { ButtonHTMLAttributes } from 'react';

/**
 * SPEC §9: a button that is disabled while its action runs and carries the class `is-loading`, with a
 * spinner and `aria-busy` for screen readers.
 */
export function SpinnerButton({
  loading,
  className = '',
  children,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading: boolean }) {
  return (
    <button
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading}
      className={`inline-flex items-center justify-center gap-2 disabled:opacity-60 ${loading ? 'is-loading' : ''} ${className}`}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      )}
      {children}
    </button>
  );
}
