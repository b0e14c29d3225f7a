// What a revision did, in words (docs/product.md#encyclopedia): the history's one line per change.

type RevisionLike = {
  readonly verb: string;
  readonly fieldName?: string | null;
  readonly changes: ReadonlyArray<{ readonly fieldName: string; readonly afterText?: string | null }>;
};

const fieldWords: Record<string, string> = {
  title: 'the title',
  description: 'the description',
  name: 'the name',
  categories: 'the categories',
  tags: 'the tags',
  people: 'the people',
  image: 'the picture',
  position: 'the position',
  deleted: 'the deletion',
  status: 'the status',
  questionId: 'the question',
};

function fieldInWords(fieldName: string | null | undefined): string {
  if (!fieldName) return 'it';
  if (fieldName.startsWith('link:')) return 'a link';
  return fieldWords[fieldName] ?? `the ${fieldName}`;
}

export function revisionInWords(revision: RevisionLike): string {
  const after = (field: string) => revision.changes.find((change) => change.fieldName === field)?.afterText ?? null;
  switch (revision.verb) {
    case 'Init':
      return 'Created';
    case 'EditTextField':
      return `Edited ${fieldInWords(revision.fieldName)}`;
    case 'SetImage':
      return after('image') ? 'Changed the picture' : 'Removed the picture';
    case 'SetCategories':
      return 'Changed the categories';
    case 'SetTags':
      return 'Changed the tags';
    case 'SetPeople':
      return 'Changed the people';
    case 'SetPos': {
      const position = after('position');
      return position ? `Moved to position “${position}”` : 'Moved to another position';
    }
    case 'LinkAdd':
      return 'Added a link';
    case 'LinkEdit':
      return 'Changed a link';
    case 'LinkRemove':
      return 'Removed a link';
    case 'Delete':
      return /^(false|no|shown|restored)$/i.test(after('deleted') ?? '') ? 'Restored' : 'Deleted';
    case 'Revert':
      return revision.fieldName ? `Reverted ${fieldInWords(revision.fieldName)}` : 'Reverted';
    case 'Accept':
      return 'Accepted the request';
    case 'Decline':
      return 'Declined the request';
    default:
      return revision.verb;
  }
}

/** A field's name as a label ("Title", "Link"). */
export function fieldLabel(fieldName: string): string {
  const words = fieldInWords(fieldName).replace(/^(the|a) /, '');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
