// The Admin plan's panel: what /admin shows an Admin member who is not on the community's staff.
export { AdminPlanPanel } from './components/admin-plan-panel';
