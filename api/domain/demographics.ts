// The demographic questions, in the order reports show them. Each vote stores a snapshot of
// these fields; the vote rollups are keyed by the same names.

export const DEMOGRAPHIC_FIELDS = [
  'gender',
  'birthYear',
  'nationality',
  'education',
  'maritalStatus',
  'householdIncome',
  'sexualOrientation',
  'religion',
  'politicalSpectrum',
  'numChildren',
] as const;

export type DemographicField = (typeof DEMOGRAPHIC_FIELDS)[number];

/** The answers as stored (Demographics) and as copied onto each vote; null means not given. */
export type DemographicAnswers = {
  gender: string | null;
  birthYear: number | null;
  nationality: string | null;
  education: number | null;
  maritalStatus: string | null;
  householdIncome: number | null;
  sexualOrientation: string | null;
  religion: string | null;
  politicalSpectrum: number | null;
  numChildren: number | null;
};

export type DemographicSnapshot = { [Field in DemographicField]: string | number | null };

export function emptyDemographicSnapshot(): DemographicSnapshot {
  return Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, null])) as DemographicSnapshot;
}

/** The (field, answer) pairs a vote counts towards: everyone, then each answered question. */
export function rollupKeys(snapshot: DemographicSnapshot): Array<{ field: string; answer: string }> {
  const keys = [{ field: '', answer: '' }];
  for (const field of DEMOGRAPHIC_FIELDS) {
    const value = snapshot[field];
    if (value !== null && value !== undefined) keys.push({ field, answer: String(value) });
  }
  return keys;
}
