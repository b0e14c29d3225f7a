// Encyclopedia revisions in words for notifications (docs/product.md#notifications): a revision's
// ActionName is its item's prefix and a verb (ConvoEditTextField, ArgSetPos, PersonLinkAdd) and
// ArgsJSON's FieldName the field it changed. A follower reads "Ana edited the title of “X”".

const NOUNS: Record<string, string> = { Convo: 'question', Pos: 'position', Arg: 'argument', Person: 'person', Tag: 'tag', Req: 'request' };
const FIELD_WORDS: Record<string, string> = { title: 'title', description: 'description', name: 'name' };

/** The item kind and verb of an action name: PersonLinkAdd -> ['person', 'LinkAdd']. */
function splitAction(actionName: string): [noun: string, verb: string] {
  const prefix = Object.keys(NOUNS).find((candidate) => actionName.startsWith(candidate));
  return prefix ? [NOUNS[prefix]!, actionName.slice(prefix.length)] : ['item', actionName];
}

/** What a follower reads about someone's revision: "{who} edited the title of “{title}”". */
export function revisionHeadline(who: string, actionName: string, fieldName: string, title: string): string {
  const [noun, verb] = splitAction(actionName);
  const quoted = `“${title}”`;
  switch (verb) {
    case 'Init':
      return `${who} added the ${noun} ${quoted}`;
    case 'EditTextField':
      return `${who} edited the ${FIELD_WORDS[fieldName] ?? 'text'} of ${quoted}`;
    case 'SetImage':
      return `${who} changed the picture of ${quoted}`;
    case 'SetCategories':
      return `${who} changed the categories of ${quoted}`;
    case 'SetTags':
      return `${who} changed the tags of ${quoted}`;
    case 'SetPeople':
      return `${who} changed the people linked to ${quoted}`;
    case 'SetPos':
      return `${who} moved the argument ${quoted} to another position`;
    case 'LinkAdd':
      return `${who} added a link to ${quoted}`;
    case 'LinkEdit':
      return `${who} edited a link on ${quoted}`;
    case 'LinkRemove':
      return `${who} removed a link from ${quoted}`;
    case 'Delete':
      return `${who} deleted the ${noun} ${quoted}`;
    case 'Revert':
      return `${who} reverted a change to ${quoted}`;
    case 'Accept':
      return `${who} accepted the request ${quoted}`;
    case 'Decline':
      return `${who} declined the request ${quoted}`;
    default:
      return `${who} changed ${quoted}`;
  }
}

/** What the author of a revision reads when someone likes it. */
export const likedRevisionHeadline = (who: string, title: string) => `${who} liked your edit on “${title}”`;
