// The dialog is shared with the checkout (components/ui/modal.tsx); billing's screens import it from here.
export { Modal } from '@/components/ui/modal';
