import { memo } from 'react';
import { AVATAR_GRID, avatarArt } from '../lib/avatar-art';

/** A player's generated pixel portrait (see avatar-art.ts); decorative, the name is written beside it. */
export const PlayerAvatar = memo(function PlayerAvatar({ username, size }: { username: string; size: number }) {
  const { hue, cells } = avatarArt(username);
  const padding = 1;
  const extent = AVATAR_GRID + padding * 2;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
      data-avatar-of={username}
    >
      <rect width={extent} height={extent} fill={`hsl(${(hue + 180) % 360} 28% 16%)`} />
      <g fill={`hsl(${hue} 85% 62%)`}>
        {cells.map(([column, row]) => (
          <rect key={`${column}-${row}`} x={column + padding} y={row + padding} width="1" height="1" />
        ))}
      </g>
    </svg>
  );
});
