// The one Pothos SchemaBuilder: plugins, context type, scalars and the shared error types.
// Modules add their types in api/modules/<area>/schema.ts; api/schema/index.ts builds it.
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin, { InputValidationError } from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import {
  AuthError,
  ConflictError,
  GoneError,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from '../domain/errors.ts';
import { isEntitledStatus } from '../domain/viewer.ts';
import { getDatamodel } from '../db/generated/pothos-prisma-types.ts';
import type PrismaTypes from '../db/generated/pothos-prisma-types.ts';
import type { RequestContext } from './context.ts';
import { prismaClientFor } from './prisma-client.ts';

export type AuthScopeNames = {
  loggedIn: boolean;
  canDeleteContent: boolean;
  adminHub: boolean;
  canSeeDetailedOpinionReport: boolean;
  canCreateOpinions: boolean;
  canListConvos: boolean;
  contributor: boolean;
  subscriber: boolean;
};

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopeNames;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    ID: { Input: string; Output: string | number };
  };
}>({
  // Fields are non-null unless they say otherwise: clients should not null-check what
  // always exists.
  defaultFieldNullability: false,
  // Errors first so that its wrapper catches what scope-auth and resolvers throw.
  plugins: [
    ErrorsPlugin,
    RelayPlugin,
    ScopeAuthPlugin,
    PrismaPlugin,
    ValidationPlugin,
    DataloaderPlugin,
    ComplexityPlugin,
  ],
  errors: {
    defaultTypes: [],
    // Input validation failures become the typed ValidationError result instead of a
    // top-level GraphQL error, so forms can show them.
    unsafelyHandleInputErrors: true,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // Each id is a load of its own: the list costs its length (at most 100, see operation-limits.ts).
    nodesQueryOptions: { complexity: (args: { ids: readonly unknown[] }) => ({ field: 1, multiplier: Math.max(args.ids.length, 1) }) },
  },
  scopeAuth: {
    authorizeOnSubscribe: true,
    unauthorizedError: (_parent, context) =>
      context.viewer ? new AuthError('Access denied', 403) : new AuthError('Please log in to continue', 401),
    authScopes: (context) => {
      const viewer = context.viewer;
      return {
        loggedIn: viewer !== null,
        canDeleteContent: viewer?.canDeleteContent ?? false,
        adminHub: viewer?.adminHub ?? false,
        canSeeDetailedOpinionReport: viewer?.canSeeDetailedOpinionReport ?? false,
        canCreateOpinions: viewer?.canCreateOpinions ?? false,
        canListConvos: viewer?.canListConvos ?? false,
        contributor: viewer !== null && (viewer.role === 'CONTRIBUTOR' || viewer.role === 'ADMIN'),
        subscriber: isEntitledStatus(viewer?.subscriptionStatus),
      };
    },
  },
  prisma: {
    client: (context) => prismaClientFor(context.services),
    dmmf: getDatamodel(),
    // Every resolver must spread `...query`; forgetting it is an N+1 we want to hear about.
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'error',
    filterConnectionTotalCount: true,
  },
  // Costs only: the limits are checked while validating, before anything runs, with the
  // request's variables (api/http/operation-limits.ts).
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
  },
});

/**
 * Field costs for the complexity limit, in "plain fields": a field that runs statements of its
 * own (not batched by a loader) costs what those statements cost next to reading a column.
 */
export const FIELD_COST = {
  /** One statement of its own (a thread, a page of rows, a report). */
  statement: 10,
  /** Several counting or aggregating statements (insights, profile stats, home cards). */
  aggregate: 20,
  /** Full-text and trigram matching over a table. */
  search: 50,
  /** Every search at once, or a whole report population. */
  scan: 100,
} as const;

/** A list field's cost: `field` once, its selection once per item it can return. */
export function listCost(field: number, requested: number | null | undefined, fallback: number, max: number) {
  return { field, multiplier: Math.min(Math.max(requested ?? fallback, 1), max) };
}

builder.queryType({ description: 'Everything a client can read.' });
builder.mutationType({ description: 'Everything a client can change.' });
builder.subscriptionType({ description: 'Live updates, over WebSocket (graphql-ws) or SSE.' });

builder.scalarType('DateTime', {
  description: 'An instant in time, ISO 8601 in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'Something the person asked for could not be done; `message` says why, in words to show.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'Text to show the person.' }),
  }),
});

const FieldProblemRef = builder
  .objectRef<{ path: string[]; message: string }>('FieldError')
  .implement({
    description: 'A problem with one input field.',
    fields: (t) => ({
      path: t.exposeStringList('path', { description: 'The input path, e.g. ["input", "email"].' }),
      message: t.exposeString('message', { description: 'What is wrong with the value.' }),
    }),
  });

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was not acceptable.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldProblemRef],
      description: 'Problems per input field.',
      resolve: (error) => error.fieldErrors,
    }),
  }),
});

builder.objectType(InputValidationError, {
  name: 'InputValidationError',
  description: 'The input failed validation before reaching the resolver.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    // The plugin's own message lists every issue with its path; a form shows the first one.
    message: t.string({
      description: 'Text to show the person: the first problem found.',
      resolve: (error) => error.issues[0]?.message ?? error.message,
    }),
    fieldErrors: t.field({
      type: [FieldProblemRef],
      description: 'Problems per input field.',
      resolve: (error) =>
        error.issues.map((issue) => ({
          path: (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)),
          message: issue.message,
        })),
    }),
  }),
});

builder.objectType(AuthError, {
  name: 'AuthError',
  description: 'Not logged in, or not allowed to do this.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    status: t.exposeInt('status', { description: '401 when logging in would help, 403 when it would not.' }),
  }),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'There is nothing at this address.',
  interfaces: [ErrorInterface],
});

builder.objectType(GoneError, {
  name: 'GoneError',
  description: 'The content existed and has been removed.',
  interfaces: [ErrorInterface],
});

builder.objectType(ConflictError, {
  name: 'ConflictError',
  description: 'The request conflicts with the current state (e.g. a taken username).',
  interfaces: [ErrorInterface],
});

builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  description: 'Too many attempts; try again later.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'Seconds to wait before trying again.' }),
  }),
});

/** Error classes every mutation can answer with. */
export const mutationErrorTypes = [InputValidationError, ValidationError, AuthError, RateLimitError] as const;
