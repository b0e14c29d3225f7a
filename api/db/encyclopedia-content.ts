// The demo content of the encyclopedia, written for this project: categories, tags, people, and
// questions (convos) with their positions and arguments. Pure data: the seeding turns it into rows
// and revisions (each question with `edits` is created by one contributor in its earlier wording
// and improved by another). tests/unit/encyclopedia-content.test.ts holds it to the product's
// limits (docs/product.md#demo-encyclopedia-content).
//
// Editorial rules: genuine questions people disagree on; every position argued at its strongest;
// facts that can be checked, with dates and sources named in the text; living people appear only
// through their published work; plain text (no HTML, no Markdown); American English. An argument
// that draws on a thinker lists them in `people`, and its question lists them too.

export type DemoCategory = { slug: string; title: string; description: string };

export type DemoTag = { slug: string; title: string; description: string };

export type DemoPerson = {
  slug: string;
  name: string;
  description: string;
  /** Tag slugs. */
  tags: string[];
  links?: Array<{ url: string; title: string }>;
};

export type DemoArgument = {
  title: string;
  description: string;
  /** Slugs of the people the argument draws on. */
  people?: string[];
};

export type DemoPosition = { title: string; description: string; arguments: DemoArgument[] };

/** An earlier wording a second contributor later improved: the seeded history shows Init by one contributor, then this EditTextField by another. */
export type DemoEdit = { field: 'title' | 'description'; earlier: string };

export type DemoQuestion = {
  slug: string;
  title: string;
  description: string;
  /** Category slugs, 1-2. */
  categories: string[];
  /** Tag slugs, 1-4. */
  tags: string[];
  /** Slugs of the people the question's arguments draw on. */
  people?: string[];
  positions: DemoPosition[];
  edits?: DemoEdit[];
};

export const demoCategories: DemoCategory[] = [
  { slug: 'politics-government', title: 'Politics & Government', description: 'How societies govern themselves: elections, representation, the powers of the state and the rights of citizens.' },
  { slug: 'economics', title: 'Economics', description: 'Taxes, wages, trade, markets and public spending: how wealth is created and how it is shared.' },
  { slug: 'science-technology', title: 'Science & Technology', description: 'The promises and risks of new technology, from artificial intelligence and encryption to gene editing and space flight.' },
  { slug: 'ethics-philosophy', title: 'Ethics & Philosophy', description: 'Questions about right and wrong, duty, honesty, freedom of the will and the foundations of morality.' },
  { slug: 'society-culture', title: 'Society & Culture', description: 'How people live together: speech, migration, work, family life and the online world.' },
  { slug: 'health', title: 'Health', description: 'Medicine, public health, the end of life, and how care is paid for and provided.' },
  { slug: 'environment', title: 'Environment', description: 'Climate change, energy, food and farming, and the limits the natural world sets on human activity.' },
  { slug: 'education', title: 'Education', description: 'Schools and universities: who pays for them, who gets in, and how children should be taught.' },
  { slug: 'religion', title: 'Religion', description: 'Belief in God, the role of faith in society, and the relation between religion and the state.' },
  { slug: 'law-justice', title: 'Law & Justice', description: 'Crime and punishment, policing and surveillance, the courts, and the limits of the law.' },
];

export const demoTags: DemoTag[] = [
  { slug: 'democracy', title: 'Democracy', description: 'Rule by the people: how citizens choose, guide and hold to account those who govern them.' },
  { slug: 'elections', title: 'Elections', description: 'Who may vote, whether they must, and how votes are cast, counted and turned into seats.' },
  { slug: 'free-speech', title: 'Free speech', description: 'The freedom to express opinions, and where its limits lie, from hate speech to online platforms.' },
  { slug: 'liberty', title: 'Liberty', description: 'Individual freedom, and when, if ever, the state may restrict it for someone\'s own good or the good of others.' },
  { slug: 'human-rights', title: 'Human rights', description: 'The rights every person holds by virtue of being human, and how states and courts protect them.' },
  { slug: 'social-contract', title: 'Social contract', description: 'The idea that political authority rests on the agreement of the governed, and what citizens owe in return.' },
  { slug: 'taxation', title: 'Taxation', description: 'What should be taxed, how heavily, and what the revenue should pay for.' },
  { slug: 'inequality', title: 'Inequality', description: 'Differences in income, wealth and opportunity, and whether and how they should be reduced.' },
  { slug: 'welfare', title: 'Welfare', description: 'Public support for people who are poor, unemployed, sick, disabled or old, and how it is designed.' },
  { slug: 'labor', title: 'Work and labor', description: 'Wages, working hours, employment and the changing nature of work.' },
  { slug: 'markets', title: 'Free markets', description: 'Competition, prices and private enterprise, and when they serve people better or worse than public provision.' },
  { slug: 'trade', title: 'Trade', description: 'The exchange of goods and services across borders: tariffs, trade agreements and globalization.' },
  { slug: 'housing', title: 'Housing', description: 'The cost, supply and regulation of homes to buy and to rent.' },
  { slug: 'economic-growth', title: 'Economic growth', description: 'Rising output and incomes, how governments can sustain them, and whether growth can or should continue.' },
  { slug: 'climate-change', title: 'Climate change', description: 'Global warming caused by greenhouse gas emissions, its effects, and the policies meant to limit it.' },
  { slug: 'energy', title: 'Energy', description: 'How electricity and fuel are produced, from coal and gas to nuclear, wind and solar power.' },
  { slug: 'food-agriculture', title: 'Food and agriculture', description: 'How food is grown and raised, what it costs the environment, and what we choose to eat.' },
  { slug: 'artificial-intelligence', title: 'Artificial intelligence', description: 'Machines that learn, reason and act, and how society should govern their development and use.' },
  { slug: 'privacy', title: 'Privacy', description: 'Control over personal information and communications, and the limits of surveillance by states and companies.' },
  { slug: 'social-media', title: 'Social media', description: 'Online platforms where people share content, and their effects on individuals, young people and politics.' },
  { slug: 'biotechnology', title: 'Biotechnology', description: 'The use of living organisms and genetic engineering in medicine and farming.' },
  { slug: 'space-exploration', title: 'Space exploration', description: 'Sending probes and people beyond Earth: what it achieves, what it costs and who should pay.' },
  { slug: 'animal-ethics', title: 'Animal ethics', description: 'The moral status of animals and the ways humans may, or may not, use them.' },
  { slug: 'utilitarianism', title: 'Utilitarianism', description: 'The moral theory that the right act is the one that produces the greatest well-being overall.' },
  { slug: 'free-will', title: 'Free will', description: 'Whether people choose their actions freely, and what follows for praise, blame and punishment.' },
  { slug: 'moral-philosophy', title: 'Moral philosophy', description: 'The study of right and wrong: duties, consequences, character and the foundations of ethics.' },
  { slug: 'global-poverty', title: 'Global poverty', description: 'Extreme deprivation in the world\'s poorest countries, and what others owe to the people living in it.' },
  { slug: 'immigration', title: 'Immigration', description: 'Who may move to a country, in what numbers, on what terms, and how newcomers are integrated.' },
  { slug: 'gender-equality', title: 'Gender equality', description: 'Equal rights, opportunities and treatment for women and men, at work, at home and in public life.' },
  { slug: 'criminal-justice', title: 'Criminal justice', description: 'Policing, courts, sentencing and prisons, and what punishment is for.' },
  { slug: 'drug-policy', title: 'Drug policy', description: 'How the law treats the production, sale and use of psychoactive drugs.' },
  { slug: 'public-health', title: 'Public health', description: 'Protecting the health of whole populations through prevention, vaccination and regulation.' },
  { slug: 'health-care', title: 'Health care', description: 'How medical care is organized, paid for and made available to patients.' },
  { slug: 'bioethics', title: 'Bioethics', description: 'Ethical questions raised by medicine and biology, from editing genes to organ donation and the end of life.' },
  { slug: 'higher-education', title: 'Higher education', description: 'Universities and colleges: access, admissions, and who pays for them.' },
  { slug: 'schools', title: 'Schools', description: 'Primary and secondary education: how schools are run and funded, and how children are taught.' },
  { slug: 'secularism', title: 'Secularism', description: 'The separation of religion from the state, and the neutrality of public institutions between beliefs.' },
  { slug: 'religion-in-public-life', title: 'Religion in public life', description: 'The place of faith in politics, education, law and community life.' },
  { slug: 'existence-of-god', title: 'Existence of God', description: 'The arguments for and against belief in God, and the case for suspending judgment.' },
  { slug: 'security', title: 'National security', description: 'Protecting a country and its people from terrorism, serious crime and hostile states.' },
  { slug: 'gun-control', title: 'Gun control', description: 'Laws on who may own firearms, which kinds, and on what conditions.' },
];

/** A link to a person's English Wikipedia article. */
function wikipedia(article: string): Array<{ url: string; title: string }> {
  return [{ url: `https://en.wikipedia.org/wiki/${article}`, title: 'Wikipedia' }];
}

export const demoPeople: DemoPerson[] = [
  { slug: 'john-stuart-mill', name: 'John Stuart Mill', description: 'English philosopher and economist (1806-1873), author of On Liberty (1859), Utilitarianism (1863) and The Subjection of Women (1869). As a Member of Parliament he proposed giving women the vote.', tags: ['liberty', 'free-speech', 'utilitarianism', 'gender-equality'], links: wikipedia('John_Stuart_Mill') },
  { slug: 'adam-smith', name: 'Adam Smith', description: 'Scottish moral philosopher and economist (1723-1790), author of The Theory of Moral Sentiments (1759) and The Wealth of Nations (1776), a founding work of modern economics.', tags: ['markets', 'trade', 'economic-growth'], links: wikipedia('Adam_Smith') },
  { slug: 'karl-marx', name: 'Karl Marx', description: 'German philosopher, economist and revolutionary (1818-1883), co-author with Friedrich Engels of The Communist Manifesto (1848) and author of Capital, whose first volume appeared in 1867.', tags: ['inequality', 'labor', 'religion-in-public-life'], links: wikipedia('Karl_Marx') },
  { slug: 'mary-wollstonecraft', name: 'Mary Wollstonecraft', description: 'English writer and philosopher (1759-1797) whose A Vindication of the Rights of Woman (1792) argued that women are not naturally inferior to men and should receive the same education.', tags: ['gender-equality', 'schools'], links: wikipedia('Mary_Wollstonecraft') },
  { slug: 'john-rawls', name: 'John Rawls', description: 'American political philosopher (1921-2002) whose A Theory of Justice (1971) defended "justice as fairness": the principles people would choose behind a veil of ignorance about their own place in society.', tags: ['inequality', 'social-contract', 'welfare'], links: wikipedia('John_Rawls') },
  { slug: 'robert-nozick', name: 'Robert Nozick', description: 'American philosopher (1938-2002) whose Anarchy, State, and Utopia (1974) defended a minimal state and an entitlement theory of justice in reply to John Rawls.', tags: ['liberty', 'taxation', 'inequality'], links: wikipedia('Robert_Nozick') },
  { slug: 'peter-singer', name: 'Peter Singer', description: 'Australian moral philosopher (born 1946), author of Animal Liberation (1975) and Practical Ethics (1979), known for utilitarian arguments about the treatment of animals and the duty to help the world\'s poor.', tags: ['animal-ethics', 'utilitarianism', 'global-poverty', 'bioethics'], links: wikipedia('Peter_Singer') },
  { slug: 'hannah-arendt', name: 'Hannah Arendt', description: 'German-born American political theorist (1906-1975), author of The Origins of Totalitarianism (1951), The Human Condition (1958) and Eichmann in Jerusalem (1963).', tags: ['democracy', 'human-rights'], links: wikipedia('Hannah_Arendt') },
  { slug: 'friedrich-hayek', name: 'Friedrich Hayek', description: 'Austrian-British economist and philosopher (1899-1992), author of The Road to Serfdom (1944), who argued that prices coordinate knowledge no central planner can gather. He shared the 1974 Nobel Memorial Prize in Economic Sciences.', tags: ['markets', 'liberty', 'economic-growth'], links: wikipedia('Friedrich_Hayek') },
  { slug: 'john-maynard-keynes', name: 'John Maynard Keynes', description: 'English economist (1883-1946) whose General Theory of Employment, Interest and Money (1936) argued that governments should manage total demand to fight unemployment. He helped design the postwar Bretton Woods system.', tags: ['economic-growth', 'labor'], links: wikipedia('John_Maynard_Keynes') },
  { slug: 'rachel-carson', name: 'Rachel Carson', description: 'American marine biologist and writer (1907-1964) whose Silent Spring (1962) documented the harm done by the indiscriminate use of pesticides and helped launch the modern environmental movement.', tags: ['food-agriculture', 'public-health'], links: wikipedia('Rachel_Carson') },
  { slug: 'thomas-hobbes', name: 'Thomas Hobbes', description: 'English philosopher (1588-1679), author of Leviathan (1651), which argued that people escape a war of all against all only by submitting to a sovereign power through a social contract.', tags: ['social-contract', 'security'], links: wikipedia('Thomas_Hobbes') },
  { slug: 'jean-jacques-rousseau', name: 'Jean-Jacques Rousseau', description: 'Genevan philosopher and writer (1712-1778), author of The Social Contract (1762) and Emile, or On Education (1762), a major influence on the French Revolution and on modern ideas of education.', tags: ['social-contract', 'democracy', 'schools'], links: wikipedia('Jean-Jacques_Rousseau') },
  { slug: 'immanuel-kant', name: 'Immanuel Kant', description: 'German philosopher (1724-1804), author of the Critique of Pure Reason (1781) and the Groundwork of the Metaphysics of Morals (1785), which holds that persons must always be treated as ends and never merely as means.', tags: ['moral-philosophy', 'human-rights', 'free-will'], links: wikipedia('Immanuel_Kant') },
  { slug: 'simone-de-beauvoir', name: 'Simone de Beauvoir', description: 'French existentialist philosopher and writer (1908-1986) whose The Second Sex (1949) is a founding text of modern feminism.', tags: ['gender-equality'], links: wikipedia('Simone_de_Beauvoir') },
  { slug: 'milton-friedman', name: 'Milton Friedman', description: 'American economist (1912-2006) of the Chicago school, author of Capitalism and Freedom (1962) and winner of the 1976 Nobel Memorial Prize in Economic Sciences. He proposed school vouchers and a negative income tax.', tags: ['markets', 'welfare', 'schools', 'drug-policy'], links: wikipedia('Milton_Friedman') },
  { slug: 'martha-nussbaum', name: 'Martha Nussbaum', description: 'American philosopher (born 1947) at the University of Chicago who, with Amartya Sen, developed the capabilities approach to human development and justice, set out in books such as Frontiers of Justice (2006).', tags: ['human-rights', 'global-poverty', 'gender-equality'], links: wikipedia('Martha_Nussbaum') },
  { slug: 'alexis-de-tocqueville', name: 'Alexis de Tocqueville', description: 'French political thinker and historian (1805-1859), author of Democracy in America (1835 and 1840) and The Old Regime and the Revolution (1856).', tags: ['democracy', 'religion-in-public-life'], links: wikipedia('Alexis_de_Tocqueville') },
  { slug: 'edmund-burke', name: 'Edmund Burke', description: 'Irish-born statesman and philosopher (1729-1797), a Member of the British Parliament and author of Reflections on the Revolution in France (1790), often seen as a founder of modern conservatism.', tags: ['democracy', 'liberty'], links: wikipedia('Edmund_Burke') },
  { slug: 'amartya-sen', name: 'Amartya Sen', description: 'Indian economist and philosopher (born 1933), winner of the 1998 Nobel Memorial Prize in Economic Sciences for his work on welfare economics, and author of Development as Freedom (1999) and The Idea of Justice (2009).', tags: ['global-poverty', 'inequality', 'economic-growth'], links: wikipedia('Amartya_Sen') },
  { slug: 'jeremy-bentham', name: 'Jeremy Bentham', description: 'English philosopher and legal reformer (1748-1832), founder of modern utilitarianism, who held that the measure of right and wrong is the greatest happiness of the greatest number. He also designed the Panopticon prison.', tags: ['utilitarianism', 'animal-ethics', 'criminal-justice'], links: wikipedia('Jeremy_Bentham') },
  { slug: 'john-locke', name: 'John Locke', description: 'English philosopher (1632-1704), author of Two Treatises of Government and A Letter Concerning Toleration (both 1689), who argued that government rests on the consent of the governed and exists to protect life, liberty and property.', tags: ['liberty', 'social-contract', 'secularism'], links: wikipedia('John_Locke') },
  { slug: 'david-hume', name: 'David Hume', description: 'Scottish Enlightenment philosopher and historian (1711-1776), author of A Treatise of Human Nature (1739-1740) and Dialogues Concerning Natural Religion (published 1779), known for his empiricism and skepticism.', tags: ['free-will', 'moral-philosophy', 'existence-of-god'], links: wikipedia('David_Hume') },
  { slug: 'cesare-beccaria', name: 'Cesare Beccaria', description: 'Italian jurist and philosopher (1738-1794) whose On Crimes and Punishments (1764) condemned torture and the death penalty and shaped the reform of criminal law across Europe.', tags: ['criminal-justice', 'human-rights'], links: wikipedia('Cesare_Beccaria') },
  { slug: 'thomas-paine', name: 'Thomas Paine', description: 'English-born American political writer (1737-1809), author of Common Sense (1776), Rights of Man (1791) and Agrarian Justice (1797), which proposed a national fund paying every citizen a sum at 21 and a pension from 50.', tags: ['welfare', 'democracy', 'human-rights'], links: wikipedia('Thomas_Paine') },
  { slug: 'daniel-dennett', name: 'Daniel Dennett', description: 'American philosopher and cognitive scientist (1942-2024), author of Elbow Room (1984) and Freedom Evolves (2003), which defend the view that free will is compatible with a causally determined world.', tags: ['free-will', 'existence-of-god'], links: wikipedia('Daniel_Dennett') },
  { slug: 'baruch-spinoza', name: 'Baruch Spinoza', description: 'Dutch philosopher (1632-1677), author of the Theological-Political Treatise (1670) and the Ethics (published 1677), who held that everything follows necessarily from the nature of God, or Nature, and defended freedom of thought.', tags: ['free-will', 'free-speech'], links: wikipedia('Baruch_Spinoza') },
  { slug: 'thomas-malthus', name: 'Thomas Malthus', description: 'English cleric and economist (1766-1834) whose An Essay on the Principle of Population (1798) argued that population tends to grow faster than the food supply.', tags: ['economic-growth', 'food-agriculture'], links: wikipedia('Thomas_Robert_Malthus') },
  { slug: 'thomas-aquinas', name: 'Thomas Aquinas', description: 'Italian Dominican friar, philosopher and theologian (1225-1274), whose Summa Theologiae sets out the "five ways," arguments for the existence of God that start from motion, causation, contingency, degrees of perfection and the order of nature.', tags: ['existence-of-god', 'moral-philosophy'], links: wikipedia('Thomas_Aquinas') },
  { slug: 'blaise-pascal', name: 'Blaise Pascal', description: 'French mathematician, physicist and Catholic thinker (1623-1662), a pioneer of probability theory, whose posthumously published Pensées contains the argument known as Pascal\'s wager.', tags: ['existence-of-god'], links: wikipedia('Blaise_Pascal') },
  { slug: 'bertrand-russell', name: 'Bertrand Russell', description: 'British philosopher and logician (1872-1970), co-author of Principia Mathematica and winner of the 1950 Nobel Prize in Literature, who set out his religious skepticism in Why I Am Not a Christian (1927).', tags: ['existence-of-god', 'moral-philosophy'], links: wikipedia('Bertrand_Russell') },
  { slug: 'alan-turing', name: 'Alan Turing', description: 'English mathematician and computer scientist (1912-1954) who laid the theoretical foundations of modern computing and proposed, in his 1950 paper "Computing Machinery and Intelligence," the test now named after him.', tags: ['artificial-intelligence'], links: wikipedia('Alan_Turing') },
  { slug: 'arthur-pigou', name: 'Arthur Pigou', description: 'English economist (1877-1959) whose The Economics of Welfare (1920) proposed taxing activities that impose costs on others, the idea behind what are now called Pigouvian taxes.', tags: ['taxation', 'climate-change'], links: wikipedia('Arthur_Cecil_Pigou') },
];

