import { screen } from '@testing-library/react';
import { hydrateAsBuilt } from '@cs16ar/shared/testing';
import { Footer } from '../footer';

test('the footer takes over its HTML in one render, with this year (issue 27: no second render after hydration)', () => {
  expect(hydrateAsBuilt(<Footer />)).toEqual(['mount']);
  expect(screen.getByText(`© ${new Date().getFullYear()} CS 1.6 Argentina`)).toBeInTheDocument();
});
