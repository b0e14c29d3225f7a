-- people_set(int4): the count and the sum of its inputs in one aggregate, as the array
-- {count, sum}. The admin figures' noise is keyed on the people counted (a count and a sum of
-- per-person hashes, api/domain/aggregate-noise.ts); one aggregate per figure costs what the
-- plain count(*) FILTER did, where a count and a sum each evaluated the FILTER again.
-- It reuses the built-in state functions of avg(int4), which keep exactly that array and
-- combine partial states, so parallel workers can aggregate.
CREATE AGGREGATE people_set(int4) (
  SFUNC = int4_avg_accum,
  STYPE = int8[],
  INITCOND = '{0,0}',
  COMBINEFUNC = int4_avg_combine,
  PARALLEL = SAFE
);
