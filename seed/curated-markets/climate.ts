import type { CuratedMarket } from './types'

export const climateMarkets: readonly CuratedMarket[] = [
  {
    title: 'Will this year be the hottest on record globally?',
    description:
      'Resolves YES if NASA or NOAA, in its annual global temperature report published before {date}, ranks this calendar year as the warmest on record.',
    closesInDays: 330,
    probability: 0.42,
    featured: true,
    trending: true,
  },
  {
    title: 'Will a Category 5 hurricane make US landfall this season?',
    description:
      'Resolves YES if the National Hurricane Center reports a hurricane making landfall in the United States at Category 5 intensity during the season ending {date}.',
    closesInDays: 210,
    probability: 0.09,
    trending: true,
  },
  {
    title: 'Will Arctic sea ice hit a new record low this September?',
    description:
      'Resolves YES if the September minimum Arctic sea-ice extent reported by the NSIDC before {date} is the lowest on record.',
    closesInDays: 250,
    probability: 0.16,
  },
  {
    title: 'Will the next UN climate summit agree a new fossil-fuel phase-out timeline?',
    description:
      'Resolves YES if the final decision text of the next COP, ending before {date}, includes a dated timeline for phasing out unabated fossil fuels.',
    closesInDays: 300,
    probability: 0.13,
  },
  {
    title: 'Will global atmospheric CO2 exceed 430 ppm in any monthly reading by {date}?',
    description:
      'Resolves YES if the Mauna Loa monthly mean CO2 concentration published by NOAA exceeds 430 ppm for any month up to {date}.',
    closesInDays: 200,
    probability: 0.7,
  },
  {
    title: 'Will El Niño conditions be declared by {date}?',
    description: "Resolves YES if NOAA's Climate Prediction Center issues an El Niño Advisory on or before {date}.",
    closesInDays: 150,
    probability: 0.27,
  },
  {
    title: 'Will California declare a statewide drought emergency by {date}?',
    description:
      'Resolves YES if the Governor of California proclaims a drought state of emergency covering all counties on or before {date}.',
    closesInDays: 260,
    probability: 0.11,
  },
  {
    title: 'Will more than 15 named storms form in the Atlantic this hurricane season?',
    description:
      'Resolves YES if the National Hurricane Center names more than 15 Atlantic tropical or subtropical storms in the season ending {date}.',
    closesInDays: 220,
    probability: 0.57,
  },
  {
    title: 'Will electric vehicles exceed 25% of new car sales in the EU this quarter?',
    description:
      'Resolves YES if battery-electric vehicles account for more than 25% of new passenger-car registrations in the EU in the quarter ending {date}, per ACEA.',
    closesInDays: 80,
    probability: 0.22,
  },
  {
    title: 'Will a European city record a temperature above 47°C before {date}?',
    description:
      'Resolves YES if a national meteorological service confirms an air temperature above 47.0°C at an official station in a European city on or before {date}.',
    closesInDays: 240,
    probability: 0.14,
  },
  {
    title: 'Will global solar installations this year exceed 600 GW?',
    description:
      'Resolves YES if the first authoritative industry estimate published before {date} puts new global solar PV capacity for the year above 600 GW.',
    closesInDays: 360,
    probability: 0.49,
  },
  {
    title: 'Will the US rejoin or leave any major climate agreement before {date}?',
    description:
      'Resolves YES if the United States formally deposits notice to join or withdraw from the Paris Agreement or the UNFCCC on or before {date}.',
    closesInDays: 280,
    probability: 0.18,
  },
  {
    title: "Will wildfire smoke push New York City's AQI above 200 before {date}?",
    description:
      'Resolves YES if AirNow reports an hourly AQI above 200 for New York City attributed to wildfire smoke on or before {date}.',
    closesInDays: 180,
    probability: 0.1,
  },
  {
    title: 'Will the Great Barrier Reef suffer a mass bleaching event this summer?',
    description:
      'Resolves YES if the Great Barrier Reef Marine Park Authority confirms a mass coral bleaching event during the summer ending {date}.',
    closesInDays: 170,
    probability: 0.53,
  },
  {
    title: 'Will the UK record its wettest month on record before {date}?',
    description:
      'Resolves YES if the Met Office reports a month with the highest UK-wide rainfall in its series on or before {date}.',
    closesInDays: 210,
    probability: 0.08,
  },
  {
    title: 'Will any country announce a carbon tax above $150 per tonne by {date}?',
    description:
      'Resolves YES if any national government enacts a carbon price above $150 (or equivalent) per tonne of CO2 on or before {date}.',
    closesInDays: 340,
    probability: 0.12,
  },
  {
    title: 'Did the river flood crest above the levee warning line this spring?',
    description: 'Resolved NO: the crest peaked half a metre below the warning line.',
    closesInDays: -22,
    probability: 0.06,
    resolution: 'no',
  },
]
