export { SignUpCall } from './SignUpCall';
export type { SignUpCallProps } from './SignUpCall';
