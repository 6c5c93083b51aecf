import { benchAuth } from './auth.ts';
import { benchAvailability } from './availability.ts';
import { benchAvailabilityHttp } from './availability-http.ts';
import { benchCheckout } from './checkout.ts';
import { benchCheckoutRace } from './checkout-race.ts';
import { benchClasses } from './classes.ts';
import { benchFirstLoadJsOnDemoApp } from './first-load-js.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLookBook } from './look-book.ts';
import { benchNotificationFanout } from './notification-fanout.ts';
import { benchPageTiming } from './page-timing.ts';
import { benchPartnerCalendar } from './partner-calendar.ts';
import { benchSeamShare } from './seam-share.ts';
import { benchSearch } from './search.ts';
import { benchThroughput } from './throughput.ts';
import { benchWidgetLoader } from './widget-loader.ts';

/** `npm run bench`: every benchmark, against the production build (run `npm run build` first). */
async function main() {
  const results: boolean[] = [benchWidgetLoader(), await benchAvailability(), await benchAuth()];
  results.push(await benchSearch());
  // Checkout and availability over HTTP: budgets are reported, not enforced; a double booking throws.
  await benchCheckoutRace();
  await benchCheckout();
  await benchAvailabilityHttp();
  results.push(await benchClasses());
  results.push(await benchLookBook());
  results.push(await benchPartnerCalendar());
  results.push(await benchFirstLoadJsOnDemoApp());
  results.push(await benchLighthouse());
  results.push(await benchPageTiming());
  results.push(await benchSeamShare());
  results.push(await benchThroughput());
  results.push(await benchNotificationFanout());
  if (results.includes(false)) {
    console.warn('Some measurements are over budget (see the tables above).');
    process.exitCode = 1;
  }
}

await main();
