export { Dialog, type DialogCloseReason } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
