import { SegmentedSwitch, type SwitchOption } from '../../../components/segmented-switch';
import type { TopPlayersPeriod } from '../types/top-player';

const PERIODS: readonly SwitchOption<TopPlayersPeriod>[] = [
  { id: '30d', label: '30 días' },
  { id: 'season', label: 'Temporada' },
  { id: 'all', label: 'Histórico' },
];

/** 30 días (the spec's TOP 15), Temporada (this month) or Histórico (all time). */
export function TopPlayersPeriodSwitch({
  period,
  onSelect,
}: {
  period: TopPlayersPeriod;
  onSelect: (period: TopPlayersPeriod) => void;
}) {
  return <SegmentedSwitch label="Período del ranking" options={PERIODS} value={period} onSelect={onSelect} />;
}
