// What the membership plans page uses of the player's membership.
export { leaveFor, myMembershipQuery, postCheckout } from './api/membership';
