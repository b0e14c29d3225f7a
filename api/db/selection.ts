// Pothos hands services a Prisma selection (`query`) built from what the client asked for. A
// service that needs a column for its own rule (removedAt, title) adds it here, so the row comes
// back in the same statement instead of a second lookup.

export function withSelectedFields<Query extends { select?: object }>(query: Query, fields: readonly string[]): Query {
  if (!query.select) return query; // an include-style query already loads every column
  return { ...query, select: { ...query.select, ...Object.fromEntries(fields.map((field) => [field, true])) } };
}
