/**
 * Route `headers` of a page whose every render is unique (a form's idempotency key): no cache keeps it,
 * neither a browser's nor ADR 015's kept pages.
 */
export const uniqueRenderHeaders = () => ({ 'Cache-Control': 'private, no-store' });
