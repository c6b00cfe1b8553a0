import { Modal } from '@paperlight/ui-kit';
import type { ReactNode } from 'react';

export interface ContactModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The full-screen 'Contact us' modal; its own chunk, loaded when first opened (Radix Dialog stays off page load). */
export default function ContactModal({ open, onOpenChange, children }: ContactModalProps) {
  return (
    <Modal title="Contact us" open={open} onOpenChange={onOpenChange}>
      {children}
    </Modal>
  );
}
