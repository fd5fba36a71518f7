export { Dialog } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
