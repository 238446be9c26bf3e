// Loaded on demand by the root layout once someone is signed in: guests never download it.
export const loadPolicyConsentPrompt = () => import('./components/policy-consent-prompt');
