// The staff page (README "API"): users with a staff role, set in the admin panel.
export default {
  routes: [{ method: 'GET', path: '/staff', handler: 'api::staff.staff.find' }],
};
