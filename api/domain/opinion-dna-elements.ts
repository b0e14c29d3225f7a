// What each Opinion DNA element measures (the help tooltip of the core report) and what a high
// and a low score mean (the detailed report texts are built from these). Written for this
// project.

export type ElementDescription = {
  /** One sentence: what the element measures (help tooltip). */
  help: string;
  /** How people who score high tend to think or act. */
  high: string;
  /** How people who score low tend to think or act. */
  low: string;
};

export const OPINION_DNA_ELEMENT_DESCRIPTIONS: Readonly<Record<string, ElementDescription>> = {
  Openness: {
    help: 'Curiosity about new ideas, experiences, art and ways of living.',
    high: 'you are drawn to novelty, enjoy unusual ideas and are quick to try a new approach',
    low: 'you value the familiar and the proven, and prefer practical matters to abstract ones',
  },
  Conscientiousness: {
    help: 'Orderliness, self-discipline and reliability in finishing what you start.',
    high: 'you plan ahead, keep your commitments and like things to be orderly',
    low: 'you are flexible and spontaneous, and do not let schedules rule your life',
  },
  Extraversion: {
    help: 'How much energy you draw from company, talk and activity.',
    high: 'you are energised by people, speak up readily and enjoy lively settings',
    low: 'you recharge in quiet, choose company carefully and think before you speak',
  },
  Agreeableness: {
    help: 'Warmth, trust and the wish to get along with others.',
    high: 'you are warm and forgiving, and you look for harmony in your relationships',
    low: 'you are frank and sceptical, and you do not mind friction when something matters',
  },
  Neuroticism: {
    help: 'How strongly and how often you feel worry, stress and low mood.',
    high: 'you feel worry and setbacks intensely and notice threats early',
    low: 'you stay even-tempered under pressure and recover quickly from setbacks',
  },
  Machiavellianism: {
    help: 'A strategic, calculating view of how to influence other people.',
    high: 'you see social life as a game of strategy and keep your cards close',
    low: 'you prefer candour and trust, even where a tactical move would pay',
  },
  Narcissism: {
    help: 'The wish for admiration and a sense of being special.',
    high: 'you enjoy the spotlight and feel your talents deserve recognition',
    low: 'you are modest about your achievements and uneasy with praise',
  },
  Psychopathy: {
    help: 'Boldness, thrill seeking and emotional distance from others\u2019 pain.',
    high: 'you are bold, unflustered by danger and not easily moved by guilt',
    low: 'you are empathic and cautious, and others\u2019 distress affects you',
  },
  'Emotional Reappraisal': {
    help: 'Changing how you feel by changing how you look at a situation.',
    high: 'you reframe upsetting events and find a calmer way to see them',
    low: 'your feelings tend to stay as they first arrive, whatever the angle',
  },
  'Suppression Tendency': {
    help: 'Keeping feelings hidden from others.',
    high: 'you keep your emotions private and show a composed face',
    low: 'you let your feelings show and people can read you easily',
  },
  'Mortality Concern': {
    help: 'How much the thought of death troubles you.',
    high: 'thoughts of death unsettle you and you prefer to keep them at a distance',
    low: 'you can think about mortality calmly, as a part of life',
  },
  'Life Satisfaction': {
    help: 'Your overall judgement of how your life is going.',
    high: 'you judge your life to be close to the one you want',
    low: 'you feel your life falls short of what you hoped for',
  },
  Care: {
    help: 'Concern for the suffering of others and the wish to protect the vulnerable.',
    high: 'preventing harm and caring for the vulnerable weigh heavily in your judgements',
    low: 'you expect resilience from people and give harm avoidance less weight than other concerns',
  },
  Fairness: {
    help: 'Insistence that the same rules apply to everyone and cheating is wrong.',
    high: 'you are alert to cheating and insist on the same rules for everyone',
    low: 'you judge by results more than by strict fair play',
  },
  Loyalty: {
    help: 'Standing by your group, team or nation.',
    high: 'you stand by your people, and betrayal strikes you as a grave wrong',
    low: 'your allegiance goes to principles rather than to any particular group',
  },
  Authority: {
    help: 'Respect for hierarchy, leaders and legitimate order.',
    high: 'you respect rank, tradition and the people charged with keeping order',
    low: 'you judge leaders on their merits and give titles no special weight',
  },
  Purity: {
    help: 'The sense that some things are sacred and some acts degrading, even when harmless.',
    high: 'you feel that some things are sacred and some acts are degrading in themselves',
    low: 'you see disgust as a poor moral guide and judge acts by their effects',
  },
  Family: {
    help: 'Duty and devotion to your kin (Morality as Cooperation).',
    high: 'your family comes first and you feel strong duties towards your kin',
    low: 'you treat chosen bonds as equal to family ties',
  },
  Group: {
    help: 'Commitment to your community and willingness to sacrifice for it.',
    high: 'you find meaning in belonging and will sacrifice for your community',
    low: 'you are independent and expect groups to look after themselves',
  },
  Reciprocity: {
    help: 'Returning favours and expecting others to do the same.',
    high: 'you return favours faithfully and expect others to do likewise',
    low: 'you give without keeping score',
  },
  Heroism: {
    help: 'Admiration for courage and for those who take risks for others.',
    high: 'you admire courage and honour those who risk themselves for others',
    low: 'you value prudence over daring',
  },
  Deference: {
    help: 'Yielding to those with more experience or standing.',
    high: 'you defer to experience and show humility towards leaders',
    low: 'you challenge superiors openly when you think they are wrong',
  },
  Equity: {
    help: 'The wish for more equal outcomes and redress for past disadvantage.',
    high: 'you want outcomes to be more equal and past disadvantages to be redressed',
    low: 'you accept unequal outcomes when the rules were the same for all',
  },
  Property: {
    help: 'Respect for what people own and have earned.',
    high: 'you hold that what people earn is theirs and must be protected',
    low: 'you question private ownership where it causes harm',
  },
  Power: {
    help: 'Seeking status, wealth and influence over others (Schwartz values).',
    high: 'you seek influence, status and the resources that bring them',
    low: 'you have little interest in leading others or in status',
  },
  Achievement: {
    help: 'Personal success shown through competence.',
    high: 'you set ambitious goals and want your success to be recognised',
    low: 'you measure a good life by other things than success',
  },
  Hedonism: {
    help: 'Pleasure and enjoyment of life.',
    high: 'you make room for pleasure and enjoy life as it comes',
    low: 'you put duty before pleasure',
  },
  Stimulation: {
    help: 'Excitement, novelty and challenge.',
    high: 'you crave variety, excitement and new challenges',
    low: 'you prefer a calm and predictable life',
  },
  'Self-Direction': {
    help: 'Independent thought and choosing your own course.',
    high: 'you insist on thinking and choosing for yourself',
    low: 'you are content to follow the guidance of others',
  },
  Universalism: {
    help: 'Concern for all people and for nature, beyond your own circle.',
    high: 'your concern reaches to all people and to the natural world',
    low: 'you put your own community and country first',
  },
  Benevolence: {
    help: 'Caring for the welfare of the people close to you.',
    high: 'you are devoted to the welfare of the people around you',
    low: 'you leave others to handle their own problems',
  },
  Conformity: {
    help: 'Restraint of actions that could upset others or break social norms.',
    high: 'you follow social norms and avoid behaviour others find improper',
    low: 'you enjoy challenging conventions',
  },
  Tradition: {
    help: 'Respect for the customs and ideas of your culture or religion.',
    high: 'you cherish inherited customs and want them preserved',
    low: 'you see traditions as habits that should change with the times',
  },
  Security: {
    help: 'Safety, harmony and stability of society and of your own life.',
    high: 'safety and stability come first for you, even at some cost to freedom',
    low: 'you accept some risk as the price of freedom',
  },
  'Social Dominance': {
    help: 'Acceptance of hierarchy between social groups.',
    high: 'you see a ranking between groups as natural',
    low: 'you want all groups to have equal standing and chances',
  },
  Authoritarianism: {
    help: 'Support for strong authority, obedience and punishment of deviance.',
    high: 'you favour strong leadership, obedience and firm order',
    low: 'you defend dissent and the freedom to live differently',
  },
  Dogmatism: {
    help: 'Certainty in your beliefs and resistance to contrary evidence.',
    high: 'you hold your core beliefs with certainty',
    low: 'you hold even your firm beliefs open to revision',
  },
  'Need for Cognition': {
    help: 'Enjoyment of effortful thinking.',
    high: 'you enjoy hard thinking for its own sake',
    low: 'you prefer answers that are practical and quick',
  },
  'Intolerance for Uncertainty': {
    help: 'Discomfort with not knowing what comes next.',
    high: 'open questions make you uneasy and you seek closure',
    low: 'you are at ease leaving questions open',
  },
  'Intellectual Humility': {
    help: 'Recognising the limits of your own knowledge.',
    high: 'you admit what you do not know and change your mind on good evidence',
    low: 'you hold your ground and find it hard to concede',
  },
  Anthropomorphism: {
    help: 'Seeing human minds and feelings in animals, machines and nature.',
    high: 'you readily see minds and moods in animals, machines and nature',
    low: 'you draw a sharp line between human minds and everything else',
  },
  Teleology: {
    help: 'Seeing purpose behind natural things and events.',
    high: 'you see purpose and reasons behind events and natural things',
    low: 'you see much of life as the product of chance',
  },
  'Subjective Numeracy': {
    help: 'How comfortable you feel with numbers and statistics.',
    high: 'you are comfortable with numbers and like information in figures',
    low: 'you prefer words to numbers and find statistics hard to read',
  },
  'Just World': {
    help: 'The belief that people get what they deserve.',
    high: 'you believe effort is rewarded and people get what they deserve',
    low: 'you see much of fortune and misfortune as undeserved',
  },
  'PW-Alive': {
    help: 'A primal world belief: the world is meaningful and responds to us.',
    high: 'you experience the world as meaningful and full of wonder',
    low: 'you see the universe as indifferent and mechanical',
  },
  'PW-Enticing': {
    help: 'A primal world belief: the world is interesting and worth exploring.',
    high: 'you find the world fascinating and worth exploring',
    low: 'you find most of the world dull once seen',
  },
  'PW-Safe': {
    help: 'A primal world belief: the world is safe rather than dangerous.',
    high: 'you see the world as mostly safe and people as mostly trustworthy',
    low: 'you see the world as dangerous and stay on guard',
  },
  'PW-Good': {
    help: 'A primal world belief: the world is, on the whole, good.',
    high: 'you see the world as fundamentally good and improving',
    low: 'you see the world as troubled and getting worse',
  },
};
