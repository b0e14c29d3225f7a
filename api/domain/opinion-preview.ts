// What an opinion's link-preview picture shows (docs/product.md#link-previews): the agree /
// neutral / disagree split and the vote count, reduced to what is worth drawing again. The
// picture is a pure function of these figures (and the title), so they are also its cache key:
// a vote that leaves every shown figure as it was reuses the picture already drawn.
import { votePercentages } from './vote-results.ts';

/** Every preview picture's size: what Facebook, X and LinkedIn show large (1.91:1). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** `/o/{slug}/preview.png`: below the opinion's own address, outside what robots.txt keeps crawlers from. */
export const opinionPreviewPath = (slug: string) => `/o/${encodeURIComponent(slug)}/preview.png`;

export const OPINION_PREVIEW_PATH_PATTERN = /^\/o\/([^/]+)\/preview\.png$/;

/** The picture every other page shares (the site's name and what it is for). */
export const SITE_PREVIEW_PATH = '/preview.png';

export type PreviewFigures =
  /** A deleted opinion's page shows no vote bar, so neither does its picture. */
  | { kind: 'deleted' }
  | { kind: 'noVotes' }
  | { kind: 'votes'; agree: number; neutral: number; disagree: number; votes: string };

/** Counts under this are shown exactly; above, to two significant digits ("1,200+ votes"). */
const EXACT_VOTE_COUNT_BELOW = 100;

/**
 * The vote count as the picture shows it: exact while small, then rounded down to two significant
 * digits with a "+", so a popular opinion is not drawn again for every vote (the page shows the
 * exact count; the picture shows the same or less).
 */
export function shownVoteCount(votes: number): string {
  if (votes === 1) return '1 vote';
  if (votes < EXACT_VOTE_COUNT_BELOW) return `${votes} votes`;
  const step = 10 ** (Math.floor(Math.log10(votes)) - 1);
  return `${(Math.floor(votes / step) * step).toLocaleString('en-US')}+ votes`;
}

/**
 * The figures from the opinion's public five-rating tally (index = rating - 1). The three shares
 * are sums of the five whole percentages the opinion page shows, so they add up to 100 and match
 * what a visitor can add up there.
 */
export function previewFiguresOf(counts: readonly number[], deleted: boolean): PreviewFigures {
  if (deleted) return { kind: 'deleted' };
  const votes = counts.reduce((sum, count) => sum + count, 0);
  if (votes === 0) return { kind: 'noVotes' };
  const [stronglyAgree, agree, neutral, disagree, stronglyDisagree] = votePercentages(counts);
  return { kind: 'votes', agree: stronglyAgree + agree, neutral, disagree: disagree + stronglyDisagree, votes: shownVoteCount(votes) };
}

/** Everything an opinion's picture shows: equal keys draw equal pictures. */
export function previewDrawingKey(title: string, figures: PreviewFigures): string {
  const shown = figures.kind === 'votes' ? `${figures.agree}/${figures.neutral}/${figures.disagree}/${figures.votes}` : figures.kind;
  return `${shown}\n${title}`;
}

/** The picture's text alternative (og:image:alt). */
export function previewAltText(title: string, figures: PreviewFigures): string {
  switch (figures.kind) {
    case 'deleted':
      return `“${title}”: a deleted opinion on Opinio`;
    case 'noVotes':
      return `“${title}”: no votes yet on Opinio`;
    case 'votes':
      return `“${title}”: ${figures.agree}% agree, ${figures.neutral}% neutral, ${figures.disagree}% disagree (${figures.votes}) on Opinio`;
  }
}
