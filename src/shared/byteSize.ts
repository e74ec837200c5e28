// A byte count as people read it, one formatter for every screen: bytes under a kilobyte
// ("512 B"), then KB, MB and GB with one decimal ("1.5 KB", "12.0 MB"), 1024 to the step. Never
// "0 KB" for a file that has bytes.
const UNITS = ['KB', 'MB', 'GB'] as const;

export function formatBytes(bytes: number): string {
  const n = Number.isFinite(bytes) && bytes > 0 ? Math.round(bytes) : 0;
  if (n < 1024) return `${n} B`;
  let value = n / 1024;
  let unit = 0;
  // 1023.95 KB would print as "1024.0 KB": such a value reads in the next unit
  while (value >= 1023.95 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