export const demoQuestions: DemoQuestion[] = [
  // ───────────── Politics & Government ─────────────
  {
    slug: 'should-voting-be-compulsory',
    title: 'Should voting be compulsory?',
    description: 'Some democracies, including Australia, Belgium and Brazil, require citizens to vote, or at least to turn up at the polling station, and fine those who do not. Others treat voting as a right that each citizen is free not to use.',
    categories: ['politics-government'],
    tags: ['elections', 'democracy', 'liberty'],
    edits: [{ field: 'title', earlier: 'Should people be forced to vote in elections?' }],
    positions: [
      {
        title: 'Yes, voting should be a civic duty',
        description: 'Every eligible citizen should be required to take part in elections, as many are required to serve on juries, with a modest penalty for not doing so.',
        arguments: [
          { title: 'Compulsory voting produces turnout that reflects the whole electorate', description: 'Australia has required voting in federal elections since 1924, and turnout has usually been around 90 percent of enrolled voters or more. When almost everyone votes, results reflect the preferences of all citizens rather than of those most motivated to show up.' },
          { title: 'Unequal turnout gives some groups more influence than others', description: 'In voluntary systems, younger, poorer and less educated citizens vote at lower rates, so politicians have less reason to address their concerns. The political scientist Arend Lijphart argued in 1997 that compulsory voting is the most effective remedy for this bias.' },
        ],
      },
      {
        title: 'No, voting should remain voluntary',
        description: 'Citizens should be free to vote or to abstain; the state should encourage participation by making voting easy, not by punishing those who stay home.',
        arguments: [
          { title: 'The freedom to abstain is part of political freedom', description: 'Abstaining can be a deliberate statement that no candidate deserves support, or a matter of conscience for some religious believers. A free society should not compel conduct that harms no one else.' },
          { title: 'Compelled votes add uninformed and random choices', description: 'People who would not otherwise vote are, on average, less interested in politics and more likely to choose at random or simply mark the first name on the ballot. Australians call this the "donkey vote," and the order of candidates on the ballot is drawn by lot partly so that no one benefits from it systematically.' },
          { title: 'Fines fall hardest on those with the least', description: 'A penalty for not voting is a small nuisance for the well-off but a real burden for people on low incomes, who also face the most practical obstacles to voting. Automatic registration and elections held on a weekend or public holiday can raise turnout without punishing anyone.' },
        ],
      },
    ],
  },
  {
    slug: 'should-the-voting-age-be-lowered-to-16',
    title: 'Should the voting age be lowered to 16?',
    description: 'Most democracies let citizens vote at 18. Austria lowered the voting age to 16 for national elections in 2007, and Scotland and Wales let 16-year-olds vote for their own parliaments and local councils. Supporters see a chance to build lifelong voting habits; opponents doubt that 16-year-olds are ready.',
    categories: ['politics-government'],
    tags: ['elections', 'democracy'],
    positions: [
      {
        title: 'Yes, lower it to 16',
        description: 'Sixteen- and seventeen-year-olds should be able to vote in all elections.',
        arguments: [
          { title: 'Voting early builds a lifelong habit', description: 'Research on first-time voters suggests that people who vote in the first election they are eligible for are more likely to keep voting. At 16 most young people still live at home and attend school, where voting can be explained and encouraged, while at 18 many are moving away.' },
          { title: 'Young people will live longest with today\'s decisions', description: 'Choices about pensions, public debt, housing and climate policy will shape the lives of today\'s teenagers for decades. Sixteen-year-olds can work and pay taxes, and in some countries marry or join the armed forces, yet they have no say in how they are governed.' },
        ],
      },
      {
        title: 'No, keep it at 18',
        description: 'Eighteen is the common age of legal adulthood, and the right to vote should go with it.',
        arguments: [
          { title: 'The vote should come with full adult status', description: 'Most legal systems treat 18 as the age at which people take full responsibility for contracts, debts and their own legal affairs. Granting the vote earlier while withholding other adult rights and duties would be inconsistent.' },
          { title: 'Sixteen-year-olds are more dependent on those around them', description: 'Critics argue that most 16-year-olds depend on their parents and spend their days in school, and are more influenced by peers than adults are, so their votes may more often reflect the views of those around them than a settled view of their own.' },
        ],
      },
    ],
  },
  {
    slug: 'should-legislators-face-term-limits',
    title: 'Should legislators face term limits?',
    description: 'Term limits cap the number of terms a person may serve in an office. Many US states limit how long their state legislators may serve, while members of the US Congress and of most national parliaments may be reelected indefinitely.',
    categories: ['politics-government'],
    tags: ['democracy', 'elections'],
    edits: [{ field: 'description', earlier: 'Term limits cap how many terms a politician can serve. Some US states use them for their legislators but Congress does not have them.' }],
    positions: [
      {
        title: 'Yes, limit the number of terms',
        description: 'Legislators should serve a fixed maximum number of terms, after which they must make way for someone new.',
        arguments: [
          { title: 'Limits break the advantages of incumbency', description: 'Sitting legislators enjoy name recognition, easier fundraising and often favorable district boundaries, so they are rarely defeated: members of the US House who run again usually win more than 90 percent of the time. Term limits guarantee a turnover that elections alone do not deliver.' },
          { title: 'Citizen legislators stay closer to ordinary life', description: 'When a seat cannot become a lifelong career, it attracts people who plan to return to their jobs and communities, and who depend less on party leaders and donors for their future.' },
        ],
      },
      {
        title: 'No, let voters decide',
        description: 'Voters can already remove a legislator at every election; term limits take that choice away from them.',
        arguments: [
          { title: 'Term limits shift power to staff, lobbyists and the executive', description: 'Studies of US states that adopted legislative term limits in the 1990s found that governors, legislative staff and lobbyists gained influence, because they kept the knowledge and experience that short-serving legislators lacked.' },
          { title: 'Limits deny voters a representative they want', description: 'If constituents are satisfied with their representative, forcing that person out overrides their democratic choice. Every election is already a term limit that voters can apply when they see fit.' },
        ],
      },
    ],
  },
  {
    slug: 'should-parliaments-be-elected-by-proportional-representation',
    title: 'Should parliaments be elected by proportional representation?',
    description: 'Under proportional representation, parties win seats in line with their share of the vote. Under first-past-the-post, used for the US House of Representatives and the UK House of Commons, each district elects the candidate with the most votes, which can give a party a majority of seats with well under half of the vote.',
    categories: ['politics-government'],
    tags: ['elections', 'democracy'],
    positions: [
      {
        title: 'Yes, adopt proportional representation',
        description: 'Each party\'s share of seats should match its share of the vote.',
        arguments: [
          { title: 'Seats should match votes', description: 'In the 2015 UK general election, the UK Independence Party won about 12.6 percent of the vote but only one of 650 seats. Proportional systems make every vote count toward the result, wherever the voter lives.' },
          { title: 'Proportional systems encourage compromise', description: 'Because a single party rarely wins a majority under proportional representation, governments are usually coalitions that must negotiate, so policy tends to reflect a broader share of voters and to swing less abruptly after each election.' },
        ],
      },
      {
        title: 'No, keep single-member districts',
        description: 'Each district should elect its own representative, and the party that wins most districts should govern.',
        arguments: [
          { title: 'Voters can remove a government directly', description: 'First-past-the-post usually produces a single-party majority that voters can clearly reward or throw out. Under proportional systems, coalitions are formed after the vote, and a party can stay in government even after losing support. The philosopher Karl Popper defended two-party systems on this ground.' },
          { title: 'Every district has its own representative', description: 'Each constituency has one member who answers to all its residents, whatever their party. Many list-based proportional systems weaken this link, because candidates owe their places to their party\'s ranking rather than to local voters.' },
        ],
      },
      {
        title: 'Use a mixed system',
        description: 'Combine local districts with party list seats that make the overall result proportional, as Germany and New Zealand do.',
        arguments: [
          { title: 'Mixed systems keep local members and proportional results', description: 'Under mixed-member proportional systems, voters cast one vote for a local candidate and one for a party, and list seats top up each party\'s total to match its share of the party vote. New Zealand adopted this system after a 1993 referendum and first used it in 1996.' },
        ],
      },
    ],
  },
  {
    slug: 'should-major-national-questions-be-decided-by-referendum',
    title: 'Should major national questions be decided by referendum?',
    description: 'Some countries put important questions directly to voters. Switzerland holds national votes several times a year, and referendums have decided questions such as the United Kingdom\'s exit from the European Union. Other countries leave such decisions to elected representatives.',
    categories: ['politics-government'],
    tags: ['democracy', 'elections', 'social-contract'],
    people: ['jean-jacques-rousseau', 'edmund-burke'],
    edits: [{ field: 'title', earlier: 'Should referendums be used for big political questions?' }],
    positions: [
      {
        title: 'Yes, the people should decide directly',
        description: 'On the most important questions, citizens themselves should have the final word.',
        arguments: [
          { title: 'Sovereignty belongs to the people and cannot be delegated', description: 'Jean-Jacques Rousseau argued in The Social Contract that sovereignty cannot be represented, and that a people which hands its will to representatives is free only while it elects them. Referendums let citizens decide the questions that matter most themselves.', people: ['jean-jacques-rousseau'] },
          { title: 'Direct votes give decisions lasting legitimacy', description: 'Constitutional changes approved directly by voters, such as those made by Ireland\'s referendums on same-sex marriage in 2015 and on abortion in 2018, are hard for opponents to dismiss as the work of a political elite.' },
        ],
      },
      {
        title: 'No, leave decisions to representatives',
        description: 'Elected representatives, who can study and negotiate, should decide, and answer for their decisions at the next election.',
        arguments: [
          { title: 'Representatives owe voters their judgment', description: 'Edmund Burke told the electors of Bristol in 1774 that a representative owes them his judgment, and betrays them if he sacrifices it to their opinion. Complex questions need the study, negotiation and compromise that legislatures provide and a yes-or-no ballot does not.', people: ['edmund-burke'] },
          { title: 'A single ballot can settle a complex question too hastily', description: 'A referendum turns a many-sided question into two options, often decided by a narrow margin on a single day and hard to reverse. Minorities have no chance to bargain for changes, as they would in a legislature.' },
        ],
      },
    ],
  },
  {
    slug: 'is-breaking-the-law-justified-to-protest-injustice',
    title: 'Is breaking the law justified to protest injustice?',
    description: 'Civil disobedience means openly breaking a law to protest an injustice, as in the campaigns led by Mahatma Gandhi and Martin Luther King Jr. It is debated again today when activists block roads or disrupt events. Is such lawbreaking ever justified in a democracy?',
    categories: ['politics-government', 'law-justice'],
    tags: ['democracy', 'human-rights', 'social-contract'],
    people: ['john-rawls', 'hannah-arendt'],
    positions: [
      {
        title: 'Yes, when the injustice is serious',
        description: 'Open, nonviolent lawbreaking is justified when laws or policies are seriously unjust and lawful means have failed.',
        arguments: [
          { title: 'Civil disobedience has corrected grave injustices', description: 'The sit-ins and marches of the American civil rights movement openly broke segregation laws and helped bring about the Civil Rights Act of 1964. In his Letter from Birmingham Jail (1963), Martin Luther King Jr. argued that one has a moral responsibility to disobey unjust laws.' },
          { title: 'Even a nearly just democracy can need it', description: 'John Rawls held in A Theory of Justice that civil disobedience, if public, nonviolent and willing to accept the legal penalty, can be justified in a nearly just society as an appeal to the majority\'s own sense of justice.', people: ['john-rawls'] },
          { title: 'Dissenting minorities deserve a place in democratic life', description: 'In her 1970 essay "Civil Disobedience," Hannah Arendt described civil disobedients as organized minorities acting in the American tradition of voluntary association, and argued that institutions should find a recognized place for them rather than treat them as criminals.', people: ['hannah-arendt'] },
        ],
      },
      {
        title: 'No, change should come through the law',
        description: 'In a democracy with free speech and elections, opponents of a law should work to change it, not break it.',
        arguments: [
          { title: 'Disobedience undermines the rule of law', description: 'If each person may break the laws they judge unjust, laws bind only those who agree with them. Where opponents can campaign, vote and go to court, others have an equal right to have the law respected.' },
          { title: 'Disruption harms bystanders', description: 'Blocking roads or public transport imposes costs on commuters, patients and workers who have no power over the policy being protested, and can turn public opinion against the cause.' },
        ],
      },
    ],
  },
  {
    slug: 'should-rich-countries-give-more-foreign-aid',
    title: 'Should rich countries give more foreign aid?',
    description: 'In 1970 the United Nations set a target for rich countries to give 0.7 percent of their gross national income as official development assistance. Only a handful, such as Norway, Sweden, Luxembourg and Denmark, regularly meet it, and several donors have recently cut their aid budgets.',
    categories: ['politics-government', 'economics'],
    tags: ['global-poverty', 'human-rights'],
    people: ['martha-nussbaum'],
    positions: [
      {
        title: 'Yes, meet or exceed the UN target',
        description: 'Rich countries should give at least 0.7 percent of national income in aid.',
        arguments: [
          { title: 'Aid has paid for dramatic gains in health', description: 'Donor-funded programs such as Gavi, the vaccine alliance, and the Global Fund to Fight AIDS, Tuberculosis and Malaria have supported the vaccination of hundreds of millions of children and the treatment of millions of people with HIV.' },
          { title: 'Every person is entitled to a basic threshold of capabilities', description: 'Martha Nussbaum\'s capabilities approach holds that every human being is entitled to a minimum of central capabilities, such as health, education and bodily integrity, and that prosperous nations have a responsibility to help secure them everywhere.', people: ['martha-nussbaum'] },
        ],
      },
      {
        title: 'No, more aid is not the answer',
        description: 'Aid budgets should not grow; growth, trade and good government do more for poor countries.',
        arguments: [
          { title: 'Aid can weaken accountability', description: 'Economists such as William Easterly and Dambisa Moyo have argued that large aid flows can make governments answer to donors rather than to their own citizens, sustain corrupt regimes and crowd out local enterprise.' },
          { title: 'Governments are responsible first to their own citizens', description: 'Many taxpayers in donor countries face poverty, poor housing and strained public services. Money raised from them should be spent where they can see and judge its results.' },
        ],
      },
    ],
  },

  // ───────────── Economics ─────────────
  {
    slug: 'should-governments-introduce-a-universal-basic-income',
    title: 'Should governments introduce a universal basic income?',
    description: 'A universal basic income is a regular cash payment to every adult, with no means test and no requirement to work. The idea goes back at least to Thomas Paine, and trials have been run in Finland, Kenya and elsewhere.',
    categories: ['economics'],
    tags: ['welfare', 'labor', 'inequality'],
    people: ['thomas-paine', 'milton-friedman'],
    edits: [{ field: 'title', earlier: 'Should everybody get a basic income from the government?' }],
    positions: [
      {
        title: 'Yes, pay everyone a basic income',
        description: 'Every adult should receive an unconditional regular payment large enough to cover basic needs.',
        arguments: [
          { title: 'Paine proposed an unconditional payment as a matter of justice', description: 'In Agrarian Justice (1797), Thomas Paine proposed a national fund, paid for by a tax on inherited property, that would give every citizen a lump sum at 21 and a yearly pension from 50, as compensation for the loss of a natural share in the earth.', people: ['thomas-paine'] },
          { title: 'No means test means no poverty trap and no stigma', description: 'Means-tested benefits are withdrawn as earnings rise, which can leave people little better off for working more, and many who are eligible never claim them. In Finland\'s 2017-2018 trial, recipients reported less stress and better well-being, and worked slightly more than the control group, not less.' },
        ],
      },
      {
        title: 'No, target support at those in need',
        description: 'Public money should go to the people who need it, together with help to find work, rather than to everyone.',
        arguments: [
          { title: 'A basic income large enough to live on would be very expensive', description: 'Paying every adult even a modest income costs a large share of national income. It would require much higher taxes or cuts to targeted benefits, which could leave disabled people and others with high needs worse off than today.' },
          { title: 'Unconditional payments may loosen the link between work and support', description: 'Critics worry that over the long term some people would work less, shrinking the tax base that pays for the scheme, and that it would weaken the principle that those who are able to contribute should.' },
        ],
      },
      {
        title: 'Use a negative income tax instead',
        description: 'Top up the incomes of people who earn little through the tax system, phasing the payment out as earnings rise.',
        arguments: [
          { title: 'A negative income tax guarantees a floor more cheaply', description: 'Milton Friedman proposed in Capitalism and Freedom (1962) that people whose income falls below a threshold receive a share of the difference from the tax authority. It guarantees a minimum income, keeps a reward for earning more, and could replace a tangle of separate programs.', people: ['milton-friedman'] },
        ],
      },
    ],
  },
  {
    slug: 'should-the-minimum-wage-be-raised-substantially',
    title: 'Should the minimum wage be raised substantially?',
    description: 'Minimum wages set a legal floor on hourly pay. Economists disagree about how high they can rise before they cost jobs, and about whether other tools, such as tax credits for low earners, would help the low-paid more.',
    categories: ['economics'],
    tags: ['labor', 'inequality', 'markets'],
    positions: [
      {
        title: 'Yes, raise it substantially',
        description: 'The minimum wage should rise well above its current level, so that full-time work lifts people out of poverty.',
        arguments: [
          { title: 'Moderate increases have not caused the job losses once predicted', description: 'A 1994 study by David Card and Alan Krueger compared fast-food restaurants in New Jersey, which had raised its minimum wage, with those in neighboring Pennsylvania and found no fall in employment. Many later studies of state increases have also found small effects on jobs.' },
          { title: 'Higher pay shifts costs from taxpayers to employers', description: 'When wages rise at the bottom, fewer working families need public assistance, so the cost of supporting low-paid workers moves from taxpayers to the businesses that employ them.' },
        ],
      },
      {
        title: 'No, keep increases modest',
        description: 'The minimum wage should rise gradually, in line with prices and local wages, so that it does not price workers out of jobs.',
        arguments: [
          { title: 'Large increases risk cutting jobs for the least experienced', description: 'In 2019 the Congressional Budget Office estimated that a $15 federal minimum wage by 2025 would raise the pay of 17 million workers but could cost about 1.3 million jobs in its central estimate, with young and less-skilled workers most at risk.' },
          { title: 'One national rate ignores regional differences', description: 'A wage floor that is modest in an expensive city can exceed typical pay in a poorer rural area, where employers may respond by cutting hours, raising prices or automating.' },
        ],
      },
      {
        title: 'Use tax credits for low earners instead',
        description: 'Support low-paid workers through wage subsidies such as the Earned Income Tax Credit, paid for by all taxpayers.',
        arguments: [
          { title: 'Tax credits target poor households more precisely', description: 'Many minimum-wage workers are young people or second earners in households that are not poor, while a credit based on family income goes to those who need it most and does not raise the cost of hiring.' },
        ],
      },
    ],
  },
  {
    slug: 'should-there-be-an-annual-tax-on-wealth',
    title: 'Should there be an annual tax on wealth?',
    description: 'A wealth tax charges a small percentage each year on a person\'s net assets above a high threshold. Several European countries have used one, and most have since abolished it, while recent proposals in the United States and elsewhere would tax only the very richest.',
    categories: ['economics'],
    tags: ['taxation', 'inequality'],
    people: ['john-rawls', 'robert-nozick'],
    edits: [{ field: 'title', earlier: 'Should rich people pay a wealth tax every year?' }],
    positions: [
      {
        title: 'Yes, tax large fortunes every year',
        description: 'Fortunes above a high threshold should pay a modest annual tax.',
        arguments: [
          { title: 'Wealth is far more concentrated than income', description: 'Across OECD countries, the richest 10 percent of households hold about half of all household wealth, much of it in assets whose gains are taxed only when sold, or never. An annual tax reaches fortunes that the income tax largely misses.' },
          { title: 'Concentrated wealth undermines political equality', description: 'John Rawls argued that large concentrations of wealth let a few control political life, destroying the fair value of the equal political liberties. Slowing the growth of the largest fortunes protects democracy as well as fairness.', people: ['john-rawls'] },
        ],
      },
      {
        title: 'No, it does more harm than good',
        description: 'Large fortunes should be taxed through income, capital gains and inheritance taxes, not through a yearly levy on assets.',
        arguments: [
          { title: 'Most countries that tried a wealth tax gave it up', description: 'According to the OECD, twelve of its member countries levied a net wealth tax in 1990 but only four did in 2017. Common reasons for repeal were high administrative costs, modest revenue and wealthy taxpayers moving themselves or their assets abroad.' },
          { title: 'Valuing private assets every year is hard', description: 'Shares in listed companies are easy to value, but private businesses, art and land are not. Owners of such assets may have to sell part of a business to pay the tax, and disputes over valuation invite avoidance.' },
          { title: 'Justly acquired holdings belong to their owners', description: 'Wealth usually comes from income that was taxed when it was earned. Robert Nozick argued that what people acquire through just transfers is rightly theirs, and that redistributive taxation treats them as a resource for others\' purposes.', people: ['robert-nozick'] },
        ],
      },
    ],
  },
  {
    slug: 'is-free-trade-good-for-workers-in-rich-countries',
    title: 'Is free trade good for workers in rich countries?',
    description: 'Lower tariffs and trade agreements have made goods cheaper and opened markets for exporters, but competition from imports has also closed factories. The debate is over whether the gains outweigh the losses for workers, and what should be done for those who lose out.',
    categories: ['economics'],
    tags: ['trade', 'labor', 'markets'],
    people: ['adam-smith'],
    positions: [
      {
        title: 'Yes, free trade benefits workers overall',
        description: 'Open trade raises living standards, including those of most workers.',
        arguments: [
          { title: 'Specialization makes both sides richer', description: 'Adam Smith argued that if another country can supply a good more cheaply than we can make it ourselves, we should buy it from them, and David Ricardo showed that both sides gain from trade even when one country is more productive at everything. Workers benefit as consumers and through jobs in exporting industries.', people: ['adam-smith'] },
          { title: 'Cheaper imports help lower-income households most', description: 'Families on lower incomes spend a larger share of their budgets on traded goods such as food, clothing and appliances, so tariffs act like a regressive tax, and removing them raises these families\' real incomes the most.' },
        ],
      },
      {
        title: 'No, it has hurt many workers',
        description: 'Trade has cost jobs and held down wages in manufacturing regions, and the losses have not been made good.',
        arguments: [
          { title: 'The losses are concentrated in particular places', description: 'Research on the "China shock" by the economists David Autor, David Dorn and Gordon Hanson found that US regions most exposed to Chinese imports after 2000 lost manufacturing jobs and had lower wages and employment for a decade or more.' },
          { title: 'Competition with low-wage countries weakens bargaining power', description: 'When firms can move production abroad, workers at home lose leverage. Even those who keep their jobs may accept lower pay or worse conditions to compete with imports.' },
        ],
      },
      {
        title: 'It helps only if the losers are supported',
        description: 'Trade is worth having, but only with far more help for the workers and regions that lose from it.',
        arguments: [
          { title: 'Help for displaced workers has been too small', description: 'The United States has offered retraining and income support to workers displaced by trade through its Trade Adjustment Assistance program since 1962, but it has reached only a fraction of those affected. The gains from trade are large enough to pay for much more.' },
        ],
      },
    ],
  },
  {
    slug: 'should-rent-control-be-used-to-keep-housing-affordable',
    title: 'Should rent control be used to keep housing affordable?',
    description: 'Rent control limits how much landlords may charge or how fast rents may rise. Cities from Berlin to New York have used it to protect tenants, while many economists argue that it shrinks and ages the supply of rental homes.',
    categories: ['economics', 'society-culture'],
    tags: ['housing', 'markets'],
    edits: [{ field: 'description', earlier: 'Rent control means putting limits on rents. Some cities use it and lots of economists don\'t like it.' }],
    positions: [
      {
        title: 'Yes, limit rent increases',
        description: 'Cities with tight housing markets should cap how fast rents can rise for existing tenants.',
        arguments: [
          { title: 'Stability lets tenants stay in their communities', description: 'Sudden rent increases can force families out of the neighborhoods where they work, go to school and have support. A study of San Francisco by Rebecca Diamond, Tim McQuade and Franklin Qian found that rent control made covered tenants substantially more likely to stay at their address.' },
          { title: 'Housing is a necessity, not an ordinary good', description: 'Tenants cannot easily go without a home or move away from their jobs, which gives landlords strong bargaining power when housing is scarce. Limits on increases rebalance that power.' },
        ],
      },
      {
        title: 'No, rent control makes shortages worse',
        description: 'Controls help current tenants at the expense of future ones and reduce the supply of rental homes.',
        arguments: [
          { title: 'Controls reduce the supply of rental housing', description: 'The same San Francisco study found that landlords subject to rent control reduced the supply of rental housing they offered by 15 percent, converting buildings to condominiums or owner occupation, which pushed up rents elsewhere in the city.' },
          { title: 'Controls help whoever holds a lease, not those most in need', description: 'Tenants in controlled homes have a reason to stay even when their needs change, while newcomers face higher rents in the uncontrolled market. The benefit goes to sitting tenants, whatever their income.' },
        ],
      },
      {
        title: 'Build more homes instead',
        description: 'The lasting answer to high rents is to allow much more housing to be built, by easing zoning and permitting rules.',
        arguments: [
          { title: 'The shortage is the root of the problem', description: 'Rents are high where demand for housing has outgrown what planning rules allow to be built. Tokyo, where zoning is set largely by national rules that leave little room for local restrictions, has kept housing costs comparatively stable while its population grew.' },
        ],
      },
    ],
  },
  {
    slug: 'should-governments-borrow-and-spend-to-fight-recessions',
    title: 'Should governments borrow and spend to fight recessions?',
    description: 'In a downturn, governments can run larger deficits to support demand, as many did after the 2008 financial crisis and in 2020. Critics warn that the debts pile up, and that central banks and automatic stabilizers do the job better.',
    categories: ['economics'],
    tags: ['economic-growth', 'labor'],
    people: ['john-maynard-keynes', 'friedrich-hayek'],
    positions: [
      {
        title: 'Yes, spend to support demand',
        description: 'When private spending collapses, governments should borrow and spend to keep people in work.',
        arguments: [
          { title: 'Public spending fills the gap left by private demand', description: 'John Maynard Keynes argued that in a slump, households and businesses cut spending at the same time, so output and jobs fall further than they need to. Government spending can replace the missing demand until confidence returns.', people: ['john-maynard-keynes'] },
          { title: 'Borrowing is cheapest when it is needed most', description: 'Recessions usually bring low interest rates, and idle workers and machines mean that public spending need not crowd out private activity. Investment in infrastructure at such times can leave lasting assets.' },
        ],
      },
      {
        title: 'No, deficits do more harm than good',
        description: 'Governments should keep their budgets under control and let the economy adjust.',
        arguments: [
          { title: 'Stimulus can delay necessary adjustment', description: 'Friedrich Hayek argued that booms fueled by cheap credit lead to investments that cannot last, and that a recession is part of correcting them. Spending to prop up demand can keep resources in the wrong uses for longer.', people: ['friedrich-hayek'] },
          { title: 'Debt must be serviced by future taxpayers', description: 'Deficits run in recessions are rarely matched by surpluses in good times, so public debt ratchets upward. Higher debt means more of the budget going to interest and less room to respond to the next crisis.' },
        ],
      },
      {
        title: 'Leave it to central banks and automatic stabilizers',
        description: 'Interest rates and the automatic rise in benefits and fall in taxes during a downturn are enough.',
        arguments: [
          { title: 'Monetary policy acts faster and is less political', description: 'An independent central bank can cut interest rates in a day, while spending programs take months to pass and often arrive after the recession has ended. Unemployment benefits and tax receipts already adjust automatically as the economy slows.' },
        ],
      },
    ],
  },

  // ───────────── Science & Technology ─────────────
  {
    slug: 'should-advanced-artificial-intelligence-be-strictly-regulated',
    title: 'Should advanced artificial intelligence be strictly regulated?',
    description: 'AI systems now write text, generate images and code, and make or inform decisions about loans, jobs and medical care. Governments are deciding how far to regulate them: the European Union adopted its AI Act in 2024, while other countries rely mostly on existing laws and voluntary commitments.',
    categories: ['science-technology'],
    tags: ['artificial-intelligence', 'privacy'],
    people: ['alan-turing'],
    edits: [{ field: 'description', earlier: 'AI can now write, make pictures and code, and it is used to decide about loans and jobs. Should governments regulate it a lot, like the EU, or not much?' }],
    positions: [
      {
        title: 'Yes, regulate it strictly',
        description: 'Powerful AI systems should be tested, licensed and monitored before and after release, as medicines and aircraft are.',
        arguments: [
          { title: 'The risks are too serious to leave to companies', description: 'AI can be used to produce disinformation at scale, assist cyberattacks and make biased decisions about people\'s lives. Firms racing to release products have limited incentive to test for harms that fall on others.' },
          { title: 'Even the founders of the field foresaw a loss of control', description: 'Alan Turing said in a 1951 lecture that once machine thinking had started, it would probably soon outstrip human powers, so that "at some stage therefore we should have to expect the machines to take control." Many researchers now treat such risks as serious enough to warrant oversight.', people: ['alan-turing'] },
        ],
      },
      {
        title: 'No, regulate uses, not the technology',
        description: 'Apply existing laws on discrimination, safety and fraud to how AI is used, rather than licensing the technology itself.',
        arguments: [
          { title: 'Broad rules would entrench the largest firms', description: 'Licensing and compliance costs are easier for large companies to bear than for startups, universities and open-source projects. Strict rules could concentrate AI development in a few firms, the opposite of what regulators intend.' },
          { title: 'The technology changes faster than the law can', description: 'Rules written for today\'s systems may be obsolete within a few years, or may block beneficial uses in medicine and science. Regulating specific harmful uses lets the law target actual damage.' },
        ],
      },
      {
        title: 'Only international agreement will work',
        description: 'Rules should be agreed between countries, as for nuclear technology, or development will move to wherever they are loosest.',
        arguments: [
          { title: 'National rules can be sidestepped', description: 'AI models can be trained anywhere with enough computing power, and a ban or license in one country may simply move development elsewhere. Shared standards and the monitoring of the largest training runs require international cooperation.' },
        ],
      },
    ],
  },
  {
    slug: 'should-editing-the-genes-of-human-embryos-be-allowed',
    title: 'Should editing the genes of human embryos be allowed?',
    description: 'Tools such as CRISPR make it possible to change the DNA of embryos, so that the changes pass to future generations. Most countries forbid using edited embryos to start a pregnancy, and the birth in China in 2018 of twin girls whose genes had been edited was widely condemned.',
    categories: ['science-technology', 'health'],
    tags: ['biotechnology', 'bioethics'],
    edits: [{ field: 'title', earlier: 'Should we allow gene editing on human embryos?' }],
    positions: [
      {
        title: 'Yes, to prevent serious disease, once it is safe',
        description: 'When the technique is proven safe, it should be allowed to prevent serious inherited diseases.',
        arguments: [
          { title: 'It could spare children diseases no other method can prevent', description: 'Screening embryos lets most at-risk couples avoid passing on a genetic disease, but not all: when a parent carries two copies of the gene for Huntington\'s disease, for example, every embryo inherits it. Editing could prevent the disease in that child and in all of the child\'s descendants.' },
          { title: 'We already shape children\'s health before they can consent', description: 'Prenatal surgery, vaccination in infancy and the selection of embryos by genetic screening all affect a child\'s biology before they can agree to it. Editing to prevent serious disease differs in degree, not in kind.' },
        ],
      },
      {
        title: 'No, it should stay banned',
        description: 'Heritable changes to the human genome should not be made, whatever the purpose.',
        arguments: [
          { title: 'Errors would be inherited and hard to detect', description: 'Editing can cause unintended changes elsewhere in the genome, or mosaicism, in which only some cells are edited. Because the changes pass to descendants, a mistake could harm people who never consented, for many generations.' },
          { title: 'It opens the way to designer babies', description: 'Once editing is accepted for disease, the line between treatment and enhancement of traits such as height or intelligence would be hard to hold, and access would favor the wealthy, turning economic inequality into genetic inequality.' },
        ],
      },
    ],
  },
  {
    slug: 'should-governments-fund-human-missions-to-mars',
    title: 'Should governments fund human missions to Mars?',
    description: 'Space agencies and private companies have announced plans to send people to Mars in the coming decades. Supporters see scientific discovery and a long-term future for humanity; critics point to the cost and the danger, and to what robots can already do.',
    categories: ['science-technology'],
    tags: ['space-exploration'],
    positions: [
      {
        title: 'Yes, it is worth the cost',
        description: 'A crewed Mars program would repay its cost in knowledge, technology and inspiration.',
        arguments: [
          { title: 'Space programs drive technology and inspire people', description: 'The Apollo program created demand for the early integrated circuits, advanced materials and communications, and drew a generation into science and engineering. A Mars program would set goals just as hard.' },
          { title: 'Humanity should not depend on one planet', description: 'An asteroid impact, a pandemic or another catastrophe could one day threaten civilization on Earth. A self-sustaining human presence elsewhere would, in the long run, protect the human future.' },
        ],
      },
      {
        title: 'No, the money is better spent elsewhere',
        description: 'Robotic exploration and problems on Earth should come before sending people to Mars.',
        arguments: [
          { title: 'Robots do the science more cheaply and safely', description: 'Rovers such as Curiosity and Perseverance have explored Mars for years at a small fraction of the likely cost of a crewed mission, without risking lives. Sending people adds life support, fuel for the return and protection from radiation.' },
          { title: 'Pressing problems on Earth come first', description: 'Estimates for a crewed Mars program commonly run to well over a hundred billion dollars. The same money spent on health, poverty or climate would improve many more lives with far greater certainty.' },
        ],
      },
    ],
  },
  {
    slug: 'should-police-have-guaranteed-access-to-encrypted-messages',
    title: 'Should police have guaranteed access to encrypted messages?',
    description: 'End-to-end encryption means that only the sender and the recipient can read a message, not even the company that carries it. Police and security services argue that this lets criminals hide; security experts and privacy advocates argue that any built-in access would weaken security for everyone.',
    categories: ['science-technology', 'law-justice'],
    tags: ['privacy', 'security', 'criminal-justice'],
    edits: [{ field: 'description', earlier: 'End-to-end encryption means only the people talking can read the messages. Police say it helps criminals, other people say backdoors are dangerous.' }],
    positions: [
      {
        title: 'Yes, with a court warrant',
        description: 'Messaging services should be able to give police the content of messages when a judge has issued a warrant.',
        arguments: [
          { title: 'Warrants should reach digital evidence as they reach physical evidence', description: 'A judge can authorize police to search a home or tap a phone line. If messages stay out of reach even with a warrant, investigations into child abuse, terrorism and organized crime lose evidence that the law has always allowed them to obtain.' },
          { title: 'Lawful access is a design choice', description: 'Supporters argue that companies able to build secure systems for billions of users can also build tightly controlled ways to comply with warrants, and that whether to do so is a policy decision, not a law of mathematics.' },
        ],
      },
      {
        title: 'No, encryption must stay unbroken',
        description: 'No one, including the provider and the police, should be able to read end-to-end encrypted messages.',
        arguments: [
          { title: 'A door for the police is a door for attackers', description: 'In the 2015 report "Keys Under Doormats," a group of leading cryptographers and security experts argued that any exceptional access mechanism adds complexity and a target for criminals and hostile states, putting every user\'s data at risk.' },
          { title: 'Strong encryption protects the vulnerable', description: 'Journalists, dissidents and survivors of abuse, as well as ordinary people, rely on private communication. Weakening it in democracies would also give authoritarian governments a precedent for demanding the same access.' },
          { title: 'Determined criminals would switch to other tools', description: 'Strong encryption software is freely available worldwide. Mandated access in mainstream apps would mostly expose law-abiding users, while serious criminals moved to tools beyond the law\'s reach.' },
        ],
      },
    ],
  },
  {
    slug: 'should-social-media-platforms-be-legally-responsible-for-what-users-post',
    title: 'Should social media platforms be legally responsible for what users post?',
    description: 'In the United States, Section 230 of the Communications Decency Act of 1996 largely shields online platforms from liability for their users\' posts. The European Union\'s Digital Services Act and the UK\'s Online Safety Act instead give platforms duties to deal with illegal and harmful content.',
    categories: ['science-technology', 'law-justice'],
    tags: ['social-media', 'free-speech'],
    positions: [
      {
        title: 'Yes, they should answer for harmful content',
        description: 'Platforms should have a legal duty of care for the content they host and promote.',
        arguments: [
          { title: 'Platforms choose what they amplify', description: 'Platforms do not simply host posts: their algorithms decide what billions of people see, often favoring content that provokes strong reactions. A company that shapes the reach of content should bear some responsibility for its harms, as a publisher does.' },
          { title: 'Immunity leaves victims without a remedy', description: 'People harmed by defamation, harassment or the sharing of intimate images often cannot identify or sue anonymous posters. A duty of care gives platforms a reason to act on complaints quickly.' },
        ],
      },
      {
        title: 'No, keep the legal shield',
        description: 'Users, not platforms, should be responsible for what users post.',
        arguments: [
          { title: 'Liability would lead to the removal of lawful speech', description: 'Faced with lawsuits over billions of posts, platforms would take down anything that might be risky, including criticism, satire and reporting. Free expression online depends on intermediaries not being treated as the authors of every post.' },
          { title: 'Small sites could not bear the legal risk', description: 'Large companies can afford thousands of moderators and lawyers; forums, wikis and startups cannot. Liability would entrench the biggest platforms.' },
        ],
      },
    ],
  },
  {
    slug: 'should-children-under-16-be-kept-off-social-media',
    title: 'Should children under 16 be kept off social media?',
    description: 'Concern about young people\'s mental health, sleep and safety online has led some governments to act. Australia passed a law in 2024 setting a minimum age of 16 for major social media platforms, while others prefer parental controls, phone bans in schools or safer platform design.',
    categories: ['society-culture', 'science-technology'],
    tags: ['social-media', 'public-health'],
    edits: [{ field: 'title', earlier: 'Should kids under 16 be banned from social media?' }],
    positions: [
      {
        title: 'Yes, set a minimum age of 16',
        description: 'Platforms should be required to keep children under 16 off their services.',
        arguments: [
          { title: 'Teenage mental health worsened as social media spread', description: 'In the United States and several other countries, reported rates of depression and anxiety among adolescents rose sharply in the early 2010s, the years when smartphones and social media became part of teenage life. Supporters of an age limit see social media as a major cause.' },
          { title: 'A common rule takes the pressure off parents', description: 'When all of a child\'s friends are on a platform, a family that says no isolates its child. A legal age limit means parents no longer have to hold the line alone.' },
        ],
      },
      {
        title: 'No, protect and teach rather than ban',
        description: 'Make platforms safer for young users and teach them to use social media well, instead of excluding them.',
        arguments: [
          { title: 'The evidence of harm is contested', description: 'Large studies have found only small average associations between social media use and teenagers\' well-being, and researchers disagree about cause and effect. Some young people, including those isolated by where they live or who they are, find support online.' },
          { title: 'Age checks are intrusive and easy to evade', description: 'Enforcing an age limit means checking the age of every user, which raises privacy concerns for adults as well as children, and determined teenagers can borrow accounts or find ways around the checks.' },
        ],
      },
    ],
  },

  // ───────────── Ethics & Philosophy ─────────────
  {
    slug: 'is-free-will-an-illusion',
    title: 'Is free will an illusion?',
    description: 'If every event, including every choice, is the result of earlier causes, can anyone act freely? Philosophers divide into those who think determinism rules out free will, those who think free will is compatible with it, and those who think our choices are not fully determined.',
    categories: ['ethics-philosophy'],
    tags: ['free-will', 'moral-philosophy'],
    people: ['baruch-spinoza', 'david-hume', 'daniel-dennett', 'immanuel-kant'],
    edits: [{ field: 'description', earlier: 'If everything that happens has a cause, are our choices really free? Some say no, some say yes and some say it depends what free means.' }],
    positions: [
      {
        title: 'Yes, free will is an illusion',
        description: 'Our choices are the products of causes we did not choose, so the feeling of being their free author is mistaken.',
        arguments: [
          { title: 'Everything we do follows from prior causes', description: 'Baruch Spinoza argued that people believe themselves free because they are conscious of their desires but ignorant of the causes that determine them. Science, which explains behavior through genes, environment and brain states, leaves no gap for an uncaused choice.', people: ['baruch-spinoza'] },
          { title: 'The brain may decide before we are aware of deciding', description: 'In experiments published in 1983, Benjamin Libet found that brain activity preparing a movement began several hundred milliseconds before people reported deciding to move. Some scientists take this as evidence that conscious will does not start our actions.' },
        ],
      },
      {
        title: 'No, free will is compatible with determinism',
        description: 'Acting freely means acting on one\'s own reasons without coercion, which is possible even in a determined world.',
        arguments: [
          { title: 'Freedom means acting as you choose, not acting without a cause', description: 'David Hume argued that liberty is the power of acting according to the determinations of the will, which a prisoner in chains lacks and an ordinary person has. Daniel Dennett developed this view: the freedom worth wanting is the capacity to respond to reasons, which humans really have.', people: ['david-hume', 'daniel-dennett'] },
          { title: 'The Libet experiments do not show what they seem to', description: 'Later work, including a 2012 study by Aaron Schurger and colleagues, suggested that the early brain activity may reflect random neural fluctuations rather than an unconscious decision. The experiments also concerned trivial choices about when to flex a wrist.' },
        ],
      },
      {
        title: 'No, our choices are not fully determined',
        description: 'People have genuine alternatives when they choose: their decisions are not settled in advance by earlier causes.',
        arguments: [
          { title: 'Deliberation presupposes open alternatives', description: 'When we deliberate, we cannot help treating several options as open to us, and praise, blame and punishment assume that people could have done otherwise. Immanuel Kant held that a being that can act only under the idea of freedom is, for practical purposes, really free.', people: ['immanuel-kant'] },
        ],
      },
    ],
  },
  {
    slug: 'is-it-wrong-to-eat-animals',
    title: 'Is it wrong to eat animals?',
    description: 'Tens of billions of land animals are raised and killed for food each year, most of them on industrial farms. Some argue that animals\' capacity to suffer makes eating them wrong when we have alternatives; others hold that raising animals for food can be acceptable, especially when they are treated well.',
    categories: ['ethics-philosophy', 'environment'],
    tags: ['animal-ethics', 'food-agriculture', 'utilitarianism'],
    people: ['jeremy-bentham', 'peter-singer'],
    positions: [
      {
        title: 'Yes, when we can live well without it',
        description: 'Where nutritious alternatives are available, killing animals for food is wrong.',
        arguments: [
          { title: 'Animals\' suffering counts morally', description: 'Jeremy Bentham wrote that the question is not whether animals can reason or talk, but whether they can suffer. Peter Singer argued in Animal Liberation (1975) that giving animals\' interests less weight only because they belong to another species is a prejudice comparable to racism or sexism.', people: ['jeremy-bentham', 'peter-singer'] },
          { title: 'Meat production has a large environmental cost', description: 'The UN Food and Agriculture Organization estimated in 2013 that livestock account for about 14.5 percent of human-caused greenhouse gas emissions. Animal farming also uses most of the world\'s agricultural land while supplying a minority of its calories.' },
        ],
      },
      {
        title: 'No, eating animals can be acceptable',
        description: 'Raising and eating animals is not wrong in itself, provided they are treated decently.',
        arguments: [
          { title: 'Animal foods are valuable and hard to replace for many people', description: 'Meat, fish, eggs and dairy provide protein, vitamin B12, iron and other nutrients in easily absorbed forms. For many people in poor and rural regions, animal foods are hard to replace, and grazing animals turn land unsuited to crops into food.' },
          { title: 'Well-treated farm animals can have lives worth living', description: 'Animals raised for food would not exist at all otherwise. If they live good lives and are killed without suffering, their existence may be a benefit to them, an argument philosophers have discussed as the "logic of the larder."' },
        ],
      },
      {
        title: 'Only factory farming is wrong',
        description: 'Raising animals humanely is acceptable, but the intensive confinement typical of industrial farming is not.',
        arguments: [
          { title: 'Intensive farming causes most of the suffering', description: 'Most meat, eggs and milk in rich countries come from systems where animals are kept in crowded sheds, cages or crates. One can reject these practices without holding that all use of animals is wrong, and buying from high-welfare farms is a real alternative.' },
        ],
      },
    ],
  },
  {
    slug: 'do-the-well-off-have-a-duty-to-give-much-of-their-income-to-the-global-poor',
    title: 'Do the well-off have a duty to give much of their income to the global poor?',
    description: 'Hundreds of millions of people live in extreme poverty, and some charities can save a life for a few thousand dollars. Philosophers disagree about whether helping is a strict duty or an act of generosity, and about how much is enough.',
    categories: ['ethics-philosophy'],
    tags: ['global-poverty', 'utilitarianism', 'moral-philosophy'],
    people: ['peter-singer', 'amartya-sen'],
    positions: [
      {
        title: 'Yes, giving is a duty',
        description: 'People who can afford to give substantially to save lives are morally required to do so.',
        arguments: [
          { title: 'We would save a drowning child', description: 'In "Famine, Affluence, and Morality" (1972), Peter Singer argued that if we can prevent something very bad without sacrificing anything of comparable moral importance, we ought to do it. Distance does not change the duty: a child dying of a preventable disease abroad matters as much as one drowning in front of us.', people: ['peter-singer'] },
          { title: 'The most effective charities make giving highly productive', description: 'Charity evaluators estimate that the most cost-effective health programs, such as the distribution of insecticide-treated bed nets against malaria, can save a life for a few thousand dollars. Giving a tenth of a comfortable income could save many lives over a career.' },
        ],
      },
      {
        title: 'No, it is generous but not required',
        description: 'Giving to distant strangers is admirable, but morality does not demand that people give much of their income.',
        arguments: [
          { title: 'Morality cannot be that demanding', description: 'Followed consistently, the duty would require giving until one is nearly as poor as those being helped, leaving no room for personal projects, friendships or family life. Many philosophers conclude that a morality this demanding cannot be correct.' },
          { title: 'Special obligations come first', description: 'People have stronger duties to their children, families and communities than to strangers, and meeting those duties already takes much of their income and time.' },
        ],
      },
      {
        title: 'The priority is institutions, not private charity',
        description: 'Ending poverty depends on governance, trade and economic development more than on individual donations.',
        arguments: [
          { title: 'Freedom and accountable government prevent the worst deprivation', description: 'Amartya Sen observed that no substantial famine has ever occurred in a functioning democracy with a relatively free press, because governments there must respond. Lasting progress comes from expanding people\'s freedoms and capabilities, which political and economic reform does more than charity.', people: ['amartya-sen'] },
        ],
      },
    ],
  },
  {
    slug: 'is-it-ever-right-to-lie',
    title: 'Is it ever right to lie?',
    description: 'Almost everyone agrees that honesty matters, but most people also accept white lies and lies that protect others. The question is whether lying is always wrong, or whether good enough reasons can justify it.',
    categories: ['ethics-philosophy'],
    tags: ['moral-philosophy', 'utilitarianism'],
    people: ['immanuel-kant'],
    positions: [
      {
        title: 'No, lying is always wrong',
        description: 'Lying treats the person deceived as a mere means and undermines the trust that all communication depends on, whatever the consequences.',
        arguments: [
          { title: 'Kant held that even a lie to a murderer is wrong', description: 'In a 1797 essay, Immanuel Kant argued that one may not lie even to a murderer who asks where a friend is hiding, because truthfulness is a duty to everyone, and the liar becomes responsible for whatever consequences follow from the lie.', people: ['immanuel-kant'] },
          { title: 'Lies erode trust even when they seem harmless', description: 'Each lie makes the liar\'s future statements less reliable and encourages others to lie in turn. Being able to believe what people tell us is a shared resource that small, well-meant deceptions wear away.' },
        ],
      },
      {
        title: 'Yes, when it prevents serious harm',
        description: 'A lie that protects someone from grave harm is justified, as when people hid refugees from persecution.',
        arguments: [
          { title: 'Consequences matter more than the rule', description: 'For consequentialists, what makes an act right is the good it does. People who lied to the authorities to hide Jews during the Holocaust are admired, not blamed, and a theory that condemns them must be mistaken.' },
          { title: 'A would-be murderer has no right to the truth', description: 'The French writer Benjamin Constant, whose objection prompted Kant\'s essay, argued that the duty to tell the truth is owed only to those who have a right to it, and that someone seeking to harm another has no such right.', people: ['immanuel-kant'] },
        ],
      },
    ],
  },
  {
    slug: 'are-some-moral-truths-objective',
    title: 'Are some moral truths objective?',
    description: 'Is the wrongness of cruelty a fact, true whatever anyone thinks, or an expression of human feelings and cultural conventions? Moral realists say some moral claims are objectively true; anti-realists deny it.',
    categories: ['ethics-philosophy'],
    tags: ['moral-philosophy'],
    people: ['immanuel-kant', 'david-hume'],
    edits: [{ field: 'title', earlier: 'Is morality objective or is it all just subjective?' }],
    positions: [
      {
        title: 'Yes, some moral claims are objectively true',
        description: 'Some things are right or wrong regardless of what any person or culture believes.',
        arguments: [
          { title: 'Some moral claims are as certain as anything we know', description: 'That torturing a child for fun is wrong seems more certain than any philosophical premise that could be used to argue against it. If we trust perception and reasoning as sources of knowledge, we have similar grounds to trust our firmest moral judgments.' },
          { title: 'Moral progress requires a standard', description: 'Most people believe that the abolition of slavery was moral progress, not merely a change of fashion. Progress makes sense only if there is a standard against which views can be better or worse.' },
          { title: 'Reason itself yields moral duties', description: 'Immanuel Kant argued that the supreme principle of morality, the categorical imperative, binds every rational being whatever their desires or culture, because it follows from the nature of rational agency itself.', people: ['immanuel-kant'] },
        ],
      },
      {
        title: 'No, morality rests on feelings and conventions',
        description: 'Moral claims express human attitudes and practices rather than objective facts.',
        arguments: [
          { title: 'Moral judgments come from sentiment, not reason', description: 'David Hume argued that reason alone cannot move us to act and that moral distinctions derive from feelings of approval and disapproval. He also observed that no conclusion about what ought to be follows from premises only about what is.', people: ['david-hume'] },
          { title: 'Deep moral disagreement counts against objectivity', description: 'Cultures and eras have disagreed profoundly about slavery, sexuality, punishment and the treatment of outsiders. The philosopher J. L. Mackie argued that such disagreement is better explained by different ways of life than by some people perceiving objective facts that others miss.' },
        ],
      },
    ],
  },

  // ───────────── Law & Justice ─────────────
  {
    slug: 'should-the-death-penalty-be-abolished',
    title: 'Should the death penalty be abolished?',
    description: 'More than two-thirds of the world\'s countries have abolished capital punishment in law or in practice, while others, including the United States, China and Iran, still carry out executions. The debate turns on justice for victims, deterrence and the risk of executing the innocent.',
    categories: ['law-justice'],
    tags: ['criminal-justice', 'human-rights'],
    people: ['cesare-beccaria', 'immanuel-kant'],
    positions: [
      {
        title: 'Yes, abolish it everywhere',
        description: 'No state should put anyone to death as a punishment, whatever the crime.',
        arguments: [
          { title: 'Innocent people have been sentenced to death', description: 'Since 1973, more than 180 people sentenced to death in the United States have later been exonerated, some after decades on death row. An execution cannot be undone when new evidence comes to light.' },
          { title: 'Certainty of punishment deters more than severity', description: 'In On Crimes and Punishments (1764), Cesare Beccaria argued that the death penalty is neither necessary nor useful: a lasting punishment such as lifelong imprisonment makes a stronger and more durable impression than a brief execution.', people: ['cesare-beccaria'] },
          { title: 'There is no clear evidence that it deters murder', description: 'A 2012 report of the US National Research Council concluded that studies claiming to measure the effect of the death penalty on homicide rates were not informative and should not be used to shape policy.' },
        ],
      },
      {
        title: 'No, keep it for the worst crimes',
        description: 'The most heinous murders deserve the ultimate penalty, applied with strict safeguards.',
        arguments: [
          { title: 'Some crimes deserve the ultimate penalty', description: 'Immanuel Kant held that justice requires punishment in proportion to the crime, and that murder deserves death. On this retributive view, imprisonment for the deliberate killing of many people fails to give the crime its due.', people: ['immanuel-kant'] },
          { title: 'It offers justice to victims\' families and protects others', description: 'For some families of murder victims, the execution of the killer is the only outcome that feels like justice. An executed murderer can never kill again, whether in prison or after an escape or release.' },
        ],
      },
    ],
  },
  {
    slug: 'should-prisons-focus-on-rehabilitation-rather-than-punishment',
    title: 'Should prisons focus on rehabilitation rather than punishment?',
    description: 'Prisons aim to punish, to deter, to protect the public and to prepare inmates for life after release. Countries strike very different balances: Norway\'s prisons try to resemble ordinary life as far as possible, while many others stress security and punishment.',
    categories: ['law-justice'],
    tags: ['criminal-justice'],
    people: ['jeremy-bentham'],
    edits: [{ field: 'description', earlier: 'Prisons can either punish people or rehabilitate them. Norway mostly does rehabilitation and other countries do punishment more.' }],
    positions: [
      {
        title: 'Yes, rehabilitation should come first',
        description: 'Prisons should above all prepare inmates to return to society and not reoffend.',
        arguments: [
          { title: 'Almost every prisoner is eventually released', description: 'Since nearly everyone in prison returns to society, the question is what kind of neighbor they will be. Norway, which stresses education, work and normal living conditions in prison, reports that about 20 percent of released prisoners are reconvicted within two years, though countries measure reoffending differently.' },
          { title: 'Education in prison reduces reoffending', description: 'A 2013 review by the RAND Corporation found that inmates who took part in education programs had 43 percent lower odds of returning to prison than those who did not, and that the programs saved more than they cost.' },
        ],
      },
      {
        title: 'No, punishment must remain central',
        description: 'Prison should above all be a just and deterrent penalty for crime.',
        arguments: [
          { title: 'Punishment expresses society\'s condemnation', description: 'Victims and the public need to see serious crimes answered with a penalty proportionate to the harm done. A system focused on the offender\'s needs risks treating a wrong done to others as a problem of the offender\'s welfare.' },
          { title: 'Deterrence requires that crime not pay', description: 'Jeremy Bentham held that punishment is justified by the crimes it prevents, and that it must be severe enough to outweigh the expected gain from offending. Prisons that seem too comfortable may weaken that deterrent effect.', people: ['jeremy-bentham'] },
        ],
      },
    ],
  },
  {
    slug: 'should-civilian-gun-ownership-be-tightly-restricted',
    title: 'Should civilian gun ownership be tightly restricted?',
    description: 'Countries vary widely in how easy it is to own a firearm. The United States has more civilian guns than people and a constitutional right to keep and bear arms, while Australia, Japan and the United Kingdom restrict ownership tightly.',
    categories: ['law-justice', 'society-culture'],
    tags: ['gun-control', 'criminal-justice', 'liberty'],
    positions: [
      {
        title: 'Yes, restrict guns tightly',
        description: 'Civilian ownership should require licenses, checks and good reasons, and the most dangerous weapons should be banned.',
        arguments: [
          { title: 'More guns mean more gun deaths', description: 'Among rich countries, those with more firearms tend to have more gun homicides and gun suicides. Suicide attempts with a firearm are far more often fatal than attempts by other means, so easy access to a gun raises the risk that a crisis ends in death.' },
          { title: 'Australia\'s reforms show that restrictions can work', description: 'After a mass shooting at Port Arthur in 1996, Australia banned automatic and semi-automatic rifles and pump-action shotguns, and bought back and destroyed about 650,000 guns. Studies found that firearm deaths, especially suicides, fell faster afterward, and no mass shooting on that scale has occurred there since.' },
        ],
      },
      {
        title: 'No, protect the right to own guns',
        description: 'Law-abiding adults should be free to own firearms for self-defense, hunting and sport.',
        arguments: [
          { title: 'Self-defense is a basic right', description: 'People have a right to defend themselves and their families, and a firearm lets a physically weaker person resist an attacker. In District of Columbia v. Heller (2008), the US Supreme Court held that the Second Amendment protects an individual right to keep a handgun at home for self-defense.' },
          { title: 'Criminals do not obey gun laws', description: 'Restrictions burden law-abiding owners, including hunters, sport shooters and rural residents far from police help, while criminals obtain weapons illegally.' },
        ],
      },
    ],
  },
  {
    slug: 'should-possessing-drugs-for-personal-use-be-decriminalized',
    title: 'Should possessing drugs for personal use be decriminalized?',
    description: 'Decriminalization removes criminal penalties for possessing small amounts of drugs, usually replacing them with fines or referral to treatment, while selling remains a crime. Portugal did this for all drugs in 2001; Oregon did so in 2020 but restored criminal penalties in 2024.',
    categories: ['law-justice', 'health'],
    tags: ['drug-policy', 'criminal-justice', 'public-health'],
    people: ['john-stuart-mill', 'milton-friedman'],
    edits: [{ field: 'title', earlier: 'Should drugs be decriminalized for people who use them?' }],
    positions: [
      {
        title: 'Yes, treat drug use as a health issue',
        description: 'Possession for personal use should be handled by health services, not the criminal courts.',
        arguments: [
          { title: 'Portugal\'s reform did not lead to a surge in drug use', description: 'After Portugal decriminalized possession in 2001 and expanded treatment, drug use stayed around European averages, while HIV infections among people who inject drugs and drug-related deaths fell sharply.' },
          { title: 'A criminal record can do more harm than the drug', description: 'A conviction for possession can cost people jobs, housing and education for years, and enforcement falls unevenly on poorer and minority communities. Treating users as patients makes them more willing to seek help.' },
          { title: 'Adults should decide what to put in their own bodies', description: 'John Stuart Mill\'s harm principle holds that the state may restrict a person\'s liberty only to prevent harm to others. Milton Friedman argued that prohibition does more harm than the drugs themselves, by creating violent black markets.', people: ['john-stuart-mill', 'milton-friedman'] },
        ],
      },
      {
        title: 'No, keep possession a crime',
        description: 'Criminal penalties for possession deter use and give the courts a way to push users into treatment.',
        arguments: [
          { title: 'Oregon\'s experience shows the risks', description: 'Oregon\'s 2020 ballot measure decriminalized possession of all drugs, but few of those cited sought the treatment offered in place of penalties, and public drug use became more visible. In 2024 the legislature restored criminal penalties with support from both parties.' },
          { title: 'Penalties deter use and create leverage for treatment', description: 'The threat of a criminal charge discourages experimentation, especially among young people, and courts can divert offenders into treatment they might not otherwise accept. Drug courts rely on that leverage.' },
        ],
      },
    ],
  },
  {
    slug: 'should-governments-collect-communications-data-in-bulk-to-fight-terrorism',
    title: 'Should governments collect communications data in bulk to fight terrorism?',
    description: 'Security agencies can collect data about the communications of millions of people and search it for threats. Disclosures in 2013 revealed the scale of such programs in the United States and the United Kingdom, and courts and legislatures have since debated their limits.',
    categories: ['law-justice', 'politics-government'],
    tags: ['privacy', 'security', 'liberty'],
    people: ['thomas-hobbes', 'jeremy-bentham'],
    positions: [
      {
        title: 'Yes, with independent oversight',
        description: 'Bulk collection is a legitimate tool against terrorism if judges and legislators oversee it.',
        arguments: [
          { title: 'Security is the first duty of government', description: 'Thomas Hobbes argued that people accept a sovereign\'s authority to escape a condition in which life is "solitary, poor, nasty, brutish, and short." Protecting citizens from attack is why the state exists, and attacks today are planned through electronic communications.', people: ['thomas-hobbes'] },
          { title: 'Stored records reveal connections targeted searches miss', description: 'Investigators often learn of a suspect only after an attack. Stored communications records let them trace the suspect\'s contacts quickly and find accomplices, which collection that begins only after the fact cannot do.' },
        ],
      },
      {
        title: 'No, it violates privacy and chills freedom',
        description: 'Governments should collect the communications of specific suspects only, with a warrant.',
        arguments: [
          { title: 'Being watched changes how people behave', description: 'Jeremy Bentham designed the Panopticon, a prison in which inmates could be watched at any moment without knowing when, so that they would behave as if always observed. Mass surveillance risks having the same effect on a free society, deterring lawful speech and association.', people: ['jeremy-bentham'] },
          { title: 'Courts have found bulk programs unlawful', description: 'In 2020 a US federal appeals court ruled that the National Security Agency\'s bulk collection of Americans\' phone records had violated the law, and in 2021 the European Court of Human Rights found that the UK\'s bulk interception regime violated the right to respect for private life and correspondence.' },
        ],
      },
    ],
  },

  // ───────────── Society & Culture ─────────────
  {
    slug: 'should-hate-speech-be-restricted-by-law',
    title: 'Should hate speech be restricted by law?',
    description: 'Many democracies, including Germany, France and Canada, make it a crime to incite hatred against groups defined by race, religion or other characteristics. The United States protects most such speech under the First Amendment, unless it incites imminent lawless action or is a true threat.',
    categories: ['society-culture', 'law-justice'],
    tags: ['free-speech', 'human-rights'],
    people: ['john-stuart-mill'],
    positions: [
      {
        title: 'Yes, hate speech should be restricted',
        description: 'Speech that stirs up hatred against people for who they are should be a crime.',
        arguments: [
          { title: 'Hate speech harms its targets', description: 'Speech that vilifies people for their race or religion can intimidate them, drive them out of public life and make discrimination and violence seem acceptable. Laws against it protect the equal standing of minorities as citizens.' },
          { title: 'History shows where unchecked hatred can lead', description: 'Germany\'s laws against incitement to hatred were shaped by the experience of Nazi propaganda, which prepared the ground for persecution and genocide. A democracy need not tolerate campaigns against the dignity of its citizens.' },
        ],
      },
      {
        title: 'No, answer it with more speech',
        description: 'Hateful opinions should be refuted in open debate, not punished by the state.',
        arguments: [
          { title: 'Silencing an opinion harms the search for truth', description: 'John Stuart Mill argued in On Liberty that silencing an opinion wrongs everyone: if it is true, we lose the truth; if it is false, we lose the clearer understanding of the truth that comes from refuting it. Hateful views are best defeated in the open.', people: ['john-stuart-mill'] },
          { title: 'Vague laws can be turned against the powerless', description: 'What counts as hate depends on who decides. Speech laws have been used against minorities, protesters and dissidents, and broad definitions can chill legitimate debate about religion, immigration and identity.' },
        ],
      },
      {
        title: 'Only incitement to violence should be a crime',
        description: 'Speech should be punished only when it directly incites violence or threatens specific people.',
        arguments: [
          { title: 'The line should be drawn at imminent harm', description: 'In Brandenburg v. Ohio (1969), the US Supreme Court held that advocacy may be punished only when it is directed to inciting imminent lawless action and is likely to produce it. This targets real danger while leaving offensive opinions free.' },
        ],
      },
    ],
  },
  {
    slug: 'should-rich-countries-accept-more-immigrants',
    title: 'Should rich countries accept more immigrants?',
    description: 'Immigration is among the most contested issues in many democracies. Supporters point to economic gains, aging populations and humanitarian duties; skeptics worry about wages, housing and public services, integration and the pace of change.',
    categories: ['society-culture', 'economics'],
    tags: ['immigration', 'labor', 'human-rights'],
    edits: [{ field: 'title', earlier: 'Should rich countries let in more immigrants or less?' }],
    positions: [
      {
        title: 'Yes, accept more',
        description: 'Rich countries should raise the number of immigrants they admit.',
        arguments: [
          { title: 'Aging societies need workers', description: 'In much of Europe and East Asia, birth rates are well below replacement level and the number of retirees for each worker is rising. Immigrants fill jobs in care, construction and farming, and pay taxes that help fund pensions.' },
          { title: 'Migration is one of the surest ways out of poverty', description: 'A worker who moves from a poor country to a rich one can earn several times as much for the same work, and money sent home by migrants to low- and middle-income countries now far exceeds all official development aid.' },
        ],
      },
      {
        title: 'No, keep or reduce current levels',
        description: 'Immigration should be held at current levels or reduced, so that communities and services can keep up.',
        arguments: [
          { title: 'Rapid change strains communities and services', description: 'When arrivals outpace the building of homes, schools and clinics, the pressure falls on the places that receive them. A democratic public is entitled to decide how many newcomers it can integrate, and how fast.' },
          { title: 'Some low-wage workers face more competition', description: 'Economists disagree about the size of the effect, but some studies find that large inflows of less-skilled workers reduce wages for the existing workers who compete most directly with them, who are often earlier immigrants.' },
        ],
      },
      {
        title: 'Select for skills and invest in integration',
        description: 'Admit immigrants according to the skills a country needs, and invest heavily in language teaching and integration.',
        arguments: [
          { title: 'Selective systems can sustain public support', description: 'Canada selects most of its economic immigrants through a points system that weighs education, language and work experience. It takes in many newcomers relative to its population, and immigration has long enjoyed broad public support there.' },
        ],
      },
    ],
  },
  {
    slug: 'should-companies-face-quotas-for-women-on-their-boards',
    title: 'Should companies face quotas for women on their boards?',
    description: 'In 2003 Norway required public limited companies to fill at least 40 percent of their board seats with each sex, and several European countries and the European Union have since adopted similar rules. Critics prefer voluntary targets and appointment on merit alone.',
    categories: ['society-culture', 'economics'],
    tags: ['gender-equality', 'labor'],
    positions: [
      {
        title: 'Yes, set binding quotas',
        description: 'Large companies should be legally required to have a minimum share of each sex on their boards.',
        arguments: [
          { title: 'Quotas work quickly where voluntary efforts stall', description: 'Before its law, women held well under 10 percent of board seats in Norway\'s public limited companies; within a few years they held the 40 percent required. Decades of voluntary encouragement elsewhere had produced much slower change.' },
          { title: 'Talent is wasted when networks decide', description: 'Board seats are often filled through the personal networks of existing directors, most of whom are men. A quota forces companies to search more widely and to consider candidates they would otherwise have overlooked.' },
        ],
      },
      {
        title: 'No, appoint on merit alone',
        description: 'Boards should choose the best candidates, whatever their sex, and companies should be free to set their own targets.',
        arguments: [
          { title: 'The wider benefits have been small', description: 'A study of Norway\'s quota by Marianne Bertrand and colleagues found that it raised the qualifications of the women appointed to boards but had little effect on the pay or careers of women in the companies below board level.' },
          { title: 'Quotas can undermine the women they are meant to help', description: 'When appointments are made to meet a quota, colleagues may wrongly assume that a woman on the board was chosen for her sex rather than her ability, weakening the authority of highly qualified directors.' },
        ],
      },
    ],
  },
  {
    slug: 'should-a-four-day-week-become-the-standard',
    title: 'Should a four-day week become the standard?',
    description: 'Trials in Iceland, the United Kingdom and elsewhere have cut working hours, often to four days a week, without cutting pay. Advocates report equal output and healthier workers; skeptics question whether the results apply beyond the employers who volunteered.',
    categories: ['society-culture', 'economics'],
    tags: ['labor', 'economic-growth'],
    people: ['john-maynard-keynes'],
    positions: [
      {
        title: 'Yes, move to a four-day week',
        description: 'Full-time work should move to four days, or about 32 hours, without a cut in pay.',
        arguments: [
          { title: 'Large trials found that output held up', description: 'In a 2022 UK pilot involving 61 companies, most reported that performance was maintained, and 56 continued with a shorter week after the trial ended. Staff reported less burnout and took fewer sick days.' },
          { title: 'Rising productivity should be shared as free time', description: 'Working hours in rich countries fell for a century as productivity rose, and the five-day week was itself once a radical reform. John Maynard Keynes predicted in 1930 that his grandchildren\'s generation might need to work only fifteen hours a week.', people: ['john-maynard-keynes'] },
        ],
      },
      {
        title: 'No, leave hours to employers and workers',
        description: 'Shorter weeks may suit some employers, but they should not become a legal or general standard.',
        arguments: [
          { title: 'The trial employers chose themselves', description: 'Companies that volunteer for a trial are those most confident it will work, often office businesses with flexible tasks. Hospitals, schools, shops and factories cannot drop a day without hiring more staff or reducing service.' },
          { title: 'Paying the same for fewer hours raises costs', description: 'If output per hour does not rise enough to make up for the lost day, employers pay the same for less work, which can mean higher prices, fewer hires or work moved elsewhere. Workers who would rather work more for more pay also lose out.' },
        ],
      },
    ],
  },
  {
    slug: 'should-parental-leave-be-split-equally-between-parents',
    title: 'Should parental leave be split equally between parents?',
    description: 'In most countries mothers take far more leave after a birth than fathers. Some, such as Sweden and Iceland, reserve part of paid leave for each parent on a use-it-or-lose-it basis; others leave it to families to decide who stays at home.',
    categories: ['society-culture'],
    tags: ['gender-equality', 'labor', 'welfare'],
    people: ['simone-de-beauvoir'],
    positions: [
      {
        title: 'Yes, reserve equal leave for each parent',
        description: 'Each parent should have an equal share of paid leave that cannot be transferred to the other.',
        arguments: [
          { title: 'Equal leave narrows the pay gap', description: 'Much of the gap in earnings between men and women opens after the birth of a first child, when mothers cut their hours and fathers mostly do not. Leave reserved for fathers spreads the career cost of parenthood more evenly.' },
          { title: 'Women\'s freedom depends on economic independence', description: 'Simone de Beauvoir argued in The Second Sex that paid work had done more than anything else to free women, and that women could not be free while they depended economically on men. Sharing care at home makes equal participation in paid work possible.', people: ['simone-de-beauvoir'] },
        ],
      },
      {
        title: 'No, let families decide',
        description: 'Parents should share the leave between them as they see fit.',
        arguments: [
          { title: 'Families know their own circumstances', description: 'One parent may be breastfeeding, earn much less, be self-employed or simply want more time with the baby. When leave cannot be transferred, some of it goes unused and the family loses it.' },
          { title: 'Mothers have needs that fathers do not', description: 'Recovering from childbirth and breastfeeding place demands on mothers in particular, so identical entitlements for both parents may not be equal in their effect.' },
        ],
      },
    ],
  },

  // ───────────── Health ─────────────
  {
    slug: 'should-vaccinations-be-mandatory-for-schoolchildren',
    title: 'Should vaccinations be mandatory for schoolchildren?',
    description: 'Many countries and US states require children to be vaccinated against diseases such as measles before they start school, with exemptions that range from medical reasons only to religious or personal belief. Others rely on persuasion and free vaccination.',
    categories: ['health'],
    tags: ['public-health', 'liberty'],
    people: ['john-stuart-mill'],
    edits: [{ field: 'title', earlier: 'Should vaccines be compulsory for kids going to school?' }],
    positions: [
      {
        title: 'Yes, require vaccination for school',
        description: 'Children should be vaccinated to attend school, with exemptions for medical reasons only.',
        arguments: [
          { title: 'High coverage protects those who cannot be vaccinated', description: 'Measles is so contagious that about 95 percent of a community must be immune to prevent outbreaks. Babies too young to be vaccinated and children with weakened immune systems depend on the people around them being vaccinated.' },
          { title: 'Mandates raise coverage', description: 'After California ended exemptions based on personal belief in 2015, the share of kindergartners with all required vaccinations rose to about 95 percent within two years.' },
          { title: 'Preventing harm to others justifies the requirement', description: 'On the harm principle set out by John Stuart Mill, the state may restrict liberty to prevent harm to others. An unvaccinated child can infect people who never chose the risk, so requiring vaccination for school is a clear application of the principle.', people: ['john-stuart-mill'] },
        ],
      },
      {
        title: 'No, rely on persuasion',
        description: 'Vaccination should be free, easy and encouraged, but not a condition of going to school.',
        arguments: [
          { title: 'Mandates can harden opposition', description: 'Coercion can deepen the mistrust of hesitant parents, who may keep children out of school or seek false exemptions. Countries such as Norway and Sweden reach high coverage with voluntary programs built on trust.' },
          { title: 'Parents are responsible for their children\'s medical care', description: 'Vaccines are very safe but not entirely free of risk, and decisions about a child\'s body belong in the first place to the parents who are responsible for the child, unless the danger to others is immediate.' },
        ],
      },
    ],
  },
  {
    slug: 'should-sugary-drinks-be-taxed',
    title: 'Should sugary drinks be taxed?',
    description: 'More than 50 countries, and several US cities, tax sugar-sweetened drinks to curb obesity, diabetes and tooth decay. Critics call such taxes regressive and paternalistic, and doubt that they improve health.',
    categories: ['health', 'economics'],
    tags: ['public-health', 'taxation'],
    positions: [
      {
        title: 'Yes, tax sugary drinks',
        description: 'A tax on sugar-sweetened drinks is a cheap and effective way to improve diets.',
        arguments: [
          { title: 'The tax reduces consumption', description: 'After Mexico introduced a tax of one peso per liter in 2014, purchases of taxed drinks fell by an average of 6 percent in the first year, with larger falls among low-income households.' },
          { title: 'Manufacturers change their recipes', description: 'The UK\'s Soft Drinks Industry Levy, introduced in 2018, charges more for drinks with more sugar. Many manufacturers cut the sugar in their products before it took effect, reducing the sugar sold without consumers having to change what they buy.' },
        ],
      },
      {
        title: 'No, it is unfair and ineffective',
        description: 'Taxes on particular foods and drinks burden the poor and do little for health.',
        arguments: [
          { title: 'The tax falls hardest on the poor', description: 'Lower-income households spend a larger share of their income on such drinks, so they pay a larger share of the tax. Critics argue that it penalizes people\'s choices rather than addressing the causes of poor diets.' },
          { title: 'Evidence of an effect on obesity is limited', description: 'Obesity has many causes, and people can switch to untaxed snacks and drinks or shop outside the taxed area. Evidence that the taxes reduce obesity rates, rather than purchases of the taxed drinks, is still limited.' },
        ],
      },
    ],
  },
  {
    slug: 'should-health-care-be-paid-for-by-a-single-public-insurer',
    title: 'Should health care be paid for by a single public insurer?',
    description: 'In single-payer systems such as Canada\'s, one public body pays for most medical care out of taxes. Germany, Switzerland and the Netherlands achieve universal coverage through regulated insurers instead, while the United States relies heavily on private insurance alongside public programs.',
    categories: ['health', 'economics'],
    tags: ['health-care', 'welfare', 'markets'],
    edits: [{ field: 'description', earlier: 'In single-payer systems like Canada the government pays for health care. Other countries such as Germany and the US do it differently.' }],
    positions: [
      {
        title: 'Yes, adopt a single payer',
        description: 'One public insurer, funded by taxes, should cover everyone.',
        arguments: [
          { title: 'A single payer spends less on administration', description: 'With one insurer there is no need for billing departments to deal with many plans, or for marketing and disputes over claims. The United States spends about 17 percent of its GDP on health care, far more than other rich countries, and administrative costs are a significant part of the difference.' },
          { title: 'Coverage should not depend on a job', description: 'Under a single public insurer, everyone is covered from birth, whether they change jobs, start a business or fall ill, and nobody has to choose between treatment and debt.' },
        ],
      },
      {
        title: 'No, use competing regulated insurers',
        description: 'Universal coverage should come through private insurers that are required to accept everyone, with public subsidies.',
        arguments: [
          { title: 'Universal coverage does not require a single payer', description: 'Switzerland and the Netherlands cover everyone by requiring residents to buy insurance from regulated insurers that must accept all applicants, with subsidies for those on low incomes. Competition among insurers gives patients a choice.' },
          { title: 'Single payers tend to ration care through waiting lists', description: 'When one budget pays for everything, costs are often controlled by limiting supply. Canada has some of the longest waits for specialist care and planned surgery among rich countries.' },
        ],
      },
      {
        title: 'No, keep a market with a safety net',
        description: 'Most people should buy insurance in a competitive market, with public programs for the elderly and the poor.',
        arguments: [
          { title: 'Markets reward medical innovation', description: 'A large share of new medicines and medical devices are developed for and financed by the US market, where higher prices reward innovation. A single national budget with tight price controls may slow the arrival of new treatments.' },
        ],
      },
    ],
  },
  {
    slug: 'should-organ-donation-be-opt-out',
    title: 'Should organ donation be opt-out?',
    description: 'Under an opt-out system, adults are presumed to agree to donate their organs after death unless they have registered a refusal. Spain, Wales, England and many other countries use it; others, including the United States, ask people to opt in.',
    categories: ['health', 'ethics-philosophy'],
    tags: ['bioethics', 'public-health'],
    positions: [
      {
        title: 'Yes, presume consent',
        description: 'Everyone should be a donor unless they have said they do not want to be.',
        arguments: [
          { title: 'Most people support donation but never register', description: 'Surveys in many countries find that most people are willing to donate their organs, yet far fewer sign up. A default of donation brings practice into line with what most people want, while anyone who objects can opt out.' },
          { title: 'Thousands die waiting for organs', description: 'About 100,000 people are on the US national transplant waiting list, and thousands die each year before an organ becomes available. Any reform that raises donation rates saves lives.' },
        ],
      },
      {
        title: 'No, donation should require explicit consent',
        description: 'Organs should be taken only from people who actively chose to donate them.',
        arguments: [
          { title: 'Silence is not consent', description: 'Many people never learn about the default or never get around to opting out, so presumed consent can take organs from some who would have refused. A gift of one\'s body should be a real choice.' },
          { title: 'The law matters less than the system around it', description: 'Spain, which has the world\'s highest donation rate, adopted presumed consent in 1979, but its rates rose only after it created a national network of transplant coordinators in 1989. Studies of countries that switched to opt-out have found mixed effects.' },
        ],
      },
      {
        title: 'Ask everyone to decide',
        description: 'Require every adult to record a decision, for example when applying for a driver\'s license.',
        arguments: [
          { title: 'Mandated choice respects autonomy and raises registration', description: 'Illinois and some other US states ask people to state their wishes when they apply for a driver\'s license. This records a real decision for each person, avoiding both the guesswork of presumed consent and the low registration of pure opt-in.' },
        ],
      },
    ],
  },
  {
    slug: 'should-assisted-dying-be-legal',
    title: 'Should assisted dying be legal?',
    description: 'Assisted dying, in which doctors help patients end their lives at their request, is legal in the Netherlands, Belgium, Canada, several US states and other places, under conditions that vary widely. Supporters see a right to choose how to die; opponents fear pressure on vulnerable people.',
    categories: ['health', 'ethics-philosophy'],
    tags: ['bioethics', 'liberty', 'health-care'],
    people: ['john-stuart-mill'],
    positions: [
      {
        title: 'Yes, for terminally ill adults, with safeguards',
        description: 'Mentally competent adults with a terminal illness should be able to get medical help to end their lives.',
        arguments: [
          { title: 'Competent adults should decide how their lives end', description: 'John Stuart Mill wrote that over his own body and mind the individual is sovereign. Forcing a dying person to endure suffering they find unbearable denies them control over the most personal decision there is.', people: ['john-stuart-mill'] },
          { title: 'Narrow laws have worked with safeguards', description: 'Oregon has allowed terminally ill adults to obtain lethal medication since 1997. Patients must be expected to die within six months and must make repeated requests, and about a third of those who obtain the medication never take it, valuing the control it gives them.' },
        ],
      },
      {
        title: 'Yes, for unbearable suffering, even if not terminal',
        description: 'Assisted dying should also be open to people whose suffering is unbearable and cannot be relieved, whether or not they are close to death.',
        arguments: [
          { title: 'Suffering, not life expectancy, is what matters', description: 'A person with a severe, incurable condition may face years of suffering that cannot be relieved, and limiting assisted dying to those expected to die soon excludes some of those who suffer most. The Netherlands and Belgium allow it on this basis.' },
        ],
      },
      {
        title: 'No, keep it illegal',
        description: 'Doctors should never help patients end their lives; the answer to suffering is better care.',
        arguments: [
          { title: 'Vulnerable people may feel pressure to die', description: 'Elderly, disabled and poor people may come to see themselves as burdens. In Oregon\'s annual reports, concern about being a burden on family and caregivers is among the reasons most often given by those who request lethal medication.' },
          { title: 'Eligibility tends to widen over time', description: 'Canada legalized assisted dying in 2016 for people whose natural death was reasonably foreseeable, and in 2021 extended it to people whose death is not. Opponents see such expansion as a reason not to begin.' },
        ],
      },
    ],
  },

  // ───────────── Environment ─────────────
  {
    slug: 'is-nuclear-power-necessary-to-decarbonize',
    title: 'Is nuclear power necessary to decarbonize?',
    description: 'Nuclear plants produce large amounts of electricity with very low carbon emissions, but new ones have often been late and over budget, and their waste must be stored safely for thousands of years. Meanwhile the cost of wind power, solar power and batteries has fallen sharply.',
    categories: ['environment', 'science-technology'],
    tags: ['energy', 'climate-change'],
    edits: [{ field: 'title', earlier: 'Do we need nuclear power to stop climate change?' }],
    positions: [
      {
        title: 'Yes, nuclear power is essential',
        description: 'A reliable low-carbon grid needs nuclear power alongside renewables.',
        arguments: [
          { title: 'Nuclear power is as low-carbon as wind', description: 'The Intergovernmental Panel on Climate Change puts the median life-cycle emissions of nuclear power at about 12 grams of carbon dioxide per kilowatt-hour, similar to wind, lower than solar and far below coal or gas.' },
          { title: 'Firm power complements variable renewables', description: 'The output of wind and solar depends on the weather and the time of day. Nuclear plants run around the clock in every season, reducing the storage and backup capacity a decarbonized grid needs.' },
          { title: 'France decarbonized its grid quickly with nuclear power', description: 'After the 1973 oil crisis, France built dozens of reactors in about fifteen years, and nuclear power came to supply around 70 percent of its electricity, making its power among the least carbon-intensive in Europe.' },
        ],
      },
      {
        title: 'No, renewables and storage can do the job',
        description: 'Wind, solar, storage and better grids can decarbonize electricity faster and more cheaply.',
        arguments: [
          { title: 'New nuclear plants are slow and expensive', description: 'Recent projects in Western countries, including Olkiluoto 3 in Finland, Flamanville 3 in France and Vogtle 3 and 4 in the United States, came online many years late and far over budget. The same money spent on wind and solar cuts more emissions sooner.' },
          { title: 'The cost of renewables has collapsed', description: 'According to the International Renewable Energy Agency, the average cost of electricity from new utility-scale solar plants fell by about 85 percent between 2010 and 2020, and that of onshore wind by more than half. Battery prices have fallen steeply too.' },
        ],
      },
    ],
  },
  {
    slug: 'should-carbon-emissions-be-taxed',
    title: 'Should carbon emissions be taxed?',
    description: 'A carbon tax puts a price on each ton of carbon dioxide emitted, so that polluters pay for the damage they cause. Sweden has taxed carbon since 1991; other governments prefer emissions trading, subsidies for clean technology or regulation.',
    categories: ['environment', 'economics'],
    tags: ['climate-change', 'taxation', 'energy'],
    people: ['arthur-pigou'],
    positions: [
      {
        title: 'Yes, tax carbon',
        description: 'A steadily rising tax on carbon emissions is the best way to cut them.',
        arguments: [
          { title: 'A price lets the market find the cheapest cuts', description: 'Arthur Pigou argued that when an activity imposes costs on others, a tax equal to those costs makes the person responsible take them into account. A carbon price rewards every cheap way of cutting emissions without officials having to pick technologies.', people: ['arthur-pigou'] },
          { title: 'The revenue can be returned to households', description: 'The money raised can be paid back as equal dividends, which leaves most lower-income households better off, because they use less energy than the rich. Sweden has combined one of the world\'s highest carbon taxes with continued economic growth.' },
        ],
      },
      {
        title: 'No, use subsidies and regulation instead',
        description: 'Governments should invest in clean energy and set standards rather than tax emissions.',
        arguments: [
          { title: 'Carbon taxes provoke backlash', description: 'Rising fuel taxes helped spark France\'s yellow vest protests in 2018, and the planned increase was suspended. Canada\'s consumer carbon charge, though mostly returned to households as rebates, was set to zero in 2025 after sustained opposition.' },
          { title: 'A price alone does not build infrastructure', description: 'Switching to clean energy requires grids, charging networks and factories that markets may not build quickly enough in response to a price. Standards and public investment, as in the US Inflation Reduction Act of 2022, can drive the change directly.' },
        ],
      },
      {
        title: 'Cap emissions and trade permits',
        description: 'Set a falling limit on total emissions and let companies trade permits to emit.',
        arguments: [
          { title: 'A cap guarantees the amount of emissions', description: 'Under cap-and-trade, as in the European Union\'s Emissions Trading System since 2005, total emissions are capped and the cap falls over time, while firms trade permits so that cuts are made where they are cheapest. A tax fixes the price of emitting but not the quantity.' },
        ],
      },
    ],
  },
  {
    slug: 'should-rich-countries-pay-poorer-countries-for-climate-damage',
    title: 'Should rich countries pay poorer countries for climate damage?',
    description: 'The countries that industrialized first have emitted a large share of the carbon dioxide now in the atmosphere, while many poorer countries face severe droughts, floods and storms. At the COP27 climate summit in 2022, governments agreed to set up a fund for loss and damage.',
    categories: ['environment'],
    tags: ['climate-change', 'global-poverty'],
    positions: [
      {
        title: 'Yes, those who caused the harm should pay',
        description: 'Rich countries should compensate vulnerable countries for the damage climate change does to them.',
        arguments: [
          { title: 'Historical emissions are highly unequal', description: 'The United States and Europe are responsible for a large share of the carbon dioxide emitted since the industrial revolution, while all the countries of Africa together account for only a few percent. The principle that polluters pay for the damage they cause should apply between nations too.' },
          { title: 'Poor countries cannot afford to adapt alone', description: 'Low-income countries have the least money for sea walls, drought-resistant crops and rebuilding after disasters, and borrowing for these adds to debts that already constrain them.' },
        ],
      },
      {
        title: 'Help, but not as compensation',
        description: 'Rich countries should help vulnerable countries adapt according to need, not as payment for liability.',
        arguments: [
          { title: 'Liability for past emissions is hard to assign fairly', description: 'Much historical pollution happened before its effects were understood, by people now long dead. Framing aid as compensation invites endless disputes over blame, while support based on need can be delivered now.' },
          { title: 'Large emitters now include middle-income countries', description: 'China is now the largest annual emitter of carbon dioxide, and its cumulative emissions are second only to those of the United States. A scheme based on the old division between rich and developing countries would leave major contributors out.' },
        ],
      },
    ],
  },
  {
    slug: 'should-genetically-modified-crops-be-embraced',
    title: 'Should genetically modified crops be embraced?',
    description: 'Genetically modified crops are engineered to resist pests, tolerate herbicides or contain added nutrients. They are widely grown in the Americas and parts of Asia, while the European Union restricts their cultivation.',
    categories: ['environment', 'science-technology'],
    tags: ['biotechnology', 'food-agriculture'],
    people: ['rachel-carson'],
    positions: [
      {
        title: 'Yes, they are safe and useful',
        description: 'Genetically modified crops should be judged like any other crop and adopted where they help.',
        arguments: [
          { title: 'Scientific reviews find them as safe as conventional crops', description: 'A 2016 report of the US National Academies of Sciences, Engineering, and Medicine found no substantiated evidence that foods from genetically engineered crops were less safe to eat than foods from conventionally bred crops.' },
          { title: 'They can cut pesticide use and improve nutrition', description: 'Insect-resistant cotton and maize have reduced insecticide spraying in many countries, and crops such as Golden Rice, engineered to provide vitamin A, aim to address a deficiency that causes blindness in children.' },
        ],
      },
      {
        title: 'No, be cautious',
        description: 'Genetically modified crops should be restricted until their long-term effects on farming and ecosystems are better understood.',
        arguments: [
          { title: 'Herbicide-tolerant crops have bred resistant weeds', description: 'Heavy use of glyphosate on crops engineered to tolerate it has spread weeds resistant to the herbicide, leading farmers to use more and older chemicals. Rachel Carson warned in Silent Spring that chemical shortcuts in farming can have consequences no one foresaw.', people: ['rachel-carson'] },
          { title: 'Patents concentrate control over seeds', description: 'A few companies own many of the key genetic traits, and farmers who buy patented seed are usually barred from saving it for the next season. Critics argue that this shifts power from farmers to agribusiness.' },
        ],
      },
    ],
  },
  {
    slug: 'should-rich-countries-stop-pursuing-economic-growth',
    title: 'Should rich countries stop pursuing economic growth?',
    description: 'Advocates of degrowth argue that endless growth is incompatible with a finite planet, and that rich countries should aim for well-being rather than higher GDP. Advocates of green growth argue that emissions and resource use can fall while economies keep growing.',
    categories: ['environment', 'economics'],
    tags: ['economic-growth', 'climate-change'],
    people: ['thomas-malthus'],
    edits: [{ field: 'description', earlier: 'Degrowth people think growth can\'t go on forever on a finite planet. Green growth people think we can grow and cut emissions.' }],
    positions: [
      {
        title: 'Yes, aim for well-being without growth',
        description: 'Rich countries should stop treating GDP growth as a goal and plan for stable or shrinking output.',
        arguments: [
          { title: 'Decoupling is not happening fast enough', description: 'Some rich countries have cut their emissions while their economies grew, but far more slowly than climate targets require, and global use of materials has kept rising with output.' },
          { title: 'Beyond a point, more income adds little to well-being', description: 'Life expectancy and life satisfaction rise steeply with income in poor countries but level off at high incomes. Rich countries could improve lives more by sharing work and wealth than by producing more.' },
        ],
      },
      {
        title: 'No, growth can be green and is needed',
        description: 'Growth should continue, made cleaner by technology and policy.',
        arguments: [
          { title: 'Emissions have fallen while economies grew', description: 'Since the mid-2000s, a number of countries, including the United Kingdom, Sweden and Germany, have reduced their carbon dioxide emissions while their GDP grew, even when emissions embodied in imports are counted.' },
          { title: 'Predicted limits to growth have repeatedly been overcome', description: 'Thomas Malthus argued that population would outrun the food supply, and later forecasts predicted that resources would soon run out. Innovation has repeatedly proved such forecasts wrong, and rising incomes pay for clean technology, health care and pensions.', people: ['thomas-malthus'] },
        ],
      },
    ],
  },

  // ───────────── Education ─────────────
  {
    slug: 'should-college-be-free',
    title: 'Should college be free?',
    description: 'Tuition at public universities ranges from nothing in Germany and Norway to tens of thousands of dollars a year at some American universities. The question is who should pay for higher education: taxpayers, students, or both.',
    categories: ['education', 'economics'],
    tags: ['higher-education', 'inequality', 'taxation'],
    edits: [{ field: 'title', earlier: 'Should college education be free for all the students?' }],
    positions: [
      {
        title: 'Yes, make public college tuition-free',
        description: 'Public colleges and universities should charge no tuition, paid for out of general taxation.',
        arguments: [
          { title: 'Cost should not decide who studies', description: 'Fees and the prospect of debt deter students from poorer families more than those from richer ones, even when loans are available. Germany abolished tuition at its public universities by 2014 and treats higher education, like school, as a public good.' },
          { title: 'Everyone gains from an educated population', description: 'Graduates pay more in taxes, are less likely to need public assistance and contribute to research and innovation. Since the whole society benefits, the whole society should share the cost.' },
        ],
      },
      {
        title: 'No, graduates should contribute',
        description: 'Students who benefit from a degree should pay part of its cost, through fees they repay once they earn enough.',
        arguments: [
          { title: 'Free tuition subsidizes the better-off', description: 'University students come disproportionately from higher-income families and go on to earn more than average. Paying their tuition from general taxes, including the taxes of people who never attend, transfers money upward.' },
          { title: 'Income-contingent loans protect access', description: 'In England and Australia, students borrow for tuition and repay only once their income passes a threshold, and any remaining debt is eventually written off. After England tripled its fees in 2012, the share of disadvantaged 18-year-olds entering university continued to rise.' },
        ],
      },
      {
        title: 'Free only for low-income students',
        description: 'Cover tuition for students from low- and middle-income families, and charge those who can afford to pay.',
        arguments: [
          { title: 'Target the money where it changes decisions', description: 'Grants aimed at students from poorer families, such as US Pell Grants, direct public money to those whose enrollment depends on it, instead of spending the same sum on students who would attend anyway.' },
        ],
      },
    ],
  },
  {
    slug: 'should-public-funding-follow-children-to-the-school-their-parents-choose',
    title: 'Should public funding follow children to the school their parents choose?',
    description: 'School vouchers and similar schemes give families public money to spend at a school of their choice, including private schools. Chile and Sweden introduced national schemes in 1981 and 1992, and several US states have greatly expanded them in recent years.',
    categories: ['education'],
    tags: ['schools', 'markets', 'inequality'],
    people: ['milton-friedman'],
    positions: [
      {
        title: 'Yes, let the money follow the child',
        description: 'Parents should be able to spend their child\'s share of school funding at any approved school.',
        arguments: [
          { title: 'Competition pushes schools to improve', description: 'Milton Friedman proposed vouchers in 1955, arguing that schools which must attract families have a reason to improve, while schools with assigned pupils do not. Choice lets parents leave schools that are failing their children.', people: ['milton-friedman'] },
          { title: 'Choice should not be only for the rich', description: 'Wealthy families already choose their children\'s schools, by paying fees or by buying homes near good public schools. Vouchers extend that choice to families who can afford neither.' },
        ],
      },
      {
        title: 'No, fund public schools instead',
        description: 'Public money should go to public schools that serve every child in the area.',
        arguments: [
          { title: 'Results have been mixed or negative', description: 'Some voucher programs have produced gains, but studies of Louisiana\'s statewide program found that students who used vouchers to move to private schools scored substantially lower in mathematics in their first years.' },
          { title: 'Choice can increase segregation', description: 'Research on Chile and Sweden found that school choice was associated with greater sorting of pupils by family background, as better-informed families moved first and schools competed for pupils who were easier to teach.' },
        ],
      },
    ],
  },
  {
    slug: 'should-elementary-schools-stop-giving-homework',
    title: 'Should elementary schools stop giving homework?',
    description: 'Homework is a fixture of schooling in most countries, but some schools have dropped it for younger children. Research suggests that its benefits grow with age, while the debate over homework for young children continues.',
    categories: ['education'],
    tags: ['schools'],
    edits: [{ field: 'description', earlier: 'Most schools give homework but some have stopped for younger kids. Research says it helps older kids more.' }],
    positions: [
      {
        title: 'Yes, drop homework for young children',
        description: 'Children in elementary school should not be given regular homework, apart from reading.',
        arguments: [
          { title: 'Homework shows little benefit in the early grades', description: 'A 2006 review of research by Harris Cooper and colleagues found a clear link between homework and achievement in high school, but little or none in elementary school.' },
          { title: 'Children need time to play, read and rest', description: 'Time spent on worksheets comes out of play, family life, sleep and reading for pleasure, all of which matter for young children\'s development. Homework also widens gaps between children whose parents can help and those whose parents cannot.' },
        ],
      },
      {
        title: 'No, homework has value at every age',
        description: 'Short, regular homework helps young children learn and involves their parents.',
        arguments: [
          { title: 'Homework builds habits of independent work', description: 'Short, regular assignments teach young children to organize their time and work on their own, habits they will need later. Practicing reading and number facts at home reinforces what was learned in class.' },
          { title: 'Homework keeps parents involved', description: 'Homework shows parents what their children are learning and how they are doing, and gives families a regular reason to talk about school.' },
        ],
      },
    ],
  },
  {
    slug: 'should-universities-require-standardized-test-scores-for-admission',
    title: 'Should universities require standardized test scores for admission?',
    description: 'Many American colleges stopped requiring SAT or ACT scores during the COVID-19 pandemic. Some, including MIT, Dartmouth and Yale, later reinstated them, arguing that scores help identify talented students; many others remain test-optional.',
    categories: ['education'],
    tags: ['higher-education', 'inequality'],
    positions: [
      {
        title: 'Yes, require test scores',
        description: 'All applicants should submit standardized test scores, to be read in the context of their background.',
        arguments: [
          { title: 'Scores predict success in college', description: 'Research by several selective universities found that test scores predict students\' college grades better than high school grades alone, which vary widely in strictness from school to school.' },
          { title: 'Tests help find talented students in disadvantaged schools', description: 'A high score can reveal ability that a student\'s school record does not show. Dartmouth reported in 2024 that under its test-optional policy some less advantaged applicants had withheld scores that would have helped them.' },
        ],
      },
      {
        title: 'No, make them optional or drop them',
        description: 'Applicants should be judged on their whole record, with test scores optional or not considered at all.',
        arguments: [
          { title: 'Scores reflect family advantage', description: 'Average scores rise steadily with family income, and wealthier students can pay for tutoring and repeated attempts. Weighing scores heavily rewards these advantages as much as ability.' },
          { title: 'A single test captures little of what matters', description: 'A few hours of multiple-choice questions say little about persistence, creativity or the obstacles a student has overcome. A full review of grades, essays and achievements can judge applicants more completely.' },
        ],
      },
    ],
  },
  {
    slug: 'should-universities-consider-race-in-admissions',
    title: 'Should universities consider race in admissions?',
    description: 'For decades many selective American universities took applicants\' race into account to build diverse classes. In 2023 the US Supreme Court ruled in Students for Fair Admissions v. Harvard that such race-conscious admissions violate the Equal Protection Clause, but the debate over the policy continues.',
    categories: ['education', 'society-culture'],
    tags: ['higher-education', 'inequality'],
    positions: [
      {
        title: 'Yes, race should be one factor among many',
        description: 'Universities should be able to consider race as part of a holistic review of each applicant.',
        arguments: [
          { title: 'Diversity improves education for everyone', description: 'Students learn from classmates with different backgrounds and experiences, and employers, the armed forces and the professions have argued that they need leaders drawn from the whole of society.' },
          { title: 'Past and present discrimination distorts the starting line', description: 'The effects of segregation and discrimination persist in the wealth, neighborhoods and schools of many minority families. Considering race lets admissions take account of obstacles that grades and scores do not show.' },
        ],
      },
      {
        title: 'No, admissions should be race-blind',
        description: 'Applicants should be judged as individuals, without regard to their race.',
        arguments: [
          { title: 'Equal treatment means not sorting people by race', description: 'Judging applicants partly by race treats individuals as representatives of groups. The plaintiffs in the Harvard case argued that it held Asian American applicants to a higher standard than others.' },
        ],
      },
      {
        title: 'Consider economic disadvantage instead',
        description: 'Give weight to family income, wealth and neighborhood rather than race.',
        arguments: [
          { title: 'Class-based preferences reach the disadvantaged of every race', description: 'Weighing family income, wealth and neighborhood helps poor students of all backgrounds. After California banned racial preferences in 1996, its public universities used such measures to keep their student bodies diverse, with mixed success.' },
        ],
      },
    ],
  },
  {
    slug: 'should-boys-and-girls-be-taught-in-separate-schools',
    title: 'Should boys and girls be taught in separate schools?',
    description: 'Single-sex schools remain common in the United Kingdom, Ireland, Australia and elsewhere, and some American public schools offer single-sex classes. Supporters say they help students focus and escape stereotypes; critics say the evidence is weak and that mixed schools better prepare students for life.',
    categories: ['education'],
    tags: ['schools', 'gender-equality'],
    people: ['mary-wollstonecraft'],
    positions: [
      {
        title: 'Yes, single-sex schools have advantages',
        description: 'Families should be able to choose single-sex schools, and public systems should offer them.',
        arguments: [
          { title: 'Students may escape gender stereotypes', description: 'Some studies find that girls in single-sex schools are more likely to take subjects such as physics and advanced mathematics, possibly because those subjects are not seen there as belonging to boys.' },
          { title: 'Fewer distractions during adolescence', description: 'Many parents and teachers believe that, in the teenage years especially, separating boys and girls reduces social pressure and lets students concentrate and speak up more freely in class.' },
        ],
      },
      {
        title: 'No, educate them together',
        description: 'Boys and girls should be taught together, as they will live and work together.',
        arguments: [
          { title: 'Wollstonecraft argued for educating the sexes together', description: 'In A Vindication of the Rights of Woman (1792), Mary Wollstonecraft proposed national day schools where boys and girls would be educated together, believing that a shared education would make them better companions and citizens.', people: ['mary-wollstonecraft'] },
          { title: 'Differences in results largely reflect who attends', description: 'Single-sex schools are often selective or serve more advantaged families. A 2014 meta-analysis by Erin Pahlke and colleagues found that once studies controlled for such differences, single-sex schooling showed little or no advantage.' },
        ],
      },
    ],
  },

  // ───────────── Religion ─────────────
  {
    slug: 'does-god-exist',
    title: 'Does God exist?',
    description: 'Whether there is a God who created and sustains the world is one of the oldest questions in philosophy. Theists, atheists and agnostics have offered arguments from the existence of the universe, its order, the presence of evil and the limits of human knowledge.',
    categories: ['religion', 'ethics-philosophy'],
    tags: ['existence-of-god'],
    people: ['thomas-aquinas', 'blaise-pascal', 'david-hume', 'bertrand-russell'],
    positions: [
      {
        title: 'Yes, God exists',
        description: 'There is a God who is the creator and ground of all that exists.',
        arguments: [
          { title: 'The universe needs a first cause', description: 'Thomas Aquinas argued that the chain of causes in the world cannot go back forever, so there must be a first cause, which we call God. Modern versions add that the universe had a beginning, and that its physical constants appear finely tuned for life.', people: ['thomas-aquinas'] },
          { title: 'Belief is a reasonable wager', description: 'Blaise Pascal argued that if God exists, belief gains an infinite good, while if God does not exist, belief costs comparatively little. Under uncertainty, a prudent person should wager on God.', people: ['blaise-pascal'] },
        ],
      },
      {
        title: 'No, God does not exist',
        description: 'There is no God; the world is best explained without one.',
        arguments: [
          { title: 'The existence of evil counts against a good God', description: 'In David Hume\'s Dialogues Concerning Natural Religion, a character repeats the ancient questions attributed to Epicurus: is God willing to prevent evil but not able, or able but not willing? The vast suffering in nature is hard to reconcile with an all-powerful and all-good creator.', people: ['david-hume'] },
          { title: 'The burden of proof lies with the believer', description: 'Bertrand Russell compared belief in God to belief in a china teapot orbiting the Sun, too small to be seen by any telescope: that a claim cannot be disproved does not make it likely. Without good evidence, the reasonable position is disbelief.', people: ['bertrand-russell'] },
        ],
      },
      {
        title: 'We cannot know',
        description: 'The evidence does not settle the question either way, so the honest response is to suspend judgment.',
        arguments: [
          { title: 'The question lies beyond the reach of evidence', description: 'Arguments on both sides rely on premises that cannot be tested, about the origin of the universe or what a God would do. The biologist Thomas Henry Huxley coined the word agnostic in 1869 for the view that suspending judgment is the honest response.' },
        ],
      },
    ],
  },
  {
    slug: 'should-the-state-fund-religious-schools',
    title: 'Should the state fund religious schools?',
    description: 'About a third of state-funded schools in England have a religious character, and France pays the teachers of Catholic schools that have a contract with the state. In the United States, public money for religious schools has long been contested under the First Amendment.',
    categories: ['religion', 'education'],
    tags: ['secularism', 'religion-in-public-life', 'schools'],
    people: ['john-locke'],
    edits: [{ field: 'title', earlier: 'Should the government pay for faith schools?' }],
    positions: [
      {
        title: 'Yes, fund them on equal terms',
        description: 'Religious schools that meet public standards should receive public funding like any other school.',
        arguments: [
          { title: 'Parents have the right to choose their children\'s education', description: 'The Universal Declaration of Human Rights says that parents have a prior right to choose the kind of education that shall be given to their children. Funding religious schools lets families of modest means make a choice that wealthy families can already make.' },
          { title: 'Excluding religious schools treats believers unequally', description: 'Religious families pay taxes like everyone else. The US Supreme Court held in Carson v. Makin (2022) that a state which pays for private schooling may not exclude schools because they are religious.' },
        ],
      },
      {
        title: 'No, public money should fund secular schools only',
        description: 'Taxpayers should not pay for religious instruction; public funds should go to schools open to all and neutral between beliefs.',
        arguments: [
          { title: 'The state should not promote religion', description: 'John Locke argued in A Letter Concerning Toleration that the care of souls is not the business of the civil magistrate, and Thomas Jefferson wrote of a wall of separation between church and state. Funding religious instruction breaks the state\'s neutrality between beliefs.', people: ['john-locke'] },
          { title: 'Separate schools can divide communities', description: 'Schools for children of different faiths can reduce contact between groups. In Northern Ireland, where most children attend schools largely of one religious tradition, integrated schools have been promoted to reduce division.' },
        ],
      },
    ],
  },
  {
    slug: 'should-public-employees-be-banned-from-wearing-religious-symbols',
    title: 'Should public employees be banned from wearing religious symbols?',
    description: 'A law passed in Quebec in 2019 bars public school teachers, police officers, judges and some other public employees from wearing religious symbols such as crosses, hijabs, kippahs and turbans at work. France has long required religious neutrality of its civil servants. Critics see such rules as discrimination.',
    categories: ['religion', 'society-culture'],
    tags: ['secularism', 'religion-in-public-life', 'human-rights', 'liberty'],
    positions: [
      {
        title: 'Yes, the state must appear neutral',
        description: 'People who exercise public authority should not display their religion while doing so.',
        arguments: [
          { title: 'Public servants represent a neutral state', description: 'A citizen dealing with a judge, a police officer or a teacher should be able to trust that they act for the state, not for a faith. Visible religious symbols can undermine that appearance of impartiality.' },
          { title: 'Neutrality protects freedom of conscience', description: 'Keeping religious signs out of public authority protects children and citizens from any sense of religious pressure, and treats all religions, and non-belief, in the same way.' },
        ],
      },
      {
        title: 'No, it violates freedom of religion',
        description: 'Public employees should be judged by how they do their jobs, not by what they wear.',
        arguments: [
          { title: 'Wearing a symbol does not make someone partial', description: 'A teacher in a headscarf or a police officer in a turban can apply the rules as fairly as anyone else. Judging people by their dress rather than their work is itself a form of prejudice.' },
          { title: 'Such bans fall hardest on minorities', description: 'A Christian can often wear a small cross out of sight, while many Muslim women who wear the hijab and Sikh men who wear turbans cannot comply without abandoning either their faith or their careers. A neutral-sounding rule thus excludes particular groups from public employment.' },
          { title: 'Manifesting religion in public is a human right', description: 'Article 18 of the Universal Declaration of Human Rights protects the freedom to manifest one\'s religion or belief in teaching, practice, worship and observance, in public as well as in private.' },
        ],
      },
    ],
  },
  {
    slug: 'is-religion-on-balance-good-for-society',
    title: 'Is religion, on balance, good for society?',
    description: 'Religions have inspired charity, art, moral reform and community life, and also conflict, persecution and resistance to social change. People disagree about whether religion\'s overall effect on society is positive.',
    categories: ['religion', 'society-culture'],
    tags: ['religion-in-public-life'],
    people: ['alexis-de-tocqueville', 'karl-marx'],
    edits: [{ field: 'title', earlier: 'Is religion good for society overall or not?' }],
    positions: [
      {
        title: 'Yes, religion benefits society',
        description: 'Religious belief and communities do more good than harm to the societies around them.',
        arguments: [
          { title: 'Religious communities build social ties and generosity', description: 'In American Grace (2010), the political scientists Robert Putnam and David Campbell found that Americans who regularly attend religious services give more to charity, including secular causes, and volunteer more than other Americans.' },
          { title: 'Religion supports the habits democracy needs', description: 'Alexis de Tocqueville observed in Democracy in America that religion in the United States, though it took no direct part in government, shaped citizens\' morals and restrained individualism, and should be regarded as the first of the country\'s political institutions.', people: ['alexis-de-tocqueville'] },
        ],
      },
      {
        title: 'No, its harms outweigh its benefits',
        description: 'Societies would be better off if religion played a smaller role in them.',
        arguments: [
          { title: 'Religion has justified conflict and persecution', description: 'Wars of religion, inquisitions and sectarian violence show how religious certainty can divide societies, and religious authorities have often resisted equal rights for women and minorities.' },
          { title: 'Religion can dull the demand for change', description: 'Karl Marx called religion the sigh of the oppressed creature and the opium of the people: it eases suffering but turns attention from its causes. On this view, the promise of comfort in the next world can reconcile people to injustice in this one.', people: ['karl-marx'] },
        ],
      },
    ],
  },
];

