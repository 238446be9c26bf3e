// The marker is written by the shared checkout (lib/checkout-marker.ts) and read back by billing's return.
export {
  type CheckoutMarker,
  clearCheckoutMarker,
  readCheckoutMarker,
  writeCheckoutMarker,
} from '@/lib/checkout-marker';
