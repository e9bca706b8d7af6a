// Stylesheets imported for their side effect: nothing to load in jsdom.
module.exports = {};
