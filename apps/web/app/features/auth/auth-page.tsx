import type { ReactNode } from 'react';

/** The frame of the account pages: title, optional description and the form-level error, announced. */
export function AuthPage({
  title,
  description,
  error,
  children,
}: {
  title: string;
  description?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-5 py-10">
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        {description && <p className="mt-2 text-slate-700">{description}</p>}
      </div>
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      {children}
    </section>
  );
}
