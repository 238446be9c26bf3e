export * from './constants.ts';
export * from './contact.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './help.ts';
export * from './plans.ts';
export * from './public-config.ts';
