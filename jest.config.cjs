// `npm run test:unit`: every package's unit tests in one jest run (each package keeps its own config).
module.exports = {
  projects: ['shared', 'shell', 'mfe-servers', 'mfe-account', 'mfe-help', 'mfe-membership', 'mfe-community'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
