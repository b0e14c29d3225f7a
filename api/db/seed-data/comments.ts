// Demo comment texts by response type, written for this project. Generic enough to sit under
// any opinion; the seed picks them at random.
export const seedCommentTexts = {
  PRO: [
    'This matches what I have seen first hand, in more than one place.',
    'The evidence points this way, even if it is uncomfortable to admit.',
    'Agreed. The strongest objection I know of still does not outweigh the benefits.',
    'I used to think the opposite, but the last few years changed my mind.',
    'Yes, and the people most affected tend to agree with this too.',
  ],
  CON: [
    'I think this overlooks who ends up paying the cost.',
    'The examples usually given for this do not hold up when you look closer.',
    'Sounds right in theory, but it tends to fail in practice.',
    'This treats a complicated question as if it had one obvious answer.',
    'The unintended consequences would be worse than the problem it solves.',
  ],
  NEUTRAL: [
    'Depends heavily on the details. Both sides have a point here.',
    'True in some places and for some people, not in general.',
    'I agree with the goal and disagree with the usual way of getting there.',
  ],
  COMMENTARY: [
    'Interesting how differently the age groups vote on this one.',
    'Does anyone have a good source for the figures people quote on this?',
    'Worth reading the linked article before voting; it is more nuanced than the title.',
  ],
} as const;

export type SeedResponseType = keyof typeof seedCommentTexts;
