import type { CuratedMarket } from './types'

export const scienceMarkets: readonly CuratedMarket[] = [
  {
    title: 'Will a crewed mission land on the Moon before {date}?',
    description: 'Resolves YES if any space agency or company lands humans on the lunar surface on or before {date}.',
    closesInDays: 540,
    probability: 0.06,
    trending: true,
  },
  {
    title: 'Will SpaceX catch a Starship upper stage with the launch tower before {date}?',
    description:
      'Resolves YES if a Starship upper stage (not the booster) is caught by the launch tower arms on or before {date}.',
    closesInDays: 200,
    probability: 0.31,
    trending: true,
  },
  {
    title: 'Will the WHO declare a new Public Health Emergency of International Concern by {date}?',
    description: 'Resolves YES if the WHO Director-General declares a new PHEIC on or before {date}.',
    closesInDays: 240,
    probability: 0.2,
  },
  {
    title: 'Will a room-temperature superconductor be independently replicated by {date}?',
    description:
      'Resolves YES if a claimed ambient-pressure room-temperature superconductor is replicated by at least two independent labs in peer-reviewed papers published on or before {date}.',
    closesInDays: 400,
    probability: 0.02,
  },
  {
    title: 'Will the James Webb Space Telescope detect a likely biosignature gas in an exoplanet atmosphere by {date}?',
    description:
      'Resolves YES if a peer-reviewed JWST study published on or before {date} reports a detection of a biosignature gas at 3 sigma or more, as judged by the authors.',
    closesInDays: 330,
    probability: 0.08,
  },
  {
    title: "Will the FDA approve a new Alzheimer's disease drug before {date}?",
    description:
      "Resolves YES if the FDA grants approval (full or accelerated) to a new molecular entity indicated for Alzheimer's disease on or before {date}.",
    closesInDays: 260,
    probability: 0.23,
  },
  {
    title: 'Will a fusion experiment report a target gain above 4 by {date}?',
    description:
      'Resolves YES if a fusion facility reports a shot with fusion energy out more than four times the laser or heating energy delivered to the target, on or before {date}.',
    closesInDays: 380,
    probability: 0.15,
  },
  {
    title: 'Will a new element be officially named by IUPAC before {date}?',
    description: 'Resolves YES if IUPAC approves the name of a new chemical element on or before {date}.',
    closesInDays: 500,
    probability: 0.02,
  },
  {
    title: 'Will a sample-return mission deliver asteroid or Mars material to Earth by {date}?',
    description:
      'Resolves YES if a spacecraft capsule carrying new asteroid, comet or Martian samples lands on Earth on or before {date}.',
    closesInDays: 450,
    probability: 0.09,
  },
  {
    title: 'Will a malaria vaccine rollout reach 20 countries by {date}?',
    description:
      'Resolves YES if WHO or Gavi reports routine malaria vaccine programs in at least 20 countries on or before {date}.',
    closesInDays: 300,
    probability: 0.57,
  },
  {
    title: 'Will gravitational-wave detectors announce a neutron star merger with a visible counterpart by {date}?',
    description:
      'Resolves YES if the LIGO-Virgo-KAGRA collaboration announces a neutron-star merger with an electromagnetic counterpart confirmed by telescopes on or before {date}.',
    closesInDays: 360,
    probability: 0.12,
  },
  {
    title: 'Will the next Nobel Prize in Physics go to work in quantum science?',
    description:
      "Resolves YES if the Nobel committee's citation for the next physics prize, announced before {date}, concerns quantum information, quantum optics or quantum materials.",
    closesInDays: 250,
    probability: 0.34,
  },
  {
    title: 'Will a solar storm reach G5 (extreme) level before {date}?',
    description: "Resolves YES if NOAA's Space Weather Prediction Center reports a G5 geomagnetic storm on or before {date}.",
    closesInDays: 210,
    probability: 0.14,
  },
  {
    title: 'Will a gene-editing therapy receive FDA approval for a new disease by {date}?',
    description:
      'Resolves YES if the FDA approves a CRISPR- or base-editing therapy for a disease that had no approved gene-editing therapy before, on or before {date}.',
    closesInDays: 280,
    probability: 0.36,
  },
  {
    title: 'Will a new interstellar object be discovered before {date}?',
    description:
      'Resolves YES if the Minor Planet Center designates a new interstellar object (an "I" designation) on or before {date}.',
    closesInDays: 320,
    probability: 0.29,
  },
  {
    title: 'Will the Vera Rubin Observatory release its first full-year data preview by {date}?',
    description:
      'Resolves YES if the observatory publishes a public data release covering its first year of survey operations on or before {date}.',
    closesInDays: 470,
    probability: 0.4,
  },
  {
    title: "Did the rocket's maiden flight reach orbit?",
    description: 'Resolved NO: the vehicle was lost shortly after stage separation.',
    closesInDays: -8,
    probability: 0.05,
    resolution: 'no',
  },
]
