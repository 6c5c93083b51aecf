import { MediaPhoto, type MediaRefLike } from './media-photo.tsx';

/**
 * A business's logo in a fixed square box (nothing shifts as it loads), shown whole; without one, the first
 * letter of its name on a quiet background, hidden from screen readers (the name is read next to it).
 */
export function BusinessLogo({
  logo,
  name,
  alt,
  className,
  sizes,
  letterClassName = 'text-xl',
  eager = false,
}: {
  logo: MediaRefLike | null;
  name: string;
  alt: string;
  /** The box's size and corners, e.g. `size-14 rounded-xl`. */
  className: string;
  sizes: string;
  /** The fallback letter's size. */
  letterClassName?: string;
  eager?: boolean;
}) {
  return (
    <div
      className={`flex shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-slate-100 ${className}`}
    >
      {logo ? (
        <MediaPhoto
          photo={logo}
          eager={eager}
          alt={alt}
          sizes={sizes}
          className="h-full w-full object-contain"
        />
      ) : (
        <span aria-hidden="true" className={`font-bold text-brand-800 ${letterClassName}`}>
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
    </div>
  );
}
