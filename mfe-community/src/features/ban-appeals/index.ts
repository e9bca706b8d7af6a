// What the ban-appeals feature offers the rest of the remote: the section the ban page mounts.
export { BanAppealSection } from './components/ban-appeal-section';
