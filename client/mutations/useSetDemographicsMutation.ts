import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SetDemographicsInput,
  useSetDemographicsMutation as SetDemographicsMutation,
} from './__generated__/useSetDemographicsMutation.graphql.ts';

const setDemographicsMutation = graphql`
  mutation useSetDemographicsMutation($input: SetDemographicsInput!) {
    setDemographics(input: $input) {
      __typename
      ... on MutationSetDemographicsSuccess {
        data {
          id
          demographics {
            gender
            birthYear
            nationality
            education
            maritalStatus
            householdIncome
            sexualOrientation
            religion
            politicalSpectrum
            numChildren
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export type { SetDemographicsInput };

type SaveArguments = {
  input: SetDemographicsInput;
  onSuccess: () => void;
  /** The text to show in the form error box. */
  onFailure: (message: string) => void;
};

export function useSetDemographicsMutation() {
  const [commit, isInFlight] = useMutation<SetDemographicsMutation>(setDemographicsMutation);
  const save = useCallback(
    ({ input, onSuccess, onFailure }: SaveArguments) => {
      commit({
        variables: { input },
        onCompleted: ({ setDemographics }) => {
          if (setDemographics.__typename === 'MutationSetDemographicsSuccess') onSuccess();
          else onFailure(setDemographics.message ?? 'Could not save your details.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [save, isInFlight] as const;
}
