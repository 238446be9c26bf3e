export { LandingPage } from './routes/landing';
export { startTrialOrScroll } from './start-trial';
