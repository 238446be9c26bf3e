export { MobileNumberDialog } from './components/mobile-number-dialog';
export { PricingCards } from './components/pricing-cards';
export { usePurchase } from './hooks/use-purchase';
