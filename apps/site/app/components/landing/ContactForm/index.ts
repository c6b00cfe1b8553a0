export { ContactForm, postContactRequest } from './ContactForm';
export type { ContactFormProps, ContactSubmit } from './ContactForm';
export * from './contactRules';
