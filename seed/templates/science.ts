import type { MarketTemplate } from './types';

const ROCKETS = ['Falcon 9', 'Falcon Heavy', 'Starship', 'Ariane 6', 'Vega C', 'New Glenn', 'Vulcan Centaur', 'Electron', 'Neutron', 'H3', 'Long March 5', 'GSLV Mk III', 'Soyuz-2', 'Atlas V'] as const;
const DISEASES = ['Alzheimer\'s disease', 'Parkinson\'s disease', 'ALS', 'type 1 diabetes', 'sickle cell disease', 'cystic fibrosis', 'malaria', 'tuberculosis', 'HIV', 'pancreatic cancer', 'glioblastoma', 'obesity', 'Lyme disease', 'RSV', 'Huntington\'s disease'] as const;
const REGIONS = ['Japan', 'Indonesia', 'Chile', 'Peru', 'Alaska', 'California', 'New Zealand', 'Turkey', 'Iran', 'Mexico', 'the Philippines', 'Taiwan', 'Greece', 'Italy', 'Papua New Guinea', 'Vanuatu'] as const;
const VOLCANOES = ['Etna', 'Kīlauea', 'Mauna Loa', 'Stromboli', 'Popocatépetl', 'Sakurajima', 'Merapi', 'Fuego', 'Piton de la Fournaise', 'Erta Ale', 'Villarrica', 'Nyiragongo', 'Taal', 'Sinabung'] as const;
const TAXA = ['frog', 'orchid', 'beetle', 'deep-sea fish', 'bat', 'spider', 'lizard', 'mushroom', 'snail', 'coral', 'bird', 'shark'] as const;

export const scienceTemplates: readonly MarketTemplate[] = [
  { title: 'Will the next {x} launch reach orbit successfully?', description: 'Resolves YES if the next scheduled {x} launch, before {date}, delivers its payload to the intended orbit. A scrub beyond {date} resolves NO.', entities: ROCKETS, probability: [0.6, 0.97], horizonDays: [3, 120] },
  { title: 'Will {x} fly more than {level} missions before {date}?', description: 'Resolves YES if more than {level} orbital launch attempts of {x} take place between the opening of this market and {date}.', entities: ROCKETS, levels: ['2', '5', '10'], levelStep: 0.25, probability: [0.4, 0.85], horizonDays: [60, 400] },
  { title: 'Will a phase 3 trial for {x} report positive results by {date}?', description: 'Resolves YES if a sponsor announces that a phase 3 trial of a new treatment for {x} met its primary endpoint on or before {date}.', entities: DISEASES, probability: [0.1, 0.55], horizonDays: [60, 480] },
  { title: 'Will a magnitude {level}+ earthquake strike {x} before {date}?', description: 'Resolves YES if the USGS catalogue lists an earthquake of magnitude {level} or greater with an epicentre in or offshore of {x} on or before {date}.', entities: REGIONS, levels: ['6.0', '7.0'], levelStep: 0.3, probability: [0.3, 0.7], horizonDays: [30, 400] },
  { title: 'Will {x} erupt before {date}?', description: 'Resolves YES if the Smithsonian Global Volcanism Program or the responsible observatory reports a new eruptive episode at {x} starting on or before {date}.', entities: VOLCANOES, probability: [0.1, 0.7], horizonDays: [30, 400] },
  { title: 'Will a new {x} species be described in a peer-reviewed journal by {date}?', description: 'Resolves YES if a peer-reviewed paper formally describing a new {x} species is published on or before {date}.', entities: TAXA, probability: [0.6, 0.95], horizonDays: [20, 200] },
  { title: 'Will the FDA approve a new treatment for {x} before {date}?', description: 'Resolves YES if the FDA approves a new drug or biologic indicated for {x} on or before {date}. New indications for already-approved drugs count.', entities: DISEASES, probability: [0.05, 0.45], horizonDays: [60, 500] },
];
