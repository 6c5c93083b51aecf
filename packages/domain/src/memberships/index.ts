export { buyMembership } from './buy-membership.ts';
export { cancelMembership } from './cancel-membership.ts';
export {
  decodePlanCursor,
  encodePlanCursor,
  listMembershipPlans,
  MAX_PLANS_PAGE,
  type PlansInput,
} from './list-membership-plans.ts';
export type {
  CreditMove,
  MembershipChangeOutcome,
  MembershipPlan,
  MembershipPlanSource,
  MembershipRecord,
  MembershipRefusal,
  MembershipStatus,
  MembershipStore,
  MyMembership,
  PlanCoverage,
  PlanPosition,
  PlanQuery,
  PurchaseOutcome,
} from './membership-ports.ts';
export { REFUND_WINDOW_DAYS, refundOnCancel, refundReference } from './membership-refund.ts';
export {
  type RenewalDecision,
  renewalDecision,
  renewalDue,
  renewalReference,
  renews,
} from './membership-renewal.ts';
export {
  freezeExtensionMs,
  type MembershipUnusable,
  membershipAt,
  membershipPaysFor,
  planCovers,
  whyMembershipCannotPay,
} from './membership-rules.ts';
export {
  type PaymentGateway,
  type PaymentOutcome,
  type PaymentRequest,
  payAtVenue,
  type RefundOutcome,
  type RefundRequest,
} from './payment-gateway.ts';
export {
  type DueMembership,
  type MembershipRenewalStore,
  type RenewalOutcome,
  renewMembership,
} from './renew-membership.ts';
