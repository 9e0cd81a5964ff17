/** Shared entity lists for templates: places, institutions, teams, assets. No private persons. */
export const COUNTRIES = [
  'Argentina', 'Australia', 'Austria', 'Belgium', 'Brazil', 'Canada', 'Chile', 'Colombia', 'Czechia', 'Denmark',
  'Egypt', 'Finland', 'France', 'Germany', 'Greece', 'India', 'Indonesia', 'Ireland', 'Israel', 'Italy',
  'Japan', 'Kenya', 'Malaysia', 'Mexico', 'the Netherlands', 'New Zealand', 'Nigeria', 'Norway', 'Peru', 'the Philippines',
  'Poland', 'Portugal', 'Romania', 'Saudi Arabia', 'South Africa', 'South Korea', 'Spain', 'Sweden', 'Switzerland', 'Thailand',
  'Turkey', 'the United Kingdom', 'Vietnam',
] as const;

export const US_STATES = [
  'Alabama', 'Arizona', 'California', 'Colorado', 'Connecticut', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois',
  'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota',
  'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'Ohio',
  'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'Tennessee', 'Texas', 'Utah', 'Virginia', 'Washington',
  'Wisconsin',
] as const;

export const CITIES = [
  'Amsterdam', 'Athens', 'Atlanta', 'Austin', 'Bangkok', 'Barcelona', 'Berlin', 'Boston', 'Buenos Aires', 'Cairo',
  'Chicago', 'Dallas', 'Delhi', 'Denver', 'Dubai', 'Houston', 'Istanbul', 'Jakarta', 'Johannesburg', 'Lagos',
  'Lisbon', 'London', 'Los Angeles', 'Madrid', 'Melbourne', 'Mexico City', 'Miami', 'Milan', 'Montreal', 'Mumbai',
  'Nairobi', 'Osaka', 'Paris', 'Phoenix', 'Rome', 'San Francisco', 'Santiago', 'Seattle', 'Seoul', 'Singapore',
  'Sydney', 'Tokyo', 'Toronto', 'Vancouver', 'Vienna', 'Warsaw',
] as const;

export const US_TEAMS = [
  'Atlanta Hawks', 'Boston Celtics', 'Chicago Bulls', 'Cleveland Cavaliers', 'Dallas Mavericks', 'Denver Nuggets',
  'Golden State Warriors', 'Los Angeles Lakers', 'Miami Heat', 'Milwaukee Bucks', 'New York Knicks', 'Phoenix Suns',
  'Buffalo Bills', 'Dallas Cowboys', 'Detroit Lions', 'Green Bay Packers', 'Kansas City Chiefs', 'Philadelphia Eagles',
  'San Francisco 49ers', 'Baltimore Ravens', 'Houston Texans', 'Seattle Seahawks', 'Pittsburgh Steelers', 'Denver Broncos',
  'Boston Red Sox', 'Chicago Cubs', 'Houston Astros', 'Los Angeles Dodgers', 'New York Yankees', 'Atlanta Braves',
  'Colorado Avalanche', 'Edmonton Oilers', 'Florida Panthers', 'New York Rangers', 'Toronto Maple Leafs', 'Vegas Golden Knights',
] as const;

export const FOOTBALL_CLUBS = [
  'Arsenal', 'Aston Villa', 'Chelsea', 'Liverpool', 'Manchester City', 'Manchester United', 'Newcastle United', 'Tottenham Hotspur',
  'Real Madrid', 'Barcelona', 'Atlético Madrid', 'Bayern Munich', 'Borussia Dortmund', 'Bayer Leverkusen', 'Inter Milan', 'AC Milan',
  'Juventus', 'Napoli', 'Paris Saint-Germain', 'Marseille', 'Ajax', 'PSV Eindhoven', 'Benfica', 'Porto', 'Celtic',
] as const;

export const NATIONAL_TEAMS = [
  'Argentina', 'Brazil', 'England', 'France', 'Germany', 'Spain', 'Portugal', 'the Netherlands', 'Belgium', 'Croatia',
  'Italy', 'Uruguay', 'Colombia', 'Mexico', 'the United States', 'Canada', 'Japan', 'South Korea', 'Morocco', 'Senegal',
  'Nigeria', 'Australia', 'Denmark', 'Switzerland',
] as const;

export const COMPANIES = [
  'Apple', 'Microsoft', 'Alphabet', 'Amazon', 'Meta', 'Nvidia', 'Tesla', 'Netflix', 'Adobe', 'Salesforce',
  'Intel', 'AMD', 'Oracle', 'IBM', 'Qualcomm', 'Samsung', 'Sony', 'Spotify', 'Uber', 'Airbnb',
  'Shopify', 'PayPal', 'Snowflake', 'Palantir', 'Broadcom', 'TSMC', 'ASML', 'SAP', 'Siemens', 'Toyota',
] as const;

export const TOKENS = [
  'Bitcoin', 'Ethereum', 'Solana', 'XRP', 'Cardano', 'Avalanche', 'Polkadot', 'Chainlink', 'Litecoin', 'Dogecoin',
  'Toncoin', 'Polygon', 'Near', 'Aptos', 'Sui', 'Arbitrum', 'Optimism', 'Cosmos', 'Stellar', 'Uniswap',
] as const;
