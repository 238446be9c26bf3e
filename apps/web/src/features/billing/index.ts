export { useTeam } from './api/get-team';
export { useCheckoutReturn } from './hooks/use-checkout-return';
