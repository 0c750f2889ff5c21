const two = (n: number) => String(n).padStart(2, '0');

/** 1 h 2 min 3 s → "1:02:03"; hours keep counting past a day (a bank transfer has three). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${hours}:${two(minutes)}:${two(total % 60)}`;
}
