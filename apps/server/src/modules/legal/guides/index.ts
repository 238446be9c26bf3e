import { CHEQUES_DEBTS_GUIDES } from './cheques-debts.ts';
import { COMPANIES_GUIDES } from './companies.ts';
import { CONSUMER_GUIDES } from './consumer.ts';
import { COURTS_GUIDES } from './courts.ts';
import { CYBER_GUIDES } from './cyber.ts';
import { EMPLOYMENT_GUIDES } from './employment.ts';
import { FAMILY_GUIDES } from './family.ts';
import { HARASSMENT_GUIDES } from './harassment.ts';
import { INHERITANCE_GUIDES } from './inheritance.ts';
import { REAL_ESTATE_GUIDES } from './real-estate.ts';
import { RENTING_GUIDES } from './renting.ts';
import { TRAFFIC_GUIDES } from './traffic.ts';
import type { Guide } from './types.ts';

export type { Bilingual, Guide, GuideCitation, GuideTopic } from './types.ts';

/** All built-in guides, in a stable order (by topic, then as written). */
export const GUIDES: Guide[] = [
  ...EMPLOYMENT_GUIDES,
  ...RENTING_GUIDES,
  ...REAL_ESTATE_GUIDES,
  ...CONSUMER_GUIDES,
  ...FAMILY_GUIDES,
  ...INHERITANCE_GUIDES,
  ...COMPANIES_GUIDES,
  ...CHEQUES_DEBTS_GUIDES,
  ...CYBER_GUIDES,
  ...HARASSMENT_GUIDES,
  ...TRAFFIC_GUIDES,
  ...COURTS_GUIDES,
];

export const guideById = (id: string): Guide | undefined => GUIDES.find((g) => g.id === id);
