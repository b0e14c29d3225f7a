// The operation limits must never refuse our own client: every Relay operation the browser sends
// (the persisted-operations list the Relay compiler writes) and every REST adapter document
// (api/modules/*/rest.ts) passes them, with the largest page sizes the server accepts. And the
// probes that froze the embedded server do not.
import {
  getNamedType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { describe, expect, it } from 'vitest';
import { OPERATION_LIMITS, operationLimitErrors } from '../../api/http/operation-limits.ts';
import { loadPersistedOperations } from '../../api/http/persisted-operations.ts';
import { restEndpoints } from '../../api/rest/endpoints.ts';
import { buildSchema } from '../../api/schema/index.ts';

const schema = buildSchema();

/** The web client's operations, as the server accepts them: the persisted-operations list. */
function clientDocuments(): Array<{ name: string; text: string }> {
  return [...loadPersistedOperations()].map(([id, text]) => ({ name: /^\w+ (\w+)/.exec(text)?.[1] ?? id, text }));
}

/**
 * A value for a variable, as a client could send it: every Int at 50 (the largest page size
 * the server gives), lists of one item, input objects with their required fields.
 */
function sampleValue(type: GraphQLInputType, schemaOf: GraphQLSchema): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, schemaOf);
  if (isListType(type)) return [sampleValue(type.ofType, schemaOf)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type, schemaOf)]),
    );
  }
  switch (named.name) {
    case 'Int':
      return 50;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTime':
      return new Date().toISOString();
    default:
      return '1';
  }
}

let heaviest = { name: '', complexity: 0 };

function limitErrorsOf(text: string, name = ''): string[] {
  const document = parse(text, { maxTokens: OPERATION_LIMITS.maxTokens });
  const standard = validate(schema, document);
  if (standard.length > 0) return standard.map((error) => error.message);
  const operation = getOperationAST(document);
  const variables = Object.fromEntries(
    (operation?.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      sampleValue(typeFromAST(schema, definition.type as never) as GraphQLInputType, schema),
    ]),
  );
  const { complexity } = complexityFromQuery(document, { schema, variables });
  if (complexity > heaviest.complexity) heaviest = { name, complexity };
  return operationLimitErrors(schema, document, { variables, introspection: false }).map((error) => error.message);
}

describe('operation limits and our own documents', () => {
  const documents = [...clientDocuments(), ...restEndpoints.map((endpoint) => ({ name: endpoint.path, text: endpoint.document }))];

  it('finds the client operations and the REST documents', () => {
    expect(clientDocuments().length).toBeGreaterThan(50);
    expect(documents.some((document) => document.name === 'OpinionPageQuery')).toBe(true);
  });

  it('refuses none of them', () => {
    const refused = documents
      .map((document) => ({ name: document.name, errors: limitErrorsOf(document.text, document.name) }))
      .filter((document) => document.errors.length > 0);
    console.log(
      `client and REST documents: ${documents.length} checked, ${refused.length} refused; heaviest ${heaviest.name} at ${heaviest.complexity} (limit ${OPERATION_LIMITS.maxComplexity})`,
    );
    expect(refused).toEqual([]);
  });

  it('refuses the probes that froze the embedded server', () => {
    const opinionIds = (count: number) => Array.from({ length: count }, (_, index) => `"${Buffer.from(`Opinion:${index + 1}`).toString('base64')}"`).join(',');
    const ids = opinionIds(10_000);
    const manyNodes = `{ nodes(ids: [${ids}]) { ... on Opinion { insights { items { desc } } } } }`;
    // 10,000 ids are also too many tokens; 101 show the ids rule itself.
    expect(() => parse(manyNodes, { maxTokens: OPERATION_LIMITS.maxTokens })).toThrow(/5000 tokens/);
    const someNodes = `{ nodes(ids: [${opinionIds(101)}]) { id } }`;
    expect(limitErrorsOf(someNodes)).toContain('nodes takes at most 100 ids (got 101)');
    const nodesByVariable = parse('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }');
    const tooMany = JSON.parse(`[${opinionIds(101)}]`) as string[];
    expect(operationLimitErrors(schema, nodesByVariable, { variables: { ids: tooMany }, introspection: false }).map((error) => error.message)).toContain(
      'nodes takes at most 100 ids (got 101)',
    );

    const searches = `{ ${Array.from({ length: 50 }, (_, index) => `s${index}: search(query: "the") { __typename }`).join(' ')} }`;
    const searchErrors = limitErrorsOf(searches);
    expect(searchErrors).toContain('The document uses more than 30 aliases');
    expect(searchErrors).toContain('The document asks for search more than 3 times');
    // Under the caps on ids and aliases, cost still counts: 100 opinions' insights and breakdowns.
    const insightsOfNodes = `{ nodes(ids: [${opinionIds(100)}]) { ... on Opinion { insights { items { desc } breakdown { answers { label } } } } } }`;
    expect(limitErrorsOf(insightsOfNodes).join()).toMatch(/The query is too costly/);
  });
});
