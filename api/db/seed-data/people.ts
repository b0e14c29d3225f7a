// Word lists for the demo community: names by region, words for online handles, home towns and
// short bios. Usernames must fit the sign-up rule (3-24 letters, digits or underscores), so
// every word here is plain ASCII.

export type NameRegion =
  | 'anglo'
  | 'indian'
  | 'german'
  | 'french'
  | 'hispanic'
  | 'portuguese'
  | 'italian'
  | 'nigerian'
  | 'filipino'
  | 'japanese'
  | 'chinese'
  | 'dutch'
  | 'nordic'
  | 'polish'
  | 'pakistani'
  | 'hebrew'
  | 'kenyan';

export const namesByRegion: Record<NameRegion, { first: string[]; last: string[] }> = {
  anglo: {
    first: ['James', 'Emily', 'Oliver', 'Sophie', 'Jack', 'Grace', 'Liam', 'Chloe', 'Ethan', 'Hannah', 'Noah', 'Ava', 'Mason', 'Lily', 'Ryan', 'Megan', 'Connor', 'Jessica', 'Tyler', 'Abigail', 'Nathan', 'Zoe', 'Daniel', 'Ellie', 'Matt', 'Kate', 'Ben', 'Rachel', 'Sean', 'Laura', 'Dylan', 'Amber', 'Caleb', 'Brooke', 'Owen', 'Molly', 'Marcus', 'Tasha', 'Jordan', 'Casey'],
    last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', 'Walker', 'Wright', 'Thompson', 'Hughes', 'Evans', 'Roberts', 'Murphy', 'Kelly', 'Campbell', 'Stewart', 'Morris', 'Cooper', 'Ward', 'Bennett', 'Hayes', 'Fletcher', 'Parker', 'Reid', 'Sullivan', 'Grant', 'Lawson', 'Doyle', 'Harper', 'Mitchell', 'Foster'],
  },
  indian: {
    first: ['Priya', 'Arjun', 'Ananya', 'Rahul', 'Sneha', 'Vikram', 'Kavya', 'Rohan', 'Divya', 'Aditya', 'Meera', 'Karan', 'Pooja', 'Sanjay', 'Nisha', 'Amit', 'Deepa', 'Ravi', 'Isha', 'Harpreet'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Kapoor', 'Menon', 'Rao', 'Joshi', 'Das', 'Mehta', 'Chopra', 'Pillai', 'Bose'],
  },
  german: {
    first: ['Lukas', 'Anna', 'Felix', 'Lena', 'Jonas', 'Marie', 'Tobias', 'Sophie', 'Maximilian', 'Laura', 'Florian', 'Katrin', 'Stefan', 'Julia', 'Jan', 'Miriam'],
    last: ['Mueller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Braun'],
  },
  french: {
    first: ['Louis', 'Camille', 'Hugo', 'Chloe', 'Lucas', 'Manon', 'Jules', 'Ines', 'Theo', 'Lea', 'Antoine', 'Claire', 'Mathieu', 'Juliette', 'Nicolas', 'Amelie'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Laurent', 'Lefebvre', 'Girard', 'Fontaine'],
  },
  hispanic: {
    first: ['Mateo', 'Lucia', 'Santiago', 'Sofia', 'Diego', 'Valentina', 'Alejandro', 'Camila', 'Javier', 'Isabel', 'Carlos', 'Elena', 'Miguel', 'Paula', 'Andres', 'Gabriela', 'Pablo', 'Marta'],
    last: ['Garcia', 'Rodriguez', 'Martinez', 'Lopez', 'Hernandez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres', 'Flores', 'Romero', 'Navarro', 'Ortega', 'Castillo', 'Morales'],
  },
  portuguese: {
    first: ['Joao', 'Ana', 'Pedro', 'Beatriz', 'Gabriel', 'Mariana', 'Rafael', 'Larissa', 'Thiago', 'Camila', 'Lucas', 'Fernanda', 'Bruno', 'Juliana'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira', 'Almeida', 'Ferreira', 'Rodrigues', 'Lima', 'Carvalho', 'Ribeiro'],
  },
  italian: {
    first: ['Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Matteo', 'Sara', 'Lorenzo', 'Elisa', 'Davide', 'Martina'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo'],
  },
  nigerian: {
    first: ['Chinedu', 'Ngozi', 'Emeka', 'Adaeze', 'Tunde', 'Funmi', 'Obinna', 'Amaka', 'Segun', 'Yetunde', 'Ibrahim', 'Aisha', 'Kelechi', 'Zainab'],
    last: ['Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Nwosu', 'Abubakar', 'Ogunleye', 'Obi', 'Bello', 'Uche', 'Afolabi'],
  },
  filipino: {
    first: ['Miguel', 'Angelica', 'Paolo', 'Kristine', 'Jericho', 'Bea', 'Mark', 'Trisha', 'Carlo', 'Joanna', 'Rafael', 'Patricia'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Villanueva', 'Castro', 'Ramos', 'Aquino', 'Dela Cruz'],
  },
  japanese: {
    first: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina', 'Kenji', 'Sakura', 'Takumi', 'Yuki', 'Daiki', 'Mio'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
  },
  chinese: {
    first: ['Wei', 'Mei', 'Jun', 'Lin', 'Hao', 'Xin', 'Jie', 'Yan', 'Kai', 'Ling', 'Ming', 'Shu', 'Jasmine', 'Kelvin', 'Rachel', 'Darren'],
    last: ['Tan', 'Lim', 'Lee', 'Ng', 'Wong', 'Chen', 'Wang', 'Zhang', 'Liu', 'Huang', 'Goh', 'Teo'],
  },
  dutch: {
    first: ['Daan', 'Emma', 'Sem', 'Julia', 'Lars', 'Sanne', 'Bram', 'Fleur', 'Thijs', 'Anouk', 'Ruben', 'Lotte'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos'],
  },
  nordic: {
    first: ['Erik', 'Astrid', 'Oskar', 'Freja', 'Nils', 'Ingrid', 'Anders', 'Sigrid', 'Johan', 'Elsa', 'Magnus', 'Maja'],
    last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Lindqvist', 'Berg', 'Holm'],
  },
  polish: {
    first: ['Jakub', 'Zuzanna', 'Kacper', 'Julia', 'Szymon', 'Maja', 'Piotr', 'Agnieszka', 'Tomasz', 'Katarzyna'],
    last: ['Nowak', 'Kowalski', 'Wisniewski', 'Wojcik', 'Kaminski', 'Lewandowski', 'Zielinski', 'Szymanski'],
  },
  pakistani: {
    first: ['Ali', 'Fatima', 'Hassan', 'Ayesha', 'Usman', 'Sana', 'Bilal', 'Hira', 'Imran', 'Maryam', 'Zain', 'Amna'],
    last: ['Khan', 'Ahmed', 'Malik', 'Hussain', 'Qureshi', 'Siddiqui', 'Iqbal', 'Chaudhry', 'Butt', 'Raza'],
  },
  hebrew: {
    first: ['Noa', 'Yosef', 'Tamar', 'Itai', 'Shira', 'Eitan', 'Maya', 'Ariel', 'Yael', 'Omer'],
    last: ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Friedman', 'Katz', 'Shapiro'],
  },
  kenyan: {
    first: ['Wanjiru', 'Otieno', 'Achieng', 'Kamau', 'Njeri', 'Mwangi', 'Akinyi', 'Kiprono', 'Wambui', 'Omondi'],
    last: ['Kariuki', 'Odhiambo', 'Mutua', 'Wanjala', 'Kiplagat', 'Njoroge', 'Ochieng', 'Chebet'],
  },
};

/** Nationalities (ISO 3166-1 alpha-2, lower case) with their share of the demo community. */
export const nationalityShares: Array<[code: string, share: number, region: NameRegion]> = [
  ['us', 33, 'anglo'],
  ['gb', 13, 'anglo'],
  ['ca', 7, 'anglo'],
  ['in', 7, 'indian'],
  ['au', 5, 'anglo'],
  ['de', 4, 'german'],
  ['fr', 3, 'french'],
  ['br', 2.5, 'portuguese'],
  ['ie', 2, 'anglo'],
  ['nl', 2, 'dutch'],
  ['es', 2, 'hispanic'],
  ['it', 2, 'italian'],
  ['mx', 2, 'hispanic'],
  ['ng', 2, 'nigerian'],
  ['ph', 2, 'filipino'],
  ['nz', 1.5, 'anglo'],
  ['za', 1.5, 'anglo'],
  ['pk', 1.5, 'pakistani'],
  ['se', 1, 'nordic'],
  ['pl', 1, 'polish'],
  ['sg', 1, 'chinese'],
  ['jp', 1, 'japanese'],
  ['ke', 0.8, 'kenyan'],
  ['ar', 0.7, 'hispanic'],
  ['il', 0.6, 'hebrew'],
  ['no', 0.5, 'nordic'],
  ['cn', 0.4, 'chinese'],
];

/** Home towns shown in the profile's Location field, by nationality. */
export const townsByNationality: Record<string, string[]> = {
  us: ['Austin, TX', 'Portland, OR', 'Columbus, OH', 'Brooklyn, NY', 'Denver, CO', 'Atlanta, GA', 'Madison, WI', 'San Diego, CA', 'Raleigh, NC', 'Phoenix, AZ', 'Boise, ID', 'Tampa, FL', 'Chicago, IL', 'Omaha, NE'],
  gb: ['Leeds', 'Bristol', 'Manchester', 'Glasgow', 'Cardiff', 'Brighton', 'Norwich', 'London', 'Belfast', 'Sheffield', 'York'],
  ca: ['Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Halifax', 'Ottawa', 'Winnipeg'],
  in: ['Bengaluru', 'Pune', 'Mumbai', 'Chennai', 'Hyderabad', 'Delhi', 'Kochi', 'Jaipur'],
  au: ['Melbourne', 'Sydney', 'Brisbane', 'Perth', 'Adelaide', 'Hobart'],
  de: ['Berlin', 'Hamburg', 'Leipzig', 'Munich', 'Cologne', 'Freiburg'],
  fr: ['Lyon', 'Paris', 'Nantes', 'Bordeaux', 'Lille', 'Toulouse'],
  br: ['Sao Paulo', 'Recife', 'Curitiba', 'Porto Alegre', 'Belo Horizonte'],
  ie: ['Dublin', 'Cork', 'Galway', 'Limerick'],
  nl: ['Utrecht', 'Rotterdam', 'Amsterdam', 'Groningen'],
  es: ['Valencia', 'Madrid', 'Seville', 'Barcelona', 'Bilbao'],
  it: ['Bologna', 'Turin', 'Milan', 'Naples', 'Florence'],
  mx: ['Guadalajara', 'Monterrey', 'Mexico City', 'Puebla'],
  ng: ['Lagos', 'Abuja', 'Ibadan', 'Port Harcourt'],
  ph: ['Quezon City', 'Cebu', 'Davao', 'Makati'],
  nz: ['Wellington', 'Auckland', 'Christchurch', 'Dunedin'],
  za: ['Cape Town', 'Johannesburg', 'Durban', 'Pretoria'],
  pk: ['Lahore', 'Karachi', 'Islamabad'],
  se: ['Gothenburg', 'Stockholm', 'Malmo', 'Uppsala'],
  pl: ['Krakow', 'Warsaw', 'Gdansk', 'Wroclaw'],
  sg: ['Singapore'],
  jp: ['Osaka', 'Tokyo', 'Fukuoka', 'Sapporo'],
  ke: ['Nairobi', 'Mombasa', 'Kisumu'],
  ar: ['Buenos Aires', 'Cordoba', 'Rosario'],
  il: ['Tel Aviv', 'Haifa', 'Jerusalem'],
  no: ['Oslo', 'Bergen', 'Trondheim'],
  cn: ['Shanghai', 'Chengdu', 'Shenzhen'],
};

/** First halves of word handles ("QuietHeron", "late_reader"). */
export const handleAdjectives = [
  'quiet', 'brave', 'curious', 'lucky', 'clever', 'gentle', 'honest', 'witty', 'sunny', 'stormy', 'rapid', 'calm', 'bold',
  'keen', 'odd', 'wild', 'amber', 'cobalt', 'silver', 'north', 'urban', 'rural', 'late', 'early', 'little', 'grand', 'swift',
  'misty', 'noble', 'salty', 'sleepy', 'dusty', 'cosmic', 'mellow', 'rusty', 'fuzzy', 'tidy', 'grumpy', 'jolly', 'stoic',
  'humble', 'restless', 'lazy', 'nerdy', 'polar', 'copper', 'velvet', 'wandering', 'midnight', 'frank', 'plain', 'second',
  'last', 'hidden', 'lonely', 'loud', 'tiny', 'vintage', 'analog', 'coastal',
];

export const handleNouns = [
  'fox', 'owl', 'river', 'maple', 'falcon', 'reader', 'thinker', 'walker', 'sailor', 'baker', 'coder', 'painter', 'hiker',
  'voter', 'skeptic', 'dreamer', 'cedar', 'comet', 'harbor', 'meadow', 'pilot', 'scribe', 'ranger', 'otter', 'badger',
  'heron', 'willow', 'ember', 'quill', 'atlas', 'teapot', 'lantern', 'pebble', 'sparrow', 'moose', 'panda', 'cactus',
  'pretzel', 'nomad', 'critic', 'juror', 'wonk', 'pundit', 'farmer', 'gardener', 'cyclist', 'runner', 'librarian', 'nurse',
  'teacher', 'tinker', 'mapmaker', 'stargazer', 'bookworm', 'debater', 'contrarian', 'optimist', 'realist', 'idealist', 'muse',
];

/** Handles built around a hobby or role ("chess_dad", "runner_jen"). */
export const hobbyWords = [
  'chess', 'vinyl', 'trail', 'garden', 'bread', 'coffee', 'cricket', 'soccer', 'hoops', 'jazz', 'poetry', 'pixel', 'retro',
  'kayak', 'climb', 'yoga', 'board_game', 'sci_fi', 'history', 'policy', 'data', 'film', 'ramen', 'taco', 'tea',
];
export const roleWords = ['dad', 'mum', 'mom', 'nerd', 'fan', 'guy', 'gal', 'head', 'lover', 'geek', 'coach', 'prof', 'doc'];

export const bios = [
  'Nurse by day, amateur astronomer by night.',
  'Retired teacher. Still correcting grammar.',
  'Software developer who misses writing letters.',
  'Trying to change my mind at least once a month.',
  'Dad of three, part-time cyclist, full-time tired.',
  'Economics student. Yes, I read the footnotes.',
  'Small business owner. Opinions are my own, invoices are not.',
  'Former journalist, current gardener.',
  'I vote Neutral more than I would like to admit.',
  'Here to understand people who disagree with me.',
  'Civil engineer. Bridges, trains and arguments about zoning.',
  'Philosophy graduate working in a coffee shop, as tradition demands.',
  'Farmer, beekeeper, reluctant smartphone owner.',
  'Paramedic. I have seen what people do on weekends.',
  'Lifelong reader, occasional writer, chronic overthinker.',
  'Ex-soldier, now studying history.',
  'Mum, nurse, marathon runner (slowly).',
  'Recovering contrarian.',
  'PhD candidate in climate science. Ask me about clouds.',
  'Retired accountant. I like numbers that add up.',
  'Musician and music teacher. Vinyl is not a phase.',
  'Data analyst. Show me the sample size.',
  'Chef. Pineapple does belong on pizza, fight me.',
  'Pastor of a small church in a big city.',
  'High school student with too many opinions.',
];

export const expertiseAreas = [
  'Public health', 'Urban planning', 'Machine learning', 'Secondary education', 'Labour law', 'Renewable energy',
  'Nursing', 'Accounting', 'Agriculture', 'Journalism', 'Software engineering', 'Theology', 'Economics', 'Psychology',
  'Emergency medicine', 'Sports coaching', 'Early childhood education', 'Logistics',
];
