/**
 * Leaving the site for another one's page (MercadoPago's checkout, Discord's authorization): a method of its own so
 * tests can see where the player goes (jsdom does not navigate).
 */
export const leaveFor = {
  url(address: string): void {
    window.location.assign(address);
  },
};
