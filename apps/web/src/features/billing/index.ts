export { CheckoutDialog } from './components/checkout-dialog';
export { useCheckoutReturn } from './hooks/use-checkout-return';
