export { consumeGooglePending } from './lib/google';
