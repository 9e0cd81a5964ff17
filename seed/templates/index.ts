import type { CategoryId } from '../categories'
import { climateTemplates } from './climate'
import { cryptoTemplates } from './crypto'
import { cultureTemplates } from './culture'
import { economicsTemplates } from './economics'
import { politicsTemplates } from './politics'
import { scienceTemplates } from './science'
import { sportsTemplates } from './sports'
import { techTemplates } from './tech'
import type { MarketTemplate } from './types'

export type { MarketTemplate } from './types'

export const TEMPLATES: Readonly<Record<CategoryId, readonly MarketTemplate[]>> = {
  politics: politicsTemplates,
  sports: sportsTemplates,
  economics: economicsTemplates,
  culture: cultureTemplates,
  crypto: cryptoTemplates,
  climate: climateTemplates,
  tech: techTemplates,
  science: scienceTemplates,
}
