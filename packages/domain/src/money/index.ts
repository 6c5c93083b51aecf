export { type Money, totalsByCurrency } from './money.ts';
