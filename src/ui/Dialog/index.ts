export { Dialog, type DialogCloseReason } from './Dialog';
