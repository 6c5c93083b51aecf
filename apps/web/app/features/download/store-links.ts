/** Where each store lists Kalendo (store search pages until the listings' own addresses are configured). */
export const STORE_LINKS = {
  appStore: 'https://apps.apple.com/search?term=kalendo',
  googlePlay: 'https://play.google.com/store/search?q=kalendo&c=apps',
  appGallery: 'https://appgallery.huawei.com/search/kalendo',
} as const;
