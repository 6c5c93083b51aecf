/** A round, numbered marker: a button (focusable, opens its popup) or, for a lone place, a plain dot. */
export function markerElement(label: string, number?: number): HTMLElement {
  const element = document.createElement(number === undefined ? 'div' : 'button');
  element.className =
    'flex size-8 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-sm font-bold text-white shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-800';
  if (element instanceof HTMLButtonElement) {
    element.type = 'button';
    element.textContent = String(number);
    element.setAttribute('aria-label', label);
  } else element.setAttribute('aria-hidden', 'true');
  return element;
}
