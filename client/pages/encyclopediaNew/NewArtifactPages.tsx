// Routes newPerson (/people/new) and newEncyclopediaTag (/tags/new), docs/product.md#encyclopedia:
// contributors add a person or a tag; the new page opens once it is saved. Leaving with
// something typed asks "Discard changes?".
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { DESCRIPTION_FIELD, ArtifactTextForm, type TextFieldSpec, type TextValues } from '../../components/encyclopedia/ArtifactTextForm.tsx';
import { canEditEncyclopedia } from '../../components/encyclopedia/roles.ts';
import { ChoicePicker, tagChoices } from '../../components/encyclopedia/ChoicePicker.tsx';
import { useDiscardGuard } from '../../components/encyclopedia/useDiscardGuard.ts';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { routePaths } from '../../lib/route-paths.ts';
import { useCreateEncyclopediaTagMutation } from '../../mutations/useCreateEncyclopediaTagMutation.ts';
import { useCreatePersonMutation } from '../../mutations/useCreatePersonMutation.ts';
import type { EncyclopediaRefusal } from '../../mutations/encyclopedia-mutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { newArtifactPageQuery } from './NewArtifactPageQuery.ts';
import type { NewArtifactPageQuery } from './__generated__/NewArtifactPageQuery.graphql.ts';

type Save = (values: TextValues, done: { onSuccess: (path: string) => void; onFailure: (failure: EncyclopediaRefusal) => void }) => void;
type FormProps = { title: string; fields: TextFieldSpec[]; submitLabel: string; submitting: boolean; save: Save; extraDirty?: boolean; children?: ReactNode };

/** The page around a create form: contributors only; Cancel and leaving ask before discarding. */
function NewArtifactForm({ title, fields, submitLabel, submitting, save, extraDirty, children }: FormProps) {
  const { viewer } = useRouteQuery<NewArtifactPageQuery>(newArtifactPageQuery);
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  useDiscardGuard(dirty && !saved);
  if (!canEditEncyclopedia(viewer.role)) return <PageStatus status={403} />;
  const initial = Object.fromEntries(fields.map((field) => [field.name, '']));
  return (
    <PageColumn title={title}>
      <Card>
        <ArtifactTextForm
          fields={fields}
          initial={initial}
          submitLabel={submitLabel}
          submitting={submitting}
          extraDirty={extraDirty}
          onDirtyChange={setDirty}
          // The guard asks "Discard changes?" when there is something to lose.
          onCancel={() => void navigate(routePaths.encyclopedia())}
          onSubmit={(values, onFailure) =>
            save(values, {
              onSuccess: (path) => {
                // Rendered at once, so the guard is lifted before navigating.
                flushSync(() => setSaved(true));
                void navigate(path);
              },
              onFailure,
            })
          }
        >
          {children}
        </ArtifactTextForm>
      </Card>
    </PageColumn>
  );
}

export function NewPersonPage() {
  const { tags } = useRouteQuery<NewArtifactPageQuery>(newArtifactPageQuery);
  const [create, submitting] = useCreatePersonMutation();
  const [tagIds, setTagIds] = useState<number[]>([]);
  return (
    <NewArtifactForm
      title="Add a person"
      fields={[
        { name: 'name', label: 'Name', max: 120, required: true },
        DESCRIPTION_FIELD,
      ]}
      submitLabel="Add person"
      submitting={submitting}
      extraDirty={tagIds.length > 0}
      save={(values, { onSuccess, onFailure }) =>
        create(
          { input: { name: values.name!.trim(), description: values.description!.trim(), tagIds } },
          { onSuccess: (person) => onSuccess(routePaths.person(person.slug)), onFailure },
        )
      }
    >
      <ChoicePicker legend="Tags" choices={tagChoices(tags)} selected={tagIds} onChange={setTagIds} max={10} emptyText="No tags yet." />
    </NewArtifactForm>
  );
}

export function NewTagPage() {
  const [create, submitting] = useCreateEncyclopediaTagMutation();
  return (
    <NewArtifactForm
      title="Add a tag"
      fields={[
        { name: 'title', label: 'Title', max: 60, required: true },
        DESCRIPTION_FIELD,
      ]}
      submitLabel="Add tag"
      submitting={submitting}
      save={(values, { onSuccess, onFailure }) =>
        create(
          { input: { title: values.title!.trim(), description: values.description!.trim() } },
          { onSuccess: (tag) => onSuccess(routePaths.encyclopediaTag(tag.slug)), onFailure },
        )
      }
    />
  );
}
