// Exposed to the shell as `mfe_community/RulesPage` (default export, see shared/src/remotes/remote-modules.ts).
export { RulesPage as default } from '../features/rules/components/rules-page';
