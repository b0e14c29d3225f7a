// /api/user/demographics/get {} and /api/user/demographics/set (form values). Both answer the
// owner's answers under the form's field names (docs/product.md#entities), null where not given.
import { parseDemographicsUpdate } from '../../domain/demographic-answers.ts';
import type { GraphQLData, RestEndpoint } from '../../rest/adapter.ts';

const demographicsSelection =
  'gender birthYear nationality education maritalStatus householdIncome sexualOrientation religion politicalSpectrum numChildren';

function toDemographicsBody(demographics: GraphQLData) {
  return {
    gender: demographics.gender,
    birthYear: demographics.birthYear,
    nationality: demographics.nationality,
    education: demographics.education,
    maritalStatus: demographics.maritalStatus,
    householdIncome: demographics.householdIncome,
    sexualOrientation: demographics.sexualOrientation,
    religion: demographics.religion,
    politicalSpectrum: demographics.politicalSpectrum,
    numChildren: demographics.numChildren,
  };
}

export const demographicsRestEndpoints: RestEndpoint[] = [
  {
    method: 'POST',
    path: '/api/user/demographics/get',
    document: `query RestDemographicsGet {
      myDemographics { __typename ... on Error { message } ... on AuthError { status }
        ... on QueryMyDemographicsSuccess { data { ${demographicsSelection} } } }
    }`,
    variables: () => ({}),
    reply: (data) => ({ body: toDemographicsBody(data.myDemographics.data) }),
  },
  {
    method: 'POST',
    path: '/api/user/demographics/set',
    document: `mutation RestDemographicsSet($input: SetDemographicsInput!) {
      setDemographics(input: $input) { __typename ... on Error { message } ... on AuthError { status }
        ... on MutationSetDemographicsSuccess { data { demographics { ${demographicsSelection} } } } }
    }`,
    // Forms send numbers as strings; checked here (a clear 400 naming the field) before GraphQL's
    // Int coercion could answer with its own wording. The service checks again.
    variables: ({ payload }) => ({ input: parseDemographicsUpdate(payload, new Date()) }),
    reply: (data) => ({ body: toDemographicsBody(data.setDemographics.data.demographics) }),
  },
];
