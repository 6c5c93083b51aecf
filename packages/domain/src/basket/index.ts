export {
  type Basket,
  type BasketItem,
  type BasketItemDetails,
  type BasketItemStatus,
  basketItemKey,
  buildBasket,
  describeBasketItem,
  MAX_BASKET_ITEMS,
  planBasketAdditions,
} from './basket.ts';
export { type BasketItemRequest, type ClassItemRequest, isClassItem } from './basket-item-request.ts';
export type { BasketDeps, BasketEntry, BasketStore } from './basket-ports.ts';
export { type BasketClassDetails, classItemStatus } from './class-item.ts';
export {
  addToBasket,
  checkGuestBasket,
  clearBasket,
  mergeIntoBasket,
  removeFromBasket,
  showBasket,
} from './manage-basket.ts';
