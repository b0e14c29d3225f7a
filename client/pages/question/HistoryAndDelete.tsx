import { routePaths } from '../../lib/route-paths.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import styles from './QuestionPage.module.css';

type Props = { kind: 'pos' | 'arg'; id: number; title: string; canDelete: boolean; deleting: boolean; onDelete: () => void };

const NOUN = { pos: 'position', arg: 'argument' } as const;

/** The end of a position's or argument's button row: its History, and Delete for CanDeleteContent. */
export function HistoryAndDelete({ kind, id, title, canDelete, deleting, onDelete }: Props) {
  return (
    <>
      <ButtonLink variant="ghost" to={routePaths.history(kind, id)} aria-label={`History of the ${NOUN[kind]}: ${title}`}>
        History
      </ButtonLink>
      {canDelete ? (
        <Button variant="ghost" className={styles.danger} onClick={onDelete} disabled={deleting} aria-label={`Delete ${NOUN[kind]}: ${title}`}>
          Delete
        </Button>
      ) : null}
    </>
  );
}
