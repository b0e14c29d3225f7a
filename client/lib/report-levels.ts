// The level bands on the 0-100 scale, docs/product.md#scoring (the server computes the same for
// real scores; the client needs them for placeholder values).
export const levelBands = ['VERY LOW', 'LOW', 'MEDIUM', 'HIGH', 'VERY HIGH'] as const;

/** 0-20 VERY LOW, 21-40 LOW, 41-60 MEDIUM, 61-80 HIGH, 81-100 VERY HIGH. */
export function levelOf(score: number): (typeof levelBands)[number] {
  if (score <= 20) return 'VERY LOW';
  if (score <= 40) return 'LOW';
  if (score <= 60) return 'MEDIUM';
  if (score <= 80) return 'HIGH';
  return 'VERY HIGH';
}
