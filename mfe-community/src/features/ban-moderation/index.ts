// What the staff's moderation feature offers the others: the actions panel a ban's page mounts for staff.
export { BanActionsPanel } from './components/ban-actions-panel';
