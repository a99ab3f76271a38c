// The confirm modal lives in components/ so every feature can use it (the product page's review delete too).
export { ConfirmDialog } from '../../components/confirm-dialog.tsx';
