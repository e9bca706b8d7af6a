// What the rules feature offers the others (the staff's ban form picks a rule from the rule book).
export { ruleBookQuery } from './api/get-rule-book';
