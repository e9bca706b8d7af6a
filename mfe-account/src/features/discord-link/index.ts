// What the Discord-link feature exposes: its card on the settings page (issue 45).
export { DiscordLinkCard } from './components/discord-link-card';
