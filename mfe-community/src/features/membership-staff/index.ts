// What the staff's membership feature offers the others: the "Membresías" section the /admin page mounts.
export { MembershipStaffSection } from './components/membership-staff-section';
