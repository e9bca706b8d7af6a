module.exports = require('@cs16ar/shared/build/jest-preset.cjs')(__dirname);
