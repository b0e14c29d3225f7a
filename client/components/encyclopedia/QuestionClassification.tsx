// A question's categories, tags and people, chosen the same way when it is asked and when it is
// edited (docs/product.md#encyclopedia): 1 to 3 categories, up to 10 tags and 20 people.
import { graphql, useFragment } from 'react-relay';
import { ChoicePicker, personChoices, tagChoices } from './ChoicePicker.tsx';
import type { QuestionClassification_choices$key } from './__generated__/QuestionClassification_choices.graphql.ts';

/** Everything a question can be filed under. */
const choicesFragment = graphql`
  fragment QuestionClassification_choices on Query {
    categories {
      databaseId
      title
    }
    tags {
      databaseId
      title
    }
    people {
      databaseId
      name
    }
  }
`;

export type Classification = { categoryIds: number[]; tagIds: number[]; personIds: number[] };

type Props = {
  choices: QuestionClassification_choices$key;
  value: Classification;
  onChange: (value: Classification) => void;
  /** When editing, the last category cannot be unticked (a question has at least one). */
  keepOneCategory: boolean;
  categoriesError?: string | null;
};

export const CLASSIFICATION_LIMITS = { categoriesMin: 1, categoriesMax: 3, tags: 10, people: 20 } as const;

export const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** What changed between two classifications, as edit input fields. */
export function classificationChanges(before: Classification, after: Classification): Partial<Classification> {
  return {
    ...(sameIds(before.categoryIds, after.categoryIds) ? {} : { categoryIds: after.categoryIds }),
    ...(sameIds(before.tagIds, after.tagIds) ? {} : { tagIds: after.tagIds }),
    ...(sameIds(before.personIds, after.personIds) ? {} : { personIds: after.personIds }),
  };
}

export function QuestionClassification({ choices, value, onChange, keepOneCategory, categoriesError = null }: Props) {
  const { categories, tags, people } = useFragment(choicesFragment, choices);
  return (
    <>
      <ChoicePicker
        legend="Categories"
        choices={categories.map((category) => ({ id: category.databaseId, label: category.title }))}
        selected={value.categoryIds}
        onChange={(categoryIds) => onChange({ ...value, categoryIds })}
        min={CLASSIFICATION_LIMITS.categoriesMin}
        keepMin={keepOneCategory}
        max={CLASSIFICATION_LIMITS.categoriesMax}
        error={categoriesError}
        emptyText="No categories yet: an admin adds them."
      />
      <ChoicePicker
        legend="Tags"
        choices={tagChoices(tags)}
        selected={value.tagIds}
        onChange={(tagIds) => onChange({ ...value, tagIds })}
        max={CLASSIFICATION_LIMITS.tags}
        emptyText="No tags yet: add them on the encyclopedia page."
      />
      <ChoicePicker
        legend="People"
        choices={personChoices(people)}
        selected={value.personIds}
        onChange={(personIds) => onChange({ ...value, personIds })}
        max={CLASSIFICATION_LIMITS.people}
        emptyText="No people yet: add them on the encyclopedia page."
      />
    </>
  );
}