/**
 * Members' proposals for new questions, in the three states the requests page shows. An accepted
 * one names the demo question it became (its proposer is then that question's asker); a declined
 * one carries the reason everyone reads.
 */
export type DemoRequest =
  | { status: 'OPEN'; title: string; description: string }
  | { status: 'DECLINED'; title: string; description: string; decisionNote: string }
  | { status: 'ACCEPTED'; title: string; description: string; question: string };

export const demoRequests: DemoRequest[] = [
  {
    status: 'OPEN',
    title: 'Should cities make public transport free at the point of use?',
    description:
      'Several cities (Tallinn, and Luxembourg nationwide) have tried fare-free buses and trams. Supporters point to lower emissions and fairer access; critics say the money would do more good spent on better service.',
  },
  {
    status: 'OPEN',
    title: 'Should zoos be phased out?',
    description: 'Zoos say they conserve endangered species and teach children about wildlife; opponents say keeping wild animals captive for display cannot be justified.',
  },
  {
    status: 'OPEN',
    title: 'Should self-driving cars be allowed on public roads before they are proven safer than human drivers?',
    description: 'Robotaxis already carry paying passengers in a few cities. How much evidence should regulators ask for first?',
  },
  {
    status: 'OPEN',
    title: 'Should national service be compulsory for young adults?',
    description: 'Some countries require a year of military or civilian service. Would it build a shared sense of citizenship, or is it unfair conscription of people who did not choose it?',
  },
  {
    status: 'DECLINED',
    title: 'Is pineapple on pizza acceptable?',
    description: 'My family argues about this every week.',
    decisionNote: 'A fun debate, but a matter of taste rather than a question of public opinion with arguments to weigh.',
  },
  {
    status: 'DECLINED',
    title: 'Should the voting age be 16?',
    description: 'Young people are affected by political decisions for longest.',
    decisionNote: 'Already in the encyclopedia as "Should the voting age be lowered to 16?": please add your arguments there.',
  },
  {
    status: 'ACCEPTED',
    title: 'Should organ donation be opt-out?',
    description: 'Wales, Spain and others presume consent unless people register an objection. Does that save lives, and is it right?',
    question: 'should-organ-donation-be-opt-out',
  },
  {
    status: 'ACCEPTED',
    title: 'Should there be a four-day working week?',
    description: 'Trials in the UK and Iceland reported workers as productive in four days as in five. Should it become the norm?',
    question: 'should-a-four-day-week-become-the-standard',
  },
];
