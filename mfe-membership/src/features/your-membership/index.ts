// What the membership plans page uses of the player's membership.
export { myMembershipQuery, postCheckout } from './api/membership';
