// Imports every module's schema (registering its types on the builder) and builds the schema.
import { printSchema, lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
import '../modules/user/schema.ts';
import '../modules/topic/schema.ts';
import '../modules/opinion/schema.ts';
import '../modules/vote/schema.ts';
import '../modules/feed/schema.ts';
import '../modules/auth/schema.ts';
import '../modules/quiz/schema.ts';
import '../modules/report/schema.ts';
import '../modules/demographics/schema.ts';
import '../modules/usertag/schema.ts';
import '../modules/report/population-schema.ts';
import '../modules/search/schema.ts';
import '../modules/encyclopedia/schema.ts';
import '../modules/encyclopedia/article-schema.ts';
import '../modules/community/schema.ts';
import '../modules/insight/schema.ts';
import '../modules/sso/schema.ts';
import '../modules/analytics/schema.ts';
import '../modules/consent/schema.ts';
import '../modules/externalid/schema.ts';
import '../modules/comment/schema.ts';
import '../modules/notification/schema.ts';
import '../modules/apikey/schema.ts';
import '../modules/privacy/schema.ts';
import '../modules/payment/schema.ts';
import '../modules/opinionreport/schema.ts';
import '../modules/admin/schema.ts';
import '../modules/admin/user-tags-schema.ts';
import '../modules/admin/site-pages-schema.ts';

let schema: GraphQLSchema | undefined;

export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}

/** The SDL committed as schema.graphql: sorted, so the same code always prints the same text. */
export function printSchemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(buildSchema()))}\n`;
}
