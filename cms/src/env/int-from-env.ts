// A whole-number setting from the environment, read on every use so tests can vary it; anything unset,
// unparsable or below min falls back to the default.
export function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value >= min ? value : fallback;
}
