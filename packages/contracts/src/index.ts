// First: configures zod before any schema is used.
import './zod-config.ts';

export * from './account.ts';
export * from './admin.ts';
export * from './admin-inbox.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './chat.ts';
export * from './constants.ts';
export * from './contact.ts';
export * from './control-characters.ts';
export * from './dashboard.ts';
export * from './drafting.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './help.ts';
export * from './legal.ts';
export * from './money.ts';
export * from './plan-catalogue.ts';
export * from './plans.ts';
export * from './profile.ts';
export * from './public-config.ts';
export * from './search-text.ts';
export * from './team.ts';
export * from './trial.ts';
export * from './web-routes.ts';
