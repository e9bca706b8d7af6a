import { Badge, type BadgeTone, type BanState } from '@cs16ar/shared';

const LABELS: Record<BanState, [string, BadgeTone]> = {
  activo: ['Activo', 'danger'],
  permanente: ['Permanente', 'danger'],
  expirado: ['Expirado', 'neutral'],
  levantado: ['Levantado', 'success'],
};

/** A ban's state as the list and the detail show it. */
export function BanStateBadge({ state }: { state: BanState }) {
  const [label, tone] = LABELS[state];
  return <Badge $tone={tone}>{label}</Badge>;
}
