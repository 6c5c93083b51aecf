export {
  apiTestClient,
  bodyOf,
  expectStatus,
  type TestCaller,
  WITHOUT_IDEMPOTENCY_KEY,
} from './api-test-client.ts';
export { type BookingScenario, bookingScenario } from './booking-scenario.ts';
export { countingAvailabilitySource } from './counting-availability.ts';
export { createTestApi, TEST_AUTH_SECRET, TEST_PUBLIC_ORIGIN } from './create-test-api.ts';
export { type DnsAnswer, startDnsStandIn } from './dns-stand-in.ts';
export { GOOGLE_TEST_CLIENT_ID, startGoogleKeyServer } from './google-key-server.ts';
export {
  DELIVERY_TEST_ORIGIN,
  notificationDeliveryTest,
  notificationDeliveryTests,
} from './notification-delivery-tests.ts';
export { everyDay, partnerPlace } from './partner-place-input.ts';
export {
  type ReceivedPush,
  type StandInSubscription,
  startPushServiceStandIn,
} from './push-service-stand-in.ts';
export { sessionCookieOf, signUpThroughApi } from './sign-up.ts';
export { solveBotCheck, TEST_BOT_CHECK } from './solve-bot-check.ts';
export { openTwoStaffMarketplace, type TwoStaffMarketplace } from './two-staff-marketplace.ts';
