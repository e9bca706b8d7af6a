'use strict';
// The paid plans and their prices, written once (issue 43): the membership page shows these prices and the CMS
// charges them (cms/src/memberships). Whole Argentine pesos a month; a change here is a change of what players pay.

const MEMBERSHIP_CURRENCY = 'ARS';

const membershipPlans = Object.freeze({
  premium: Object.freeze({ id: 'premium', name: 'Premium', monthlyPriceArs: 3000 }),
  admin: Object.freeze({ id: 'admin', name: 'Admin', monthlyPriceArs: 5000 }),
});

const PAID_PLAN_IDS = Object.freeze(['premium', 'admin']);

function isPaidPlanId(value) {
  return value === 'premium' || value === 'admin';
}

// The states a membership goes through (cms/README.md "Memberships").
const MEMBERSHIP_STATES = Object.freeze([
  'pending',
  'active',
  'past_due',
  'cancelled',
  'paused',
  'expired',
  'refunded',
  'charged_back',
]);

module.exports = { MEMBERSHIP_CURRENCY, membershipPlans, PAID_PLAN_IDS, isPaidPlanId, MEMBERSHIP_STATES };
