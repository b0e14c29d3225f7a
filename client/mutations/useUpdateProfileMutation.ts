import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateProfileMutation as UpdateProfileMutation } from './__generated__/useUpdateProfileMutation.graphql.ts';

const updateProfileMutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on MutationUpdateProfileSuccess {
        data {
          id
          fullName
          location
          bio
          expertise
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type UpdateProfileArguments = {
  details: { fullName: string; location: string; bio: string; expertise: string };
  onSuccess: () => void;
  /** The text to show in the form error box. */
  onFailure: (message: string) => void;
};

/** Saves one's own name, location, bio and expertise; the profile's records update from the answer. */
export function useUpdateProfileMutation() {
  const [commit, isInFlight] = useMutation<UpdateProfileMutation>(updateProfileMutation);
  const updateProfile = useCallback(
    ({ details, onSuccess, onFailure }: UpdateProfileArguments) => {
      commit({
        variables: { input: details },
        onCompleted: ({ updateProfile: result }) => {
          if (result.__typename === 'MutationUpdateProfileSuccess') onSuccess();
          else onFailure(result.message ?? 'Could not save your details.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [updateProfile, isInFlight] as const;
}
