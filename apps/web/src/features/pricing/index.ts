export { PricingCards } from './components/pricing-cards';
