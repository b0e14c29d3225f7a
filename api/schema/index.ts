// Imports every module's schema (registering its types on the builder) and builds the schema.
import { printSchema, lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
import '../modules/user/schema.ts';
import '../modules/topic/schema.ts';
import '../modules/opinion/schema.ts';
import '../modules/vote/schema.ts';
import '../modules/feed/schema.ts';
import '../modules/auth/schema.ts';

let schema: GraphQLSchema | undefined;

export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}

/** The SDL committed as schema.graphql: sorted, so the same code always prints the same text. */
export function printSchemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(buildSchema()))}\n`;
}
