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
export type { BasketDeps, BasketEntry, BasketStore } from './basket-ports.ts';
export {
  type BasketClassDetails,
  type BasketItemRequest,
  type ClassItemRequest,
  classItemStatus,
  isClassItem,
} from './class-item.ts';
export {
  addToBasket,
  checkGuestBasket,
  clearBasket,
  mergeIntoBasket,
  removeFromBasket,
  showBasket,
} from './manage-basket.ts';
