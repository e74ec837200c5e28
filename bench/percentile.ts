// The p-th percentile of a set of timings (nearest rank): every group's p50 and p95. And the
// median of a few rounds' figures: the middle one (of an even count, the upper of the two
// middles), always one of the figures, so a bench can find the round it came from.
export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
};

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
