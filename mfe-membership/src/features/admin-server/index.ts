// The Admin plan's one server: chosen while buying (membership-plans) and on /tu-membresia (your-membership).
export { AdminServerCard } from './components/admin-server-card';
export { AdminServerField } from './components/admin-server-field';
