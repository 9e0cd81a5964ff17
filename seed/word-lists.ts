/** Word lists for simulated traders' display names. Combinations are fictional. */
export const FIRST_NAMES = [
  'Ada', 'Alex', 'Amara', 'Ana', 'Arjun', 'Ava', 'Ben', 'Bianca', 'Caleb', 'Camila', 'Chen', 'Chloe', 'Dana', 'Daniel',
  'Diego', 'Elena', 'Eli', 'Emma', 'Farah', 'Felix', 'Gabriel', 'Grace', 'Hana', 'Hugo', 'Ibrahim', 'Imani', 'Isla', 'Ivan',
  'Jade', 'James', 'Jonas', 'Julia', 'Kai', 'Kenji', 'Lara', 'Leo', 'Lina', 'Lucas', 'Maya', 'Mateo', 'Mei', 'Mia',
  'Nadia', 'Noah', 'Nora', 'Omar', 'Olivia', 'Pablo', 'Priya', 'Quinn', 'Rafael', 'Rosa', 'Ruby', 'Sami', 'Sara', 'Sofia',
  'Tariq', 'Theo', 'Uma', 'Victor', 'Wen', 'Yara', 'Yusuf', 'Zara', 'Zoe', 'Marcus', 'Ingrid', 'Tomas', 'Aiko', 'Kofi',
] as const;

export const LAST_NAMES = [
  'Abbott', 'Adeyemi', 'Alvarez', 'Andersen', 'Baker', 'Bauer', 'Bianchi', 'Brennan', 'Carter', 'Castillo', 'Chen', 'Costa',
  'Dahl', 'Dubois', 'Ellis', 'Fischer', 'Flores', 'Fontaine', 'Garcia', 'Greene', 'Haddad', 'Hansen', 'Hayes', 'Ito',
  'Jensen', 'Kaur', 'Keller', 'Kim', 'Kowalski', 'Larsen', 'Lee', 'Lopez', 'Marsh', 'Mendes', 'Moreau', 'Murphy',
  'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Olsen', 'Park', 'Patel', 'Perez', 'Quinn', 'Reyes', 'Rossi', 'Santos',
  'Schmidt', 'Silva', 'Singh', 'Sokolov', 'Tanaka', 'Torres', 'Vargas', 'Weber', 'Walsh', 'Wong', 'Yilmaz', 'Zhang',
] as const;

export const HANDLE_ADJECTIVES = [
  'amber', 'bold', 'brisk', 'calm', 'clever', 'cosmic', 'crisp', 'daring', 'eager', 'fuzzy', 'gentle', 'golden', 'happy',
  'keen', 'lucky', 'lunar', 'mellow', 'nimble', 'noble', 'quiet', 'rapid', 'rustic', 'savvy', 'shrewd', 'silent', 'solar',
  'steady', 'swift', 'tidal', 'urban', 'vivid', 'wise', 'zesty', 'polar', 'misty', 'sunny',
] as const;

export const HANDLE_NOUNS = [
  'badger', 'bison', 'comet', 'condor', 'coyote', 'falcon', 'ferret', 'finch', 'fox', 'gecko', 'hawk', 'heron', 'ibis',
  'jaguar', 'kestrel', 'koala', 'lynx', 'magpie', 'marlin', 'otter', 'owl', 'panda', 'pelican', 'puma', 'quokka', 'raven',
  'salmon', 'seal', 'sparrow', 'stork', 'tiger', 'trout', 'walrus', 'wolf', 'wren', 'yak',
] as const;
