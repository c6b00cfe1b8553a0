export { vars } from './vars.css';
