// Writes schema.graphql from the Pothos code (npm run schema:print). The Relay compiler and
// other clients depend on that file; a test fails when it is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchemaSdl } from '../api/schema/index.ts';

const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
writeFileSync(target, printSchemaSdl());
console.log(`Wrote ${target}`);
