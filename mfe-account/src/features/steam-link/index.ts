// What the Steam-link feature exposes: its card, shown on the profile and on the settings page.
export { SteamLinkCard } from './components/steam-link-card';
