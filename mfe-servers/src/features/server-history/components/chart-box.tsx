import styled, { css } from 'styled-components';
import { Skeleton } from '@cs16ar/shared';

/** The graph's height in CSS pixels: readable on a 390 px phone, and the same while it loads. */
export const CHART_HEIGHT = 240;

/** The readout line and the graph; the placeholder below has the same size, so nothing moves when uPlot arrives. */
export const ChartBox = styled.div`
  min-width: 0;
`;

/**
 * The part of uPlot's stylesheet the graph needs (its layers, cursor and points), written here because the
 * apps bundle no CSS files; the colours are the site's.
 */
export const chartUplotStyles = css`
  position: relative;
  height: ${CHART_HEIGHT}px;

  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    width: 100%;
    line-height: 1.5;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-cursor-x {
    position: absolute;
    left: 0;
    top: 0;
    height: 100%;
    border-right: 1px dashed ${({ theme }) => theme.colors.borderStrong};
    pointer-events: none;
    will-change: transform;
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    will-change: transform;
    background-clip: padding-box !important;
  }
  .u-select {
    display: none;
  }
  .u-cursor-x.u-off,
  .u-cursor-pt.u-off {
    display: none;
  }
`;

const PlaceholderReadout = styled.div`
  min-height: 2.9em;
  margin: 0 0 8px;
  font-size: 0.88rem;
  line-height: 1.45;
`;

/** Where the graph will be while its module loads. */
export function ChartPlaceholder() {
  return (
    <ChartBox aria-hidden="true">
      <PlaceholderReadout />
      <Skeleton $height={`${CHART_HEIGHT}px`} $radius="10px" />
    </ChartBox>
  );
}
