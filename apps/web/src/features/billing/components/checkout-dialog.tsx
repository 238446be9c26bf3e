// The checkout moved to components/checkout (every path that buys a plan opens it); kept here for older imports.
export { CheckoutDialog } from '@/components/checkout/checkout-dialog';
