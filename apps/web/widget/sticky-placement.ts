const SIDES = ['top', 'bottom', 'left', 'right'];
const ALONG = ['start', 'center', 'end'];

/**
 * The sticky button's `position` as CSS: one of 12, an edge (top, bottom, left, right) and where along it
 * (start, center or centre, end); anything else is `bottom-end`.
 */
export function placement(position = 'bottom-end') {
  const [side = '', along = ''] = position.split('-');
  const edge = SIDES.includes(side) ? side : 'bottom';
  const spot = ALONG.includes(along) ? along : along === 'centre' ? 'center' : 'end';
  const vertical = edge === 'left' || edge === 'right';
  const [from, to, axis] = vertical ? ['top', 'bottom', 'Y'] : ['left', 'right', 'X'];
  const across =
    spot === 'start'
      ? `${from}:16px`
      : spot === 'end'
        ? `${to}:16px`
        : `${from}:50%;transform:translate${axis}(-50%)`;
  return { css: `${edge}:16px;${across}`, name: `${edge}-${spot}` };
}
