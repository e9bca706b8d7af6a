import styled from 'styled-components';
import { useCountUp } from '../hooks/use-count-up';

const Figure = styled.span`
  /* The widest text the counter will ever show sits invisibly in the same grid cell, so the box never
     changes size while the digits run (no layout shift). */
  display: inline-grid;
  justify-items: center;
  font-variant-numeric: tabular-nums;

  > span,
  &::after {
    grid-area: 1 / 1;
  }
  &::after {
    content: attr(data-widest);
    visibility: hidden;
  }
`;

type AnimatedCounterProps = {
  target: number;
  started: boolean;
  instant: boolean;
  durationMs: number;
  format?: (value: number) => string;
  /** The longest text `format` can produce for this counter. */
  widest: string;
};

/** A number that counts up to its target (and on to new targets) without moving anything around it. */
export function AnimatedCounter({
  target,
  started,
  instant,
  durationMs,
  format = String,
  widest,
}: AnimatedCounterProps) {
  const value = useCountUp(target, { started, durationMs, instant });
  return (
    <Figure data-widest={widest}>
      <span>{format(value)}</span>
    </Figure>
  );
}
