export { advance, MAX_SETTLEMENTS_PER_ADVANCE } from './advance';
export type { AdvanceInput, AdvanceResult } from './advance';
export { decide } from './decide';
export type { DecisionContext, SimDecision } from './decide';
export { driftHidden } from './hidden';
export { DEFAULT_SIM_OPTIONS, planAdvance } from './plan';
export type { AdvancePlan, SimIntent, SimOptions, SimUniverse } from './plan';
export { SIM_ID_PREFIX, isSimTraderId, logit, sigmoid, simTraderId, traderTraits } from './traits';
