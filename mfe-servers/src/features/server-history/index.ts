// What the history feature exposes: its panel, which the server detail loads lazily when its tab opens.
export { HistoryPanel } from './components/history-panel';
