export { useCheckoutReturn } from './hooks/use-checkout-return';
